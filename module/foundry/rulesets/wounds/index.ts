/**
 * The `wounds` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for a `wounds` world only.
 */
import type { RoomShell } from "../../room.ts";
import { WOUNDS_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { WoundsCombatantModel } from "./combat/combatant-model.ts";
import { WOUNDS_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { WOUNDS_MODELS, WOUNDS_TOKEN_BARS } from "./models.ts";
import { WOUNDS_INDEX_FIELDS } from "./packs.ts";
import { WOUNDS_RULE_VARIANTS } from "./rule-variants.ts";

const WOUNDS_RULE_VARIANTS_LIST = [WOUNDS_RULE_VARIANTS] as const;

export const WOUNDS_SHELL: RoomShell<
  typeof WOUNDS_MODELS,
  typeof WoundsCombatantModel,
  typeof WOUNDS_RULE_VARIANTS_LIST
> = {
  id: "wounds",
  models: WOUNDS_MODELS,
  combatantModel: WoundsCombatantModel,
  tokenBars: { trackable: WOUNDS_TOKEN_BARS, defaults: WOUNDS_DEFAULT_BARS },
  indexFields: WOUNDS_INDEX_FIELDS,
  statuses: WOUNDS_STATUS_ROOM,
  ruleVariants: WOUNDS_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
  loadPlay: () => import("./play.ts").then((module) => module.WOUNDS_PLAY),
};
