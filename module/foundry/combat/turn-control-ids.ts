/** The ids of the turn controls (turn-controls.ts): pure data, so the tracker's view model reads them without Foundry. */
export const END_TURN = "endTurn";
export const HOLD_TURN = "holdTurn";
export const SAVE_TURN = "saveTurn";
export const RELEASE_TURN = "releaseTurn";
export const FORFEIT_TURN = "forfeitTurn";

export const TURN_CONTROL_IDS: readonly string[] = [END_TURN, HOLD_TURN, SAVE_TURN, RELEASE_TURN, FORFEIT_TURN];
