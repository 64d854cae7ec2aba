import { describe, expect, it } from "vitest";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { d20Critical } from "../../../../module/engine/rulesets/energy/dice/critical-check.ts";
import { chanceRollRequest } from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import { defenseRollPlan } from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { scriptedRng } from "../../dice/fixtures.ts";

describe("seed 001: 'When you roll a natural 20 on a 1d20 roll it is a Critical Success'", () => {
  it.each([
    [20, "success"],
    [1, "failure"],
    [19, "none"],
    [2, "none"],
  ] as const)("a Chance roll showing %i: %s", (face, critical) => {
    expect(d20Critical(rollRequest(chanceRollRequest(), scriptedRng([face])))).toBe(critical);
  });

  it("'on a 1d20 roll' only: a Will roll's 1d10* has none, whatever its face", () => {
    const plan = defenseRollPlan({ kind: "will", value: 3 });
    if (plan.mode !== "wholeRoll") throw new Error("a Will roll with no edge is one whole roll");
    expect(d20Critical(rollRequest(plan.request, scriptedRng([1])))).toBe("none");
    expect(d20Critical(rollRequest(plan.request, scriptedRng([10, 10, 2])))).toBe("none");
  });
});
