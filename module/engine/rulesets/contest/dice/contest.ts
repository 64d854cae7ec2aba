import type { TestOutcome } from "./test.ts";

/**
 * Skill contests outside the combat roll: Grapple ("a skill contest with Athletics vs Athletics or Acrobatics") and
 * surprise ("a Stealth vs Observation contest"). The seed gives no separate rule, so they are read like the combat
 * roll, which it calls "a special skill contest": the side that acts (grappler, sneaker) wins when only it passes,
 * or when both pass and it has more Successes; otherwise nothing changes — the resisting side wins ties, as a
 * defender does ("If the attacker has more Successes the attack hits. Otherwise it misses").
 */
export type ContestReason = "onlyInitiatorPassed" | "moreSuccesses" | "notMoreSuccesses" | "initiatorFailed";

export interface ContestResult {
  readonly initiatorWins: boolean;
  readonly reason: ContestReason;
}

export function resolveContest(initiator: TestOutcome, resister: TestOutcome): ContestResult {
  if (!initiator.passed) return { initiatorWins: false, reason: "initiatorFailed" };
  if (!resister.passed) return { initiatorWins: true, reason: "onlyInitiatorPassed" };
  return initiator.successes > resister.successes
    ? { initiatorWins: true, reason: "moreSuccesses" }
    : { initiatorWins: false, reason: "notMoreSuccesses" };
}
