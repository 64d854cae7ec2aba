/**
 * The `contest` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for a `contest` world only. Its rule variants are the engine's
 * combat options (rule-variants.ts); its movement actions the GM's Fall (canvas/fall.ts).
 */
import type { RoomShell } from "../../room.ts";
import { FALL_ACTION } from "./canvas/fall.ts";
import { CONTEST_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { ContestCombatantModel } from "./combat/combatant-model.ts";
import { CONTEST_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { CONTEST_MODELS, CONTEST_TOKEN_BARS } from "./models.ts";
import { CONTEST_INDEX_FIELDS } from "./packs.ts";
import { CONTEST_RULE_VARIANTS } from "./rule-variants.ts";

const CONTEST_RULE_VARIANTS_LIST = [CONTEST_RULE_VARIANTS] as const;

export const CONTEST_SHELL: RoomShell<
  typeof CONTEST_MODELS,
  typeof ContestCombatantModel,
  typeof CONTEST_RULE_VARIANTS_LIST
> = {
  id: "contest",
  models: CONTEST_MODELS,
  combatantModel: ContestCombatantModel,
  tokenBars: { trackable: CONTEST_TOKEN_BARS, defaults: CONTEST_DEFAULT_BARS },
  indexFields: CONTEST_INDEX_FIELDS,
  statuses: CONTEST_STATUS_ROOM,
  ruleVariants: CONTEST_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
  movementActions: [FALL_ACTION],
  loadPlay: () => import("./play.ts").then((module) => module.CONTEST_PLAY),
};
