/**
 * A one-sided `contest` test rolled by the active GM and posted on the shared check card (chat/check-card/): Search's
 * Observation test, Sneak's Stealth test, a maneuver's resist test or Feint's Deception test. The card explains the
 * d20 roll — its boons and banes as extra dice, each modifier with its source, the total against the Target Number,
 * pass or fail, the chance before the roll — and its first effect line names the test's Successes ("a passed test
 * scores 1 Success, plus 1 for every full 5 points above the Target Number", the rules page's mechanic), so the
 * issue's "how many Successes" is on the card too; then what the caller did with the outcome (decision 136).
 */
import type { TestOutcome, TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import { readTest } from "../../../../engine/rulesets/contest/dice/test.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { currentRollVisibility, PUBLIC_ROLL, type RollVisibility } from "../../../dice/roll-visibility.ts";

export type RolledPlan = Extract<TestPlan, { readonly kind: "roll" }>;

export interface TestToPost {
  /** Who rolls it. */
  readonly actor: Actor.Implementation;
  /** What is rolled, as the card names it ("Observation (Search)"). */
  readonly check: string;
  readonly plan: RolledPlan;
  /** Who sees the card (the GM rolls it on someone's behalf). */
  readonly visibility: RollVisibility;
  /** What the outcome does, done before the card is posted; its lines go on the card. Absent: nothing. */
  readonly followUp?: (outcome: TestOutcome) => Promise<readonly string[]>;
}

/**
 * Who sees a test the GM rolls for `actor` outside a card: everyone when a player owns it (the player's own roll, as
 * at the table, whatever the GM's roll mode), else the GM's roll mode (an NPC's Sneak may stay the GM's).
 */
export function gmRolledVisibility(actor: Actor.Implementation): RollVisibility {
  return actor.hasPlayerOwner ? PUBLIC_ROLL : currentRollVisibility();
}

/** "Successes: 2" — the mechanic's count for the test, 0 on a failed one. */
function successesLine(outcome: TestOutcome): string {
  return game.i18n.format(`${I18N_ROOT}.Contest.SkillTest.successes`, { successes: String(outcome.successes) });
}

/** Rolls the test, does its follow-up and posts the card; the test's outcome. */
export async function rollTestCard(test: TestToPost): Promise<TestOutcome> {
  const result = await rollCheckCard({
    actor: test.actor,
    check: test.check,
    request: test.plan.request,
    visibility: test.visibility,
    followUp: async (rolled) => {
      const outcome = readTest(test.plan, rolled);
      const done = (await test.followUp?.(outcome)) ?? [];
      return { effects: [successesLine(outcome), ...done], rolls: [] };
    },
  });
  return readTest(test.plan, result);
}
