/** The `bonus` Foundry room: everything the shared adapter reads of it (room.ts), assembled from its parts. */
import type { VisibilityLevel } from "../../../engine/rulesets/bonus/tables/visibility.ts";
import type { FoundryRoom } from "../../room.ts";
import { addSceneVisibilityField } from "./canvas/scene-visibility.ts";
import { BONUS_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { BonusCombatantModel } from "./combat/combatant-model.ts";
import { BONUS_COMBAT_ECONOMY } from "./combat/room.ts";
import { BONUS_COMBAT_ROOM } from "./combat-room.ts";
import { BONUS_PROCEDURE } from "./procedure.ts";
import { BONUS_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { BONUS_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { BONUS_MODELS, BONUS_TOKEN_BARS } from "./models.ts";
import { BONUS_INDEX_FIELDS } from "./packs.ts";
import { BONUS_DAMAGE_VARIANTS, BONUS_ECONOMY_VARIANTS, BONUS_GUARD_VARIANTS } from "./rule-variants.ts";
import { BONUS_SELF_CHECK } from "./self-check.ts";
import { BONUS_SHEETS } from "./sheets/register.ts";
import { BONUS_SIMULATION } from "./simulation/index.ts";

/** What `sceneConfig` stores on a Scene: the seed's Visibility of the scene. */
export interface BonusSceneFlags {
  readonly visibility: VisibilityLevel;
}

const BONUS_RULE_VARIANTS = [BONUS_DAMAGE_VARIANTS, BONUS_GUARD_VARIANTS, BONUS_ECONOMY_VARIANTS] as const;

export const BONUS_ROOM: FoundryRoom<typeof BONUS_MODELS, typeof BonusCombatantModel, typeof BONUS_RULE_VARIANTS> = {
  id: "bonus",
  models: BONUS_MODELS,
  combatantModel: BonusCombatantModel,
  tokenBars: { trackable: BONUS_TOKEN_BARS, defaults: BONUS_DEFAULT_BARS },
  indexFields: BONUS_INDEX_FIELDS,
  sheets: BONUS_SHEETS,
  statuses: BONUS_STATUS_ROOM,
  outcomes: BONUS_OUTCOME_ROOM,
  combat: BONUS_COMBAT_ROOM,
  procedure: BONUS_PROCEDURE,
  economy: BONUS_COMBAT_ECONOMY,
  sceneConfig: addSceneVisibilityField,
  selfCheck: BONUS_SELF_CHECK,
  simulation: BONUS_SIMULATION,
  ruleVariants: BONUS_RULE_VARIANTS,
  migrations: ROOM_MIGRATIONS,
};
