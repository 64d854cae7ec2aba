/**
 * The `bonus` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `BONUS_SHELL.loadPlay` when the
 * world plays `bonus`.
 */
import type { RoomPlay } from "../../room.ts";
import { addSceneVisibilityField } from "./canvas/scene-visibility.ts";
import { BONUS_COMBAT_ECONOMY } from "./combat/room.ts";
import { BONUS_COMBAT_ROOM } from "./combat-room.ts";
import { BONUS_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { BONUS_PROCEDURE } from "./procedure.ts";
import { BONUS_SHEETS } from "./sheets/register.ts";
import { BONUS_SIMULATION } from "./simulation/index.ts";

export const BONUS_PLAY: RoomPlay = {
  sheets: BONUS_SHEETS,
  outcomes: BONUS_OUTCOME_ROOM,
  combat: BONUS_COMBAT_ROOM,
  procedure: BONUS_PROCEDURE,
  economy: BONUS_COMBAT_ECONOMY,
  sceneConfig: addSceneVisibilityField,
  // The self-check's steps load when a GM runs it, not with the room (a chunk of their own).
  loadSelfCheck: async () => (await import("./self-check.ts")).BONUS_SELF_CHECK,
  simulation: BONUS_SIMULATION,
};
