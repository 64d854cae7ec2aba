/**
 * The `wounds` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `WOUNDS_SHELL.loadPlay` when the
 * world plays `wounds`. No scene config: the room's canvas readings (yards, reach, cover) need no scene fields.
 */
import type { RoomPlay } from "../../room.ts";
import { WOUNDS_COMBAT_ECONOMY } from "./combat/room.ts";
import { WOUNDS_COMBAT_ROOM } from "./combat-room.ts";
import { WOUNDS_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { WOUNDS_PROCEDURE } from "./procedure.ts";
import { WOUNDS_SHEETS } from "./sheets/index.ts";
import { WOUNDS_SIMULATION } from "./simulation/index.ts";

export const WOUNDS_PLAY: RoomPlay = {
  sheets: WOUNDS_SHEETS,
  outcomes: WOUNDS_OUTCOME_ROOM,
  combat: WOUNDS_COMBAT_ROOM,
  procedure: WOUNDS_PROCEDURE,
  economy: WOUNDS_COMBAT_ECONOMY,
  // The self-check's steps load when a GM runs it, not with the room (a chunk of their own).
  loadSelfCheck: async () => (await import("./self-check.ts")).WOUNDS_SELF_CHECK,
  // The GM's side of a sheet's act loads when a sheet first asks for one (a chunk of its own, test/bench/bundle.ts).
  sheetAct: async (actor, request) => (await import("./combat/sheet-act.ts")).takeWoundsSheetAct(actor, request),
  simulation: WOUNDS_SIMULATION,
};
