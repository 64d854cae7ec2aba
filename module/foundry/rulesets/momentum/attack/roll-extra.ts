/**
 * The roll dialog's free-form bonus in `momentum` (issue 23, rules page decision 115): a number added to the attack
 * roll's d20 as one more hit bonus part ("roll a d20 and add your weapon or Ability hit bonus"), so the odds and the
 * card's breakdown read it as they read the others. The naturals stay the face's: a natural 1 still misses and a
 * natural 20 is still a critical hit. A resisted Ability rolls no attack (the target rolls its DR against the DR
 * Power), so a bonus on it is refused rather than dropped unseen.
 */
import { hitProbability } from "../../../../engine/rulesets/momentum/dice/odds.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { PlannedAttack, Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { withRollExtra, type RollExtra } from "../../../dice/roll-extra.ts";
import type { MomentumAttackSource } from "./source.ts";

/** Dice would change the d20 roll's shape, which the naturals and the odds read: a number only. */
export const MOMENTUM_ROLL_EXTRA = "flat";

const NO_ATTACK_ROLL: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.extraWithoutAttackRoll` };

/** The plan with the bonus on its d20 and the chance to hit read again; an object is still hit whatever is rolled. */
export function withMomentumExtra(
  source: MomentumAttackSource,
  plan: PlannedAttack,
  extra: RollExtra | null,
  options: MomentumOptions,
): PlannedAttack | Refusal {
  if (extra === null) return plan;
  if (source.defenseRoll) return NO_ATTACK_ROLL;
  const request = withRollExtra(plan.request, extra);
  return { ...plan, request, hitChance: plan.settles ? plan.hitChance : hitProbability(request, options) };
}
