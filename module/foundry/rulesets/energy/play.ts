/**
 * The `energy` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `ENERGY_SHELL.loadPlay` when
 * the world plays `energy`.
 */
import type { RoomPlay } from "../../room.ts";
import { ENERGY_COMBAT_ECONOMY } from "./combat/room.ts";
import { ENERGY_COMBAT_ROOM } from "./combat-room.ts";
import { ENERGY_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { ENERGY_PROCEDURE } from "./procedure.ts";
import { ENERGY_SHEETS } from "./sheets/register.ts";
import { ENERGY_SIMULATION } from "./simulation/index.ts";

export const ENERGY_PLAY: RoomPlay = {
  sheets: ENERGY_SHEETS,
  outcomes: ENERGY_OUTCOME_ROOM,
  combat: ENERGY_COMBAT_ROOM,
  procedure: ENERGY_PROCEDURE,
  economy: ENERGY_COMBAT_ECONOMY,
  // The self-check's steps load when a GM runs it, not with the room (a chunk of their own).
  loadSelfCheck: async () => (await import("./self-check.ts")).ENERGY_SELF_CHECK,
  simulation: ENERGY_SIMULATION,
};
