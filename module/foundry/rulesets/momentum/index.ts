/**
 * The `momentum` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for a `momentum` world only.
 */
import type { RoomShell } from "../../room.ts";
import { MOMENTUM_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { MomentumCombatantModel } from "./combat/combatant-model.ts";
import { MOMENTUM_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { MOMENTUM_MODELS, MOMENTUM_TOKEN_BARS } from "./models.ts";
import { MOMENTUM_INDEX_FIELDS } from "./packs.ts";
import { MOMENTUM_RULE_VARIANTS } from "./rule-variants.ts";

const MOMENTUM_RULE_VARIANTS_LIST = [MOMENTUM_RULE_VARIANTS] as const;

export const MOMENTUM_SHELL: RoomShell<
  typeof MOMENTUM_MODELS,
  typeof MomentumCombatantModel,
  typeof MOMENTUM_RULE_VARIANTS_LIST
> = {
  id: "momentum",
  models: MOMENTUM_MODELS,
  combatantModel: MomentumCombatantModel,
  tokenBars: { trackable: MOMENTUM_TOKEN_BARS, defaults: MOMENTUM_DEFAULT_BARS },
  indexFields: MOMENTUM_INDEX_FIELDS,
  statuses: MOMENTUM_STATUS_ROOM,
  ruleVariants: MOMENTUM_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
  loadPlay: () => import("./play.ts").then((module) => module.MOMENTUM_PLAY),
};
