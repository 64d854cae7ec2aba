/**
 * Use Skill with its check (seed 000): "Use Skill. You use one of your skills. You could attempt use Social to charm
 * an enemy, use Awareness to find a weakness, or use Menace to intimidate", rolled as every action roll is — "1d20
 * (the Action Dice) + any Bonus dice against a victory sum, VS". The skill item's own bonus dice, stepped down while
 * Wounded, against the VS the table sets (the seed names no VS for these; rules page decision 48). Piloting or
 * navigating in poor visibility raises that VS: "Characters attempting to drive, navigate, or similar suffer +5 VS
 * penalty" (Reduced), "+10 VS" (Low), "+15 VS" (Zero; rules page decision 54). Plain data.
 */
import type { DiceRequest, FlatModifier } from "../../../../engine/core/dice/request.ts";
import { skillCheckRequest } from "../../../../engine/rulesets/bonus/dice/skill.ts";
import { pilotingPenalty } from "../../../../engine/rulesets/bonus/geometry/visibility.ts";
import type { VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import type { BonusDiceItem } from "../bonus-dice.ts";
import { situationAdjustments } from "../situation-steps.ts";

/** The VS the sheet starts at: the one VS the seed names for a check (Medicine, VS 20). */
export const DEFAULT_CHECK_VS = 20;
/** The sheet's − / + step and its bounds. */
export const CHECK_VS_STEP = 5;
export const CHECK_VS_MIN = 5;
export const CHECK_VS_MAX = 60;

/** Skills are what a Use Skill check is made with ("You use one of your skills"). */
export function isSkill(kind: string): boolean {
  return kind === "skill";
}

/** The VS moved by `delta` within the sheet's bounds. */
export function steppedVs(vs: number, delta: number): number {
  return Math.min(CHECK_VS_MAX, Math.max(CHECK_VS_MIN, vs + delta));
}

/** The VS penalty of piloting or navigating in `visibility`, as a named source; none in normal visibility. */
export function pilotingPenalties(visibility: VisibilityLevel): FlatModifier[] {
  const value = pilotingPenalty(visibility);
  return value === 0 ? [] : [{ source: `Piloting: ${visibility} visibility`, value }];
}

/**
 * `piloting`: the visibility the check is piloted or navigated in; "normal" for any other check. `situation`: its
 * Charges (positive) or Challenges (negative), situation-steps.ts.
 */
export function skillCheckFor(
  skill: BonusDiceItem,
  vs: number,
  wounded: boolean,
  piloting: VisibilityLevel = "normal",
  situation = 0,
): DiceRequest {
  return skillCheckRequest({
    ...situationAdjustments(situation),
    skill: skill.name,
    dice: [{ source: skill.name, count: skill.bonusDice.count }],
    vs,
    vsPenalties: pilotingPenalties(piloting),
    wounded,
  });
}
