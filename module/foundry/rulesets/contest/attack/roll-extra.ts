/**
 * The roll dialog's free-form bonus in `contest` (issue 23, rules page decision 110): a modifier to the Strike's
 * Fighting Style test, added with the test's other named modifiers ("+2 bonus", "-2 penalty" are the seed's), so its
 * Successes, the defense choices' odds and the card's breakdown all read it. Boons and banes stay the dialog's named
 * toggles and the conditions': the seed gives them sources, and a typed die would be neither.
 */
import type { TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { storedRollExtra, withRollExtra, type RollExtra } from "../../../dice/roll-extra.ts";

/** A number only: the test's extra dice are its boons and banes. */
export const CONTEST_ROLL_EXTRA = "flat";

type RolledTest = Extract<TestPlan, { kind: "roll" }>;

/** The rolled test with the bonus among its modifiers. */
export function withTestExtra(plan: RolledTest, extra: RollExtra | null): RolledTest {
  return extra === null ? plan : { ...plan, request: withRollExtra(plan.request, extra) };
}

/** The bonus the row stored, read again through the parser and its bounds. */
export function rowExtra(row: TargetRow): RollExtra | null {
  return storedRollExtra(row.situation?.extra, CONTEST_ROLL_EXTRA);
}
