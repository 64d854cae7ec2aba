/**
 * A roll's situation as a net number of rank steps (seed 000): "When something increases your bonus dice rank, such as
 * having a Charge on and action roll … all bonus dice, from all sources are increased one rank"; "Charges will counter
 * challenges on a 1 to 1 basis, negating each other". Rolls with no roll dialog (initiative, the sheet's checks) take
 * the situation as one signed count: positive for Charges, negative for Challenges. Two Charges take a d10 to a d20
 * and three Challenges take it to a d4, so further steps change nothing.
 */
import { bonusDieRank, type Challenge, type Charge } from "../../../engine/rulesets/bonus/dice/rank.ts";

export const MOST_CHARGES = 2;
export const MOST_CHALLENGES = 3;
const SOURCE = "Situation";

/** `steps` within −MOST_CHALLENGES … MOST_CHARGES. */
export function clampedSteps(steps: number): number {
  return Math.min(MOST_CHARGES, Math.max(-MOST_CHALLENGES, Math.trunc(steps)));
}

/** The situation as the engine's charges (steps up) or challenges (steps down), one per step. */
export function situationAdjustments(steps: number): {
  readonly charges: readonly Charge[];
  readonly challenges: readonly Challenge[];
} {
  const net = clampedSteps(steps);
  const one = { source: SOURCE };
  return {
    charges: Array.from({ length: Math.max(0, net) }, () => one),
    challenges: Array.from({ length: Math.max(0, -net) }, () => one),
  };
}

/** The faces of an action roll's bonus dice in `steps`' situation, Wounded's step included (the sheet's dice text). */
export function actionDieFaces(wounded: boolean, steps: number): number {
  return bonusDieRank({ roll: "action", wounded, ...situationAdjustments(steps) }).faces;
}
