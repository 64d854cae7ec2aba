/** The `momentum` Foundry room: everything the shared adapter reads of it (room.ts), assembled from its parts. */
import type { FoundryRoom } from "../../room.ts";
import { MOMENTUM_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { MomentumCombatantModel } from "./combat/combatant-model.ts";
import { MOMENTUM_COMBAT_ECONOMY } from "./combat/room.ts";
import { MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { MOMENTUM_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { MOMENTUM_STATUS_ROOM } from "./effects/status-room.ts";
import { MOMENTUM_MODELS, MOMENTUM_TOKEN_BARS } from "./models.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { MOMENTUM_INDEX_FIELDS } from "./packs.ts";
import { MOMENTUM_PROCEDURE } from "./procedure.ts";
import { MOMENTUM_RULE_VARIANTS } from "./rule-variants.ts";
import { MOMENTUM_SELF_CHECK } from "./self-check.ts";
import { MOMENTUM_SHEETS } from "./sheets/index.ts";

const MOMENTUM_RULE_VARIANTS_LIST = [MOMENTUM_RULE_VARIANTS] as const;

export const MOMENTUM_ROOM: FoundryRoom<
  typeof MOMENTUM_MODELS,
  typeof MomentumCombatantModel,
  typeof MOMENTUM_RULE_VARIANTS_LIST
> = {
  id: "momentum",
  models: MOMENTUM_MODELS,
  combatantModel: MomentumCombatantModel,
  tokenBars: { trackable: MOMENTUM_TOKEN_BARS, defaults: MOMENTUM_DEFAULT_BARS },
  indexFields: MOMENTUM_INDEX_FIELDS,
  sheets: MOMENTUM_SHEETS,
  statuses: MOMENTUM_STATUS_ROOM,
  outcomes: MOMENTUM_OUTCOME_ROOM,
  combat: MOMENTUM_COMBAT_ROOM,
  procedure: MOMENTUM_PROCEDURE,
  economy: MOMENTUM_COMBAT_ECONOMY,
  selfCheck: MOMENTUM_SELF_CHECK,
  ruleVariants: MOMENTUM_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
};
