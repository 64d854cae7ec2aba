/**
 * The dialog's choices → the parts of the engine's `AttackSituation` they decide. Only toggleable modifiers are
 * read: ids of locked rows (Wounded, a prone target) or unknown ids change nothing, so the engine's own reading of
 * the documents is never doubled or undone.
 */
import type { AttackSituation } from "../../../../engine/rulesets/bonus/procedures/attack.ts";
import type { Challenge, Charge } from "../../../../engine/rulesets/bonus/dice/rank.ts";
import type { CoverLevel } from "../../../../engine/rulesets/bonus/tables/cover.ts";
import type { VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import type { RollChoices } from "../../../combat-room.ts";
import { availableModifiers, isChosen } from "./catalog.ts";

export type SituationOverrides = Pick<
  AttackSituation,
  "charges" | "challenges" | "cover" | "visibility" | "distanceFt" | "behindUnaware" | "offHand"
>;

/**
 * Off the canvas (no tokens, a sheet's odds) a ranged attack is taken to be 10 ft away: past Zero visibility's point
 * blank ("under 3 meters", ≈ 9.84 ft) and inside every level's range limit (Zero: 30 ft), so a chosen visibility
 * level always costs its VS penalty unless Point blank is ticked. On the canvas the measured distance is used.
 */
export const ASSUMED_RANGED_DISTANCE_FT = 10;

export function situationOverrides(
  choices: RollChoices,
  ranged: boolean,
  measuredFt = ASSUMED_RANGED_DISTANCE_FT,
): SituationOverrides {
  const charges: Charge[] = [];
  const challenges: Challenge[] = [];
  // Exclusive groups are kept exclusive by the dialog; should a hand-made choice tick two, the later row wins.
  let cover: CoverLevel | undefined;
  let visibility: VisibilityLevel | undefined;
  let behindUnaware = false;
  let offHand = false;
  let pointBlank = false;
  for (const m of availableModifiers(ranged).filter((d) => isChosen(choices, d))) {
    const rule = m.rule;
    if (rule.kind === "charge") charges.push({ source: rule.source });
    else if (rule.kind === "challenge") challenges.push({ source: rule.source });
    else if (rule.kind === "cover") cover = rule.level;
    else if (rule.kind === "visibility") visibility = rule.level;
    else if (rule.kind === "behindUnaware") behindUnaware = true;
    else if (rule.kind === "offHand") offHand = true;
    else pointBlank = true;
  }
  return {
    charges,
    challenges,
    behindUnaware,
    offHand,
    ...(cover === undefined ? {} : { cover }),
    ...(visibility === undefined ? {} : { visibility, distanceFt: pointBlank ? 0 : measuredFt }),
  };
}
