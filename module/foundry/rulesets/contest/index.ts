/**
 * The `contest` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for a `contest` world only. No rule variants yet (the engine's
 * options are nested objects, `DEFAULT_CONTEST_OPTIONS`, read as they are).
 */
import type { RoomShell } from "../../room.ts";
import { CONTEST_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { ContestCombatantModel } from "./combat/combatant-model.ts";
import { CONTEST_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { CONTEST_MODELS, CONTEST_TOKEN_BARS } from "./models.ts";
import { CONTEST_INDEX_FIELDS } from "./packs.ts";

const NO_RULE_VARIANTS = [] as const;

export const CONTEST_SHELL: RoomShell<typeof CONTEST_MODELS, typeof ContestCombatantModel, typeof NO_RULE_VARIANTS> = {
  id: "contest",
  models: CONTEST_MODELS,
  combatantModel: ContestCombatantModel,
  tokenBars: { trackable: CONTEST_TOKEN_BARS, defaults: CONTEST_DEFAULT_BARS },
  indexFields: CONTEST_INDEX_FIELDS,
  statuses: CONTEST_STATUS_ROOM,
  ruleVariants: NO_RULE_VARIANTS,
  migrations: ROOM_MIGRATIONS,
  loadPlay: () => import("./play.ts").then((module) => module.CONTEST_PLAY),
};
