/**
 * Odds of `contest` tests without rolling: the distribution of Successes of a planned test, the chance to pass, the
 * chances of every combat-roll result, and the chance to win a skill contest. Built on the core's exact distribution
 * of a request's total, read through the mechanic's Successes.
 */
import { constant, probabilityAtLeast, type Distribution } from "../../../core/odds/distribution.ts";
import { requestDistribution } from "../../../core/odds/request.ts";
import { mapDistribution } from "../support/map-distribution.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "./mechanic.ts";
import { AUTOMATIC_PASS_SUCCESSES, type TestPlan } from "./test.ts";

/** P(Successes = n) for every n; 0 Successes is a failed test. */
export function successDistribution(plan: TestPlan, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): Distribution {
  if (plan.kind === "automatic") return constant(plan.outcome === "pass" ? AUTOMATIC_PASS_SUCCESSES : 0);
  return mapDistribution(requestDistribution(plan.request), (total) => mechanic.successes(total));
}

export function passProbability(plan: TestPlan, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): number {
  return probabilityAtLeast(successDistribution(plan, mechanic), 1);
}

function at(dist: Distribution, n: number): number {
  return dist.p[n - dist.min] ?? 0;
}

/** P(a has strictly more Successes than b, both having passed). */
function morePassing(a: Distribution, b: Distribution): number {
  let win = 0;
  for (let i = 0; i < a.p.length; i++) {
    const sa = a.min + i;
    if (sa < 1) continue;
    for (let sb = 1; sb < sa; sb++) win += (a.p[i] ?? 0) * at(b, sb);
  }
  return win;
}

export interface CombatOdds {
  readonly bothFail: number;
  readonly attackerCritical: number;
  readonly defenderCritical: number;
  /** Both pass, the defense is Block: damage reduced by BR. */
  readonly blocked: number;
  /** Both pass against Dodge, Parry or Withstand, and the attacker has more Successes. */
  readonly hitOnSuccesses: number;
  readonly missOnSuccesses: number;
  /** Any result that deals damage. */
  readonly damage: number;
}

/**
 * The chance of each combat-roll result. `defense` undefined: the defender does not defend (automatic failure).
 * `blocks`: the defense is a Block (both pass → blocked).
 */
export function combatOdds(
  attack: TestPlan,
  defense: TestPlan | undefined,
  blocks: boolean,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): CombatOdds {
  const a = successDistribution(attack, mechanic);
  const d = defense ? successDistribution(defense, mechanic) : constant(0);
  const aFail = at(a, 0);
  const dFail = at(d, 0);
  const bothPass = (1 - aFail) * (1 - dFail);
  const hit = blocks ? 0 : morePassing(a, d);
  const blocked = blocks ? bothPass : 0;
  const attackerCritical = (1 - aFail) * dFail;
  return {
    bothFail: aFail * dFail,
    attackerCritical,
    defenderCritical: aFail * (1 - dFail),
    blocked,
    hitOnSuccesses: hit,
    missOnSuccesses: blocks ? 0 : bothPass - hit,
    damage: attackerCritical + blocked + hit,
  };
}

/** P(the initiator wins a skill contest): only it passes, or both pass and it has more Successes. */
export function contestWinProbability(
  initiator: TestPlan,
  resister: TestPlan,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): number {
  const a = successDistribution(initiator, mechanic);
  const r = successDistribution(resister, mechanic);
  return (1 - at(a, 0)) * at(r, 0) + morePassing(a, r);
}
