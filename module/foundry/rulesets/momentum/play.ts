/**
 * The `momentum` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `MOMENTUM_SHELL.loadPlay`
 * when the world plays `momentum`.
 */
import type { RoomPlay } from "../../room.ts";
import { MOMENTUM_COMBAT_ECONOMY } from "./combat/room.ts";
import { MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { MOMENTUM_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { MOMENTUM_PROCEDURE } from "./procedure.ts";
import { MOMENTUM_SHEETS } from "./sheets/index.ts";
import { MOMENTUM_SIMULATION } from "./simulation/index.ts";

export const MOMENTUM_PLAY: RoomPlay = {
  sheets: MOMENTUM_SHEETS,
  outcomes: MOMENTUM_OUTCOME_ROOM,
  combat: MOMENTUM_COMBAT_ROOM,
  procedure: MOMENTUM_PROCEDURE,
  economy: MOMENTUM_COMBAT_ECONOMY,
  // The self-check's steps load when a GM runs it, not with the room (a chunk of their own).
  loadSelfCheck: async () => (await import("./self-check.ts")).MOMENTUM_SELF_CHECK,
  simulation: MOMENTUM_SIMULATION,
};
