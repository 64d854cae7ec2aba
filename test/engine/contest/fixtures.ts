import { NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import type { RollResult } from "../../../module/engine/core/dice/result.ts";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { applyCondition, type ContestConditionId } from "../../../module/engine/rulesets/contest/conditions.ts";
import type { ContestActor, ContestCreature } from "../../../module/engine/rulesets/contest/creature.ts";
import { readTest, type TestOutcome, type TestPlan } from "../../../module/engine/rulesets/contest/dice/test.ts";
import {
  newContestCombatant,
  type ContestCombatantState,
} from "../../../module/engine/rulesets/contest/economy/combatant.ts";
import type { Checked } from "../../../module/engine/rulesets/contest/refusal.ts";

export function creature(overrides: Partial<ContestCreature> = {}): ContestCreature {
  return {
    health: { value: 20, max: 20 },
    speed: 6,
    size: "medium",
    resistances: [],
    vulnerabilities: [],
    ...overrides,
  };
}

export function actor(
  overrides: Partial<ContestCreature> = {},
  conditions: readonly ContestConditionId[] = [],
): ContestActor {
  let state = NO_CONDITIONS;
  for (const id of conditions) state = applyCondition(state, id, { source: "test", round: 1, holder: "me" }).state;
  return { creature: creature(overrides), conditions: state };
}

/** A combatant as it stands in the middle of its turn: AP, movement and no uses yet. */
export function combatant(ap = 3, movement = 6, id = "me"): ContestCombatantState {
  const fresh = newContestCombatant(id, actor());
  return { ...fresh, economy: { ...fresh.economy, pools: { ap, movement } }, turnsStarted: 1 };
}

export function value<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(`refused: ${checked.reason.message}`);
  return checked.value;
}

/** The request of a rolled plan (fails the test for an automatic one). */
export function requestOf(plan: TestPlan) {
  if (plan.kind !== "roll") throw new Error(`"${plan.label}" is automatic: ${plan.source}`);
  return plan.request;
}

/** Interpret a rolled plan with the given d20 faces (one per test die). */
export function rollWith(plan: TestPlan, faces: readonly number[]): RollResult {
  return interpretFaces(requestOf(plan), [faces]);
}

/** The outcome of a rolled plan given its d20 faces. */
export function outcomeWith(plan: TestPlan, faces: readonly number[]): TestOutcome {
  return plan.kind === "automatic" ? readTest(plan) : readTest(plan, rollWith(plan, faces));
}

export const pass = (successes = 1): TestOutcome => ({
  label: "t",
  passed: true,
  successes,
  total: 10 + 5 * successes,
});
export const fail = (): TestOutcome => ({ label: "t", passed: false, successes: 0, total: 5 });
