/**
 * The room's sheet check for the self-check's check-card step (self-check/steps/check-card.ts): a Chance roll at its
 * default DC 10 ("a Chance roll has a DC: 10"), which the step's die (one below the maximum: 19) meets, naming no
 * critical.
 */
import { rollSheetCheck } from "./roll-sheet-check.ts";
import { DEFAULT_ROLL_DC } from "./sheet-rolls.ts";

export const energySheetCheck = (actor: Actor.Implementation): Promise<boolean> =>
  rollSheetCheck(actor, "chance", DEFAULT_ROLL_DC);
