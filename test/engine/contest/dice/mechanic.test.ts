import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { d20Mechanic, DEFAULT_TEST_MECHANIC } from "../../../../module/engine/rulesets/contest/dice/mechanic.ts";
import { resolveContest } from "../../../../module/engine/rulesets/contest/dice/contest.ts";
import { planTest, readTest, type TestInput } from "../../../../module/engine/rulesets/contest/dice/test.ts";
import { fail, outcomeWith, pass, requestOf, rollWith } from "../fixtures.ts";

const base: TestInput = {
  label: "Strike",
  skill: { source: "Fighting Style", value: 3 },
  attribute: { source: "Strength", value: 2 },
};
const edges = (n: number, source: string) => Array.from({ length: n }, (_, i) => ({ source: `${source} ${i + 1}` }));

describe("the test mechanic (Fray's design: the excerpt uses tests that pass or fail and count Successes)", () => {
  it("a test is 1d20 + governing attribute + skill + modifiers against a Target Number of 11", () => {
    const plan = planTest({ ...base, modifiers: [{ source: "Untrained weapon", value: -2 }] });
    const request = requestOf(plan);
    expect(toFoundryFormula(request).formula).toBe(
      "1d20[Test die] + 2[Strength] + 3[Fighting Style] - 2[Untrained weapon]",
    );
    expect(request.target).toEqual({ kind: "meet", value: 11, source: "Target Number" });
  });

  it.each([
    // d20 face, total (+5), passed, Successes
    [1, 6, false, 0],
    [5, 10, false, 0],
    [6, 11, true, 1],
    [10, 15, true, 1],
    [11, 16, true, 2],
    [15, 20, true, 2],
    [16, 21, true, 3],
    [20, 25, true, 3],
  ])(
    "tests that pass or fail and count Successes: face %d → total %d, passed %s, %d Successes",
    (face, total, passed, successes) => {
      const outcome = outcomeWith(planTest(base), [face]);
      expect(outcome).toEqual({ label: "Strike", passed, successes, total });
    },
  );

  it("Successes keep counting past the table: every full 5 above the Target Number adds one", () => {
    expect([10, 11, 15, 16, 26, 31].map((t) => DEFAULT_TEST_MECHANIC.successes(t))).toEqual([0, 1, 1, 2, 4, 5]);
  });

  it('"Your next Defense test gains a boon": a boon rolls 2d20 and keeps the highest', () => {
    const plan = planTest({ ...base, boons: [{ source: "Brace" }] });
    expect(toFoundryFormula(requestOf(plan)).formula).toBe("2d20kh[Test die] + 2[Strength] + 3[Fighting Style]");
    expect(rollWith(plan, [3, 15]).total).toBe(20);
  });

  it('"imposes bane to all Fighting Style, Dodge, and Sorcery tests": a bane rolls 2d20 and keeps the lowest', () => {
    const plan = planTest({ ...base, banes: [{ source: "Untrained armor" }] });
    expect(toFoundryFormula(requestOf(plan)).formula).toBe("2d20kl[Test die] + 2[Strength] + 3[Fighting Style]");
    expect(rollWith(plan, [3, 15]).total).toBe(8);
  });

  it("boons and banes cancel one for one; what is left adds dice, at most two", () => {
    const plan = planTest({ ...base, boons: edges(2, "Boon"), banes: edges(1, "Bane") });
    const request = requestOf(plan);
    expect(request.groups[0]).toMatchObject({ count: 2, keep: { mode: "highest", count: 1 } });
    expect(request.audit).toEqual([
      { type: "cancel", source: "Boon 1", against: "Bane 1" },
      { type: "add", source: "Boon 2", groupId: "test", dice: 1 },
    ]);
    const many = requestOf(planTest({ ...base, banes: edges(4, "Bane") }));
    expect(many.groups[0]).toMatchObject({ count: 3, keep: { mode: "lowest", count: 1 } });
    expect(many.audit?.map((a) => (a.type === "add" ? a.dice : -1))).toEqual([1, 1, 0, 0]);
    const even = requestOf(planTest({ ...base, boons: edges(2, "Boon"), banes: edges(2, "Bane") }));
    expect(even.groups[0]).toEqual({ id: "test", source: "Test die", count: 1, faces: 20 });
  });

  it('"they automatically fail their defense test": an automatic result is read without dice', () => {
    const plan = planTest({ ...base, automatic: { outcome: "fail", source: "No defense" } });
    expect(plan).toEqual({ kind: "automatic", label: "Strike", outcome: "fail", source: "No defense" });
    expect(readTest(plan)).toEqual({ label: "Strike", passed: false, successes: 0, automatic: "No defense" });
    const passed = planTest({ ...base, automatic: { outcome: "pass", source: "Size" } });
    expect(readTest(passed)).toMatchObject({ passed: true, successes: 1 });
  });

  it("a rolled plan cannot be read without its roll (a wiring error, not a game situation)", () => {
    expect(() => readTest(planTest(base))).toThrow(RangeError);
  });

  it("swappable in one place: a world with a Target Number of 15 and Successes every 3 points", () => {
    const hard = d20Mechanic({ targetNumber: 15, successStep: 3, maxExtraDice: 1 });
    const plan = planTest(base, hard);
    expect(requestOf(plan).target?.value).toBe(15);
    expect(readTest(plan, rollWith(plan, [12]), hard)).toMatchObject({ passed: true, successes: 1, total: 17 });
    expect(readTest(plan, rollWith(plan, [13]), hard)).toMatchObject({ successes: 2 });
    expect(requestOf(planTest({ ...base, boons: edges(3, "B") }, hard)).groups[0]?.count).toBe(2);
    expect(() => d20Mechanic({ targetNumber: 11, successStep: 0, maxExtraDice: 2 })).toThrow(RangeError);
  });
});

describe('skill contests ("Stealth vs Observation", Grapple: "Athletics vs Athletics or Acrobatics")', () => {
  it("the acting side wins when only it passes", () => {
    expect(resolveContest(pass(1), fail())).toEqual({ initiatorWins: true, reason: "onlyInitiatorPassed" });
  });
  it("both pass: the acting side needs more Successes, ties go to the resisting side", () => {
    expect(resolveContest(pass(2), pass(1)).initiatorWins).toBe(true);
    expect(resolveContest(pass(2), pass(2))).toEqual({ initiatorWins: false, reason: "notMoreSuccesses" });
  });
  it("nothing changes when the acting side fails (both fail included)", () => {
    expect(resolveContest(fail(), fail())).toEqual({ initiatorWins: false, reason: "initiatorFailed" });
    expect(resolveContest(fail(), pass(1)).initiatorWins).toBe(false);
  });
});
