import type { Rng } from "../../../core/dice/rng.ts";
import { rollerFor } from "../../../sim/rollers.ts";
import { attackTest, type AttackProfile } from "../combat/attack.ts";
import { allowedDefenses, defenseTest, type DefenderFacts } from "../combat/defense.ts";
import { DEFAULT_TEST_MECHANIC } from "../dice/mechanic.ts";
import { successDistribution } from "../dice/odds.ts";
import { readTest, type TestOutcome, type TestPlan } from "../dice/test.ts";
import { whyCannotReact } from "../economy/capability.ts";
import type { DefenseKind } from "../tables/defenses.ts";
import { conditionKey, type ContestFighter, type PlannedTest } from "./fighter.ts";

/**
 * The simulation's tests, planned by the engine (`attackTest`, `defenseTest`: the skill, attribute and training the
 * fighter brings plus the boons and banes of the conditions in force — Prone, Dazed, Braced, a prone target's boon
 * for melee attackers) and kept per fighter by what they read: the Strike or defense, and the conditions in force
 * on both sides. Open ground: nobody is flanked or behind cover, and every defender sees the attack coming.
 */

function compiled(plan: TestPlan): PlannedTest {
  const successes = successDistribution(plan);
  return plan.kind === "roll" ? { plan, roll: rollerFor(plan.request), successes } : { plan, successes };
}

/** The attacker's test for its attack `index` against this target now; undefined when the engine refuses it. */
export function attackTestOf(attacker: ContestFighter, index: number, target: ContestFighter): PlannedTest | undefined {
  const strike = attacker.spec.attacks[index];
  if (strike === undefined) return undefined;
  const key = `${index}|${conditionKey(attacker)}|${conditionKey(target)}`;
  const known = attacker.plan.tests.get(key);
  if (known !== undefined) return known;
  const planned = attackTest({
    attack: strike.attack,
    attacker: attacker.actor,
    target: target.actor,
    ...strike.test,
    label: strike.name,
  });
  if (!planned.ok) return undefined;
  const test = compiled(planned.value);
  attacker.plan.tests.set(key, test);
  return test;
}

/** What a defense test reads of the attack: its kind, delivery, and what the ability says of its defenses. */
const attackKey = (a: AttackProfile): string =>
  `${a.kind}|${a.delivery}|${a.targetsMind === true ? "mind" : ""}|${a.allowedDefenses?.join(",") ?? "*"}`;

const factsOf = (f: ContestFighter): DefenderFacts => ({ aware: true, wieldingShield: f.spec.shield !== undefined });

/** The defenses the defender can choose against this Strike now (none when it cannot react). */
export function openDefenses(defender: ContestFighter, profile: AttackProfile): readonly DefenseKind[] {
  if (whyCannotReact(defender.actor) !== undefined) return [];
  return allowedDefenses(profile, factsOf(defender)).filter((kind) => defender.spec.defenses[kind] !== undefined);
}

/** The defender's test for one defense against this kind of attack now; undefined when it cannot make it. */
export function defenseTestOf(
  defender: ContestFighter,
  kind: DefenseKind,
  profile: AttackProfile,
): PlannedTest | undefined {
  const parts = defender.spec.defenses[kind];
  if (parts === undefined) return undefined;
  const key = `${kind}|${attackKey(profile)}|${conditionKey(defender)}`;
  const known = defender.plan.tests.get(key);
  if (known !== undefined) return known;
  const planned = defenseTest({
    defense: kind,
    attack: profile,
    defender: defender.actor,
    facts: factsOf(defender),
    ...parts,
  });
  if (!planned.ok) return undefined;
  const test = compiled(planned.value);
  defender.plan.tests.set(key, test);
  return test;
}

/**
 * A planned test rolled on the fast path and read as `rollTest` reads it (the same draws, the same outcome:
 * test/engine/contest/sim/tests.test.ts holds them equal).
 */
export function rollPlanned(test: PlannedTest, rng: Rng): TestOutcome {
  if (test.roll === undefined) return readTest(test.plan);
  const total = test.roll(rng);
  const successes = DEFAULT_TEST_MECHANIC.successes(total);
  return { label: test.plan.label, passed: successes > 0, successes, total };
}
