import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { resolveCheck } from "../../../module/engine/rulesets/momentum/dice/check.ts";
import {
  cooperativeVerdict,
  isCheckDifficulty,
  skillCheckRequest,
} from "../../../module/engine/rulesets/momentum/dice/cinematic-check.ts";
import { checkProbability } from "../../../module/engine/rulesets/momentum/dice/odds.ts";
import { actor, withConditions } from "./fixtures.ts";

const faces = (...f: number[]) => f.map((x) => [x]);

describe("momentum Skill Checks against a number (seed 002)", () => {
  it('"The Skill Check could be a Raw Force Check against 11": d20 + Strength Bonus 4 + Raw Force 1, at least 11', () => {
    const check = skillCheckRequest({ actor: actor(), skill: "rawForce", difficulty: 11 });
    expect(check.modifiers.map((m) => m.value)).toEqual([4, 1]);
    expect(check.target).toMatchObject({ kind: "meet", value: 11 });
    expect(resolveCheck(interpretFaces(check, faces(6))).success).toBe(true);
    expect(resolveCheck(interpretFaces(check, faces(5))).success).toBe(false);
    // 6 … 20 succeed: 15 faces of 20.
    expect(checkProbability(check)).toBeCloseTo(15 / 20, 10);
  });

  it('Cooperative: "everyone has to make a Skill Check … and they make it with advantage"', () => {
    const check = skillCheckRequest({ actor: actor(), skill: "rawForce", difficulty: 11, cooperative: true });
    // Two d20s, the higher kept: 1 − (5/20)² succeed.
    expect(checkProbability(check)).toBeCloseTo(1 - (5 / 20) ** 2, 10);
  });

  it("a Frightened or Poisoned creature makes its checks with disadvantage; with the cooperative advantage they cancel", () => {
    const frightened = withConditions(actor(), ["frightened"]);
    const alone = skillCheckRequest({ actor: frightened, skill: "rawForce", difficulty: 11 });
    expect(checkProbability(alone)).toBeCloseTo((15 / 20) ** 2, 10);
    const together = skillCheckRequest({ actor: frightened, skill: "rawForce", difficulty: 11, cooperative: true });
    expect(checkProbability(together)).toBeCloseTo(15 / 20, 10);
  });

  it("the number is a whole number from 1 to 40", () => {
    expect([0, 1, 18, 40, 41, 2.5].map(isCheckDifficulty)).toEqual([false, true, true, true, false, false]);
  });
});

describe('"The participants succeed in their Cooperative Cinematic Action if everybody succeeds on their Skill Check"', () => {
  const success = { success: true, critical: false };
  const failure = { success: false, critical: false };
  const critical = { success: true, critical: true };
  it.each([
    ["everybody succeeds", [success, success], "succeeds"],
    ["one fails", [success, failure], "fails"],
    ['"A failure … can be compensated by a critical success of another participant"', [critical, failure], "succeeds"],
    ["one critical success makes up for one failure only", [critical, failure, failure], "fails"],
    ["a participant has not rolled yet", [success, undefined], "waiting"],
  ] as const)("%s: %s", (_name, checks, verdict) => {
    expect(cooperativeVerdict(checks)).toBe(verdict);
  });
});
