/**
 * A test, from the rules' point of view: a skill, a governing attribute, modifiers, boons and banes — or a result
 * fixed without rolling ("they automatically fail their defense test", "Creatures more than one size larger than you
 * automatically pass the test", "Ranged attacks against a target with full cover automatically fail").
 */
import type { FlatModifier, Sourced } from "../../../core/dice/request.ts";
import { rollRequest } from "../../../core/dice/roll.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import type { Rng } from "../../../core/dice/rng.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "./mechanic.ts";

export interface AutomaticResult {
  readonly outcome: "pass" | "fail";
  /** The rule that fixed it ("No defense", "Full cover", "Size: more than one size larger"). */
  readonly source: string;
}

export interface TestInput {
  readonly label: string;
  readonly skill: FlatModifier;
  readonly attribute?: FlatModifier;
  readonly modifiers?: readonly FlatModifier[];
  readonly boons?: readonly Sourced[];
  readonly banes?: readonly Sourced[];
  /** Set when a rule decides the result without a roll. */
  readonly automatic?: AutomaticResult;
}

export type TestPlan =
  | { readonly kind: "roll"; readonly label: string; readonly request: DiceRequest }
  | { readonly kind: "automatic"; readonly label: string; readonly outcome: "pass" | "fail"; readonly source: string };

export interface TestOutcome {
  readonly label: string;
  readonly passed: boolean;
  /** 0 on a failed test. */
  readonly successes: number;
  /** The rolled total (absent for an automatic result). */
  readonly total?: number;
  /** The rule that fixed the result without a roll. */
  readonly automatic?: string;
}

/**
 * An automatic pass scores 1 Success: it only matters where Successes are compared, and there it is the least a pass
 * can be (docs/rules/contest.md).
 */
export const AUTOMATIC_PASS_SUCCESSES = 1;

export function planTest(input: TestInput, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): TestPlan {
  if (input.automatic) {
    return { kind: "automatic", label: input.label, outcome: input.automatic.outcome, source: input.automatic.source };
  }
  const modifiers = [...(input.attribute ? [input.attribute] : []), input.skill, ...(input.modifiers ?? [])];
  const request = mechanic.request({
    label: input.label,
    modifiers,
    boons: input.boons ?? [],
    banes: input.banes ?? [],
  });
  return { kind: "roll", label: input.label, request };
}

export function automaticOutcome(label: string, result: AutomaticResult): TestOutcome {
  const passed = result.outcome === "pass";
  return { label, passed, successes: passed ? AUTOMATIC_PASS_SUCCESSES : 0, automatic: result.source };
}

/** Read a test: the roll's result for a rolled plan (required), nothing for an automatic one. */
export function readTest(
  plan: TestPlan,
  result?: RollResult,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): TestOutcome {
  if (plan.kind === "automatic") return automaticOutcome(plan.label, plan);
  if (!result) throw new RangeError(`test "${plan.label}" must be rolled before it is read`);
  const successes = mechanic.successes(result.total);
  return { label: plan.label, passed: successes > 0, successes, total: result.total };
}

/** Roll a plan with the engine's RNG (tests, simulations, NPC automation) and read it. */
export function rollTest(plan: TestPlan, rng: Rng, mechanic: TestMechanic = DEFAULT_TEST_MECHANIC): TestOutcome {
  return plan.kind === "automatic" ? readTest(plan) : readTest(plan, rollRequest(plan.request, rng), mechanic);
}
