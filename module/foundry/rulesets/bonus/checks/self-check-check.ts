/**
 * The room's sheet check for the self-check's check-card step (self-check/steps/check-card.ts): a Strength
 * Resistance check — no action, so nothing is paid — against VS 10, which the step's dice (one below each maximum:
 * the Action Dice shows 19) beat.
 */
import { rollResistanceCheck } from "./roll-skill-check.ts";

const SELF_CHECK_VS = 10;

export const bonusSheetCheck = (actor: Actor.Implementation): Promise<boolean> =>
  rollResistanceCheck(actor, "strength", SELF_CHECK_VS);
