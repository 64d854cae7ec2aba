/**
 * The `momentum` room's play part (room.ts `RoomPlay`): its own bundle chunk, loaded by `MOMENTUM_SHELL.loadPlay`
 * when the world plays `momentum`.
 */
import type { ByDocument, RoomPlay, SheetClass } from "../../room.ts";
import { MOMENTUM_COMBAT_ECONOMY } from "./combat/room.ts";
import { MOMENTUM_COMBAT_ROOM } from "./combat-room.ts";
import { MOMENTUM_OUTCOME_ROOM } from "./effects/outcomes.ts";
import { MOMENTUM_PROCEDURE } from "./procedure.ts";
import { MOMENTUM_SELF_CHECK } from "./self-check.ts";

/**
 * No sheet classes of the room's own yet (their layer is built apart): nothing is registered, so the room's types
 * keep Foundry's default sheets, exactly what a ruleset without a room gets (applications/sheets/register.ts).
 */
const FOUNDRY_DEFAULT_SHEETS: ByDocument<SheetClass> = { Actor: {}, Item: {} };

export const MOMENTUM_PLAY: RoomPlay = {
  sheets: FOUNDRY_DEFAULT_SHEETS,
  outcomes: MOMENTUM_OUTCOME_ROOM,
  combat: MOMENTUM_COMBAT_ROOM,
  procedure: MOMENTUM_PROCEDURE,
  economy: MOMENTUM_COMBAT_ECONOMY,
  selfCheck: MOMENTUM_SELF_CHECK,
};
