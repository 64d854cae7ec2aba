/**
 * The `bonus` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for a `bonus` world only.
 */
import type { VisibilityLevel } from "../../../engine/rulesets/bonus/tables/visibility.ts";
import { WALL_COVER_LEVELS } from "../../canvas/walls.ts";
import type { RoomShell } from "../../room.ts";
import { BONUS_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { BonusCombatantModel } from "./combat/combatant-model.ts";
import { BONUS_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { BONUS_MODELS, BONUS_TOKEN_BARS } from "./models.ts";
import { BONUS_INDEX_FIELDS } from "./packs.ts";
import { BONUS_DAMAGE_VARIANTS, BONUS_ECONOMY_VARIANTS, BONUS_GUARD_VARIANTS } from "./rule-variants.ts";

/** What `sceneConfig` stores on a Scene: the seed's Visibility of the scene. */
export interface BonusSceneFlags {
  readonly visibility: VisibilityLevel;
}

const BONUS_RULE_VARIANTS = [BONUS_DAMAGE_VARIANTS, BONUS_GUARD_VARIANTS, BONUS_ECONOMY_VARIANTS] as const;

export const BONUS_SHELL: RoomShell<typeof BONUS_MODELS, typeof BonusCombatantModel, typeof BONUS_RULE_VARIANTS> = {
  id: "bonus",
  models: BONUS_MODELS,
  combatantModel: BonusCombatantModel,
  tokenBars: { trackable: BONUS_TOKEN_BARS, defaults: BONUS_DEFAULT_BARS },
  indexFields: BONUS_INDEX_FIELDS,
  statuses: BONUS_STATUS_ROOM,
  ruleVariants: BONUS_RULE_VARIANTS,
  migrations: ROOM_MIGRATIONS,
  // The seed's three cover levels are the wall flag's (canvas/situation.ts reads a flagged wall's level).
  wallCoverLevels: WALL_COVER_LEVELS,
  loadPlay: () => import("./play.ts").then((module) => module.BONUS_PLAY),
};
