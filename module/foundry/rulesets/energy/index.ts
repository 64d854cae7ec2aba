/**
 * The `energy` Foundry room's shell (room.ts `RoomShell`): what Foundry needs of it at `init`, in the main bundle.
 * Its play part (play.ts) is a chunk of its own, loaded for an `energy` world only.
 */
import type { RoomShell } from "../../room.ts";
import { ENERGY_DEFAULT_BARS } from "./canvas/token-bars.ts";
import { EnergyCombatantModel } from "./combat/combatant-model.ts";
import { ENERGY_STATUS_ROOM } from "./effects/status-room.ts";
import { ROOM_MIGRATIONS } from "./migrations/list.ts";
import { ENERGY_MODELS, ENERGY_TOKEN_BARS } from "./models.ts";
import { ENERGY_INDEX_FIELDS } from "./packs.ts";
import { ENERGY_RULE_VARIANTS } from "./rule-variants.ts";

const ENERGY_RULE_VARIANTS_LIST = [ENERGY_RULE_VARIANTS] as const;

export const ENERGY_SHELL: RoomShell<
  typeof ENERGY_MODELS,
  typeof EnergyCombatantModel,
  typeof ENERGY_RULE_VARIANTS_LIST
> = {
  id: "energy",
  models: ENERGY_MODELS,
  combatantModel: EnergyCombatantModel,
  tokenBars: { trackable: ENERGY_TOKEN_BARS, defaults: ENERGY_DEFAULT_BARS },
  indexFields: ENERGY_INDEX_FIELDS,
  statuses: ENERGY_STATUS_ROOM,
  ruleVariants: ENERGY_RULE_VARIANTS_LIST,
  migrations: ROOM_MIGRATIONS,
  loadPlay: () => import("./play.ts").then((module) => module.ENERGY_PLAY),
};
