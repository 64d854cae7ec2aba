/**
 * The `contest` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `CONTEST_SHELL.loadPlay` when
 * the world plays `contest`.
 */
import type { RoomPlay } from "../../room.ts";
import { CONTEST_COMBAT_ECONOMY } from "./combat/room.ts";
import { CONTEST_COMBAT_ROOM } from "./combat-room.ts";
import { CONTEST_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { CONTEST_PROCEDURE } from "./procedure.ts";
import { CONTEST_SHEETS } from "./sheets/index.ts";
import { CONTEST_SIMULATION } from "./simulation/index.ts";

export const CONTEST_PLAY: RoomPlay = {
  sheets: CONTEST_SHEETS,
  outcomes: CONTEST_OUTCOME_ROOM,
  combat: CONTEST_COMBAT_ROOM,
  procedure: CONTEST_PROCEDURE,
  economy: CONTEST_COMBAT_ECONOMY,
  // The self-check's steps load when a GM runs it, not with the room (a chunk of their own).
  loadSelfCheck: async () => (await import("./self-check.ts")).CONTEST_SELF_CHECK,
  simulation: CONTEST_SIMULATION,
};
