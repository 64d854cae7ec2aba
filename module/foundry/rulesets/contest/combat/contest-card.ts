/**
 * A `contest` skill contest on the shared opposed card (chat/opposed-card/): each side's test with its Successes, or
 * why it did not roll ("Creatures more than one size larger than you automatically pass the test"), and each pairing
 * decided by the room's rule, not by totals — "If the attacker has more Successes the attack hits. Otherwise it
 * misses", read for every skill contest (rules page decision 11, engine `resolveContest`) — with the exact chance the
 * engine works out for that rule (`contestWinProbability`) and its reason in words (rules page decision 146).
 */
import type { ContestResult } from "../../../../engine/rulesets/contest/dice/contest.ts";
import { contestWinProbability } from "../../../../engine/rulesets/contest/dice/odds.ts";
import type { TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import type { OpposedDecision, OpposedSideToPost, UnrolledSideToPost } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { RolledTest } from "./skill-roll.ts";

const KEY = `${I18N_ROOT}.Contest.OpposedCard`;

/** One side as the card shows it: its test `label`, its roll with its Successes, or why it rolled nothing. */
export function contestCardSide(
  actor: Actor.Implementation,
  label: string,
  plan: TestPlan,
  rolled: RolledTest,
): OpposedSideToPost | UnrolledSideToPost {
  const [roll] = rolled.dice;
  if (plan.kind === "automatic" || !roll) {
    const outcome = rolled.outcome.passed ? "pass" : "fail";
    return {
      actor,
      check: label,
      noRoll: game.i18n.format(`${KEY}.automatic.${outcome}`, { source: rolled.outcome.automatic ?? "" }),
    };
  }
  const successes = String(rolled.outcome.successes);
  const note = game.i18n.format(`${I18N_ROOT}.Contest.SkillTest.successes`, { successes });
  return { actor, check: label, request: plan.request, roll, note };
}

/** The room's word on one pairing: the engine's result, its reason, and the initiator's exact chance before the roll. */
export function contestDecision(
  result: ContestResult,
  plans: { readonly initiator: TestPlan; readonly resister: TestPlan },
  names: { readonly actor: string; readonly target: string },
): OpposedDecision {
  return {
    initiatorWins: result.initiatorWins,
    reason: game.i18n.format(`${KEY}.reason.${result.reason}`, names),
    chance: contestWinProbability(plans.initiator, plans.resister),
  };
}
