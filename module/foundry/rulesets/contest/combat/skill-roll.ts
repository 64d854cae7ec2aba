/**
 * The GM's roll of a skill test outside the combat roll (a Grapple contest, Search's Observation test, Sneak's Stealth
 * test, the surprise contest), read from the creature's stored skill: its rank and the attribute it tests with (rules
 * page decision 40). Rolled as Foundry dice (Dice So Nice sees them); an automatic pass or fail by size rolls nothing.
 * Each contest shows its tests on the opposed card (contest-card.ts).
 */
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import { readTest, type TestOutcome, type TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import type { ContestCreatureSource, RankedSkill } from "../sources.ts";

/** A skill's rank and governing attribute as the engine's skill test and contest sides take them. */
export function skillSide(actor: ContestActor, source: ContestCreatureSource, skill: RankedSkill) {
  const stored = source.skills[skill];
  const attribute = { id: stored.attribute, value: source.attributes[stored.attribute] };
  return { actor, value: stored.rank, attribute };
}

export interface RolledTest {
  readonly outcome: TestOutcome;
  readonly dice: readonly FrayRoll[];
}

export async function rollPlan(plan: TestPlan): Promise<RolledTest> {
  if (plan.kind === "automatic") return { outcome: readTest(plan), dice: [] };
  const dice = FrayRoll.fromRequest(plan.request);
  await dice.evaluate();
  return { outcome: readTest(plan, dice.interpret(plan.request)), dice: [dice] };
}
