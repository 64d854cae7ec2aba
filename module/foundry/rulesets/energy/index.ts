/** The `energy` Foundry room: everything the shared adapter reads of it (room.ts), assembled from its parts. */
import type { FoundryRoom } from "../../room.ts";
import { ENERGY_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { EnergyCombatantModel } from "./combat/combatant-model.ts";
import { ENERGY_COMBAT_ECONOMY } from "./combat/room.ts";
import { ENERGY_COMBAT_ROOM } from "./combat-room.ts";
import { ENERGY_PROCEDURE } from "./procedure.ts";
import { ENERGY_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { ENERGY_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { ENERGY_MODELS, ENERGY_TOKEN_BARS } from "./models.ts";
import { ENERGY_INDEX_FIELDS } from "./packs.ts";
import { ENERGY_RULE_VARIANTS } from "./rule-variants.ts";
import { ENERGY_SELF_CHECK } from "./self-check.ts";
import { ENERGY_SHEETS } from "./sheets/register.ts";
import { ENERGY_SIMULATION } from "./simulation/index.ts";

const ENERGY_RULE_VARIANTS_LIST = [ENERGY_RULE_VARIANTS] as const;

export const ENERGY_ROOM: FoundryRoom<
  typeof ENERGY_MODELS,
  typeof EnergyCombatantModel,
  typeof ENERGY_RULE_VARIANTS_LIST
> = {
  id: "energy",
  models: ENERGY_MODELS,
  combatantModel: EnergyCombatantModel,
  tokenBars: { trackable: ENERGY_TOKEN_BARS, defaults: ENERGY_DEFAULT_BARS },
  indexFields: ENERGY_INDEX_FIELDS,
  sheets: ENERGY_SHEETS,
  statuses: ENERGY_STATUS_ROOM,
  outcomes: ENERGY_OUTCOME_ROOM,
  combat: ENERGY_COMBAT_ROOM,
  procedure: ENERGY_PROCEDURE,
  economy: ENERGY_COMBAT_ECONOMY,
  selfCheck: ENERGY_SELF_CHECK,
  simulation: ENERGY_SIMULATION,
  ruleVariants: ENERGY_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
};
