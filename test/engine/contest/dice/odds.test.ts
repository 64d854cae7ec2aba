import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileTotal } from "../../../../module/engine/core/dice/fast.ts";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { DEFAULT_TEST_MECHANIC } from "../../../../module/engine/rulesets/contest/dice/mechanic.ts";
import {
  combatOdds,
  contestWinProbability,
  passProbability,
  successDistribution,
} from "../../../../module/engine/rulesets/contest/dice/odds.ts";
import { resolveContest } from "../../../../module/engine/rulesets/contest/dice/contest.ts";
import { planTest, type TestPlan } from "../../../../module/engine/rulesets/contest/dice/test.ts";

/** docs/rules/contest.md publishes the odds of typical tests; these tests recompute every number with core/odds. */
const DOC = readFileSync(new URL("../../../../docs/rules/contest.md", import.meta.url), "utf8");

function section(name: string): string[][] {
  const start = DOC.indexOf(`<!-- odds:${name} -->`);
  const end = DOC.indexOf(`<!-- /odds:${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs/rules/contest.md has no odds:${name} section`);
  return DOC.slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("| -") && !line.startsWith("|-"))
    .slice(1)
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;
const plan = (bonus: number, boons = 0, banes = 0): TestPlan =>
  planTest({
    label: "Test",
    skill: { source: "Attribute + skill", value: bonus },
    boons: Array.from({ length: boons }, () => ({ source: "Boon" })),
    banes: Array.from({ length: banes }, () => ({ source: "Bane" })),
  });

describe("the documented odds (docs/rules/contest.md) are the engine's", () => {
  it("chance to pass, by attribute + skill + modifiers, with banes and boons", () => {
    const rows = section("pass");
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const [bonus, ...cells] of rows) {
      const b = Number(bonus?.replace("+", ""));
      const computed = [plan(b, 0, 2), plan(b, 0, 1), plan(b), plan(b, 1), plan(b, 2)].map((p) =>
        percent(passProbability(p)),
      );
      expect(cells, `row ${bonus}`).toEqual(computed);
    }
  });

  it("Successes of a +4 test", () => {
    const [row] = section("successes");
    const dist = successDistribution(plan(4));
    expect(row).toEqual([0, 1, 2, 3].map((n) => percent(dist.p[n - dist.min] ?? 0)));
  });

  it("the combat roll between typical characters", () => {
    const rows = section("combat");
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const [who, ...cells] of rows) {
      const match = /^\+(\d+) vs (Dodge|Parry|Block|no defense) ?\+?(\d+)?$/.exec(who ?? "");
      if (!match) throw new Error(`cannot read row "${who ?? ""}"`);
      const [, a, kind, d] = match;
      const defense = kind === "no defense" ? undefined : plan(Number(d));
      const o = combatOdds(plan(Number(a)), defense, kind === "Block");
      const computed = [
        o.bothFail,
        o.attackerCritical,
        o.defenderCritical,
        o.blocked,
        o.hitOnSuccesses,
        o.missOnSuccesses,
        o.damage,
      ];
      expect(cells, `row ${who ?? ""}`).toEqual(computed.map(percent));
    }
  });

  it("a skill contest between equals", () => {
    const [row] = section("contest");
    expect(row?.[1]).toBe(percent(contestWinProbability(plan(4), plan(4))));
  });
});

describe("odds agree with seeded rolls", () => {
  it.each([
    [4, 0, 0],
    [2, 1, 0],
    [6, 0, 1],
  ])(
    "+%d with %d boons and %d banes: the Successes distribution matches 20 000 seeded rolls",
    (bonus, boons, banes) => {
      const p = plan(bonus, boons, banes);
      const dist = successDistribution(p);
      if (p.kind !== "roll") throw new Error("rolled test expected");
      const total = compileTotal(p.request);
      const rng = createRng(bonus * 100 + boons * 10 + banes);
      const counts = new Map<number, number>();
      const n = 20_000;
      for (let i = 0; i < n; i++) {
        const s = DEFAULT_TEST_MECHANIC.successes(total(rng));
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
      for (let s = dist.min; s < dist.min + dist.p.length; s++) {
        expect(Math.abs((counts.get(s) ?? 0) / n - (dist.p[s - dist.min] ?? 0))).toBeLessThan(0.015);
      }
    },
  );
});

// The opposed card shows this chance for Grapple and surprise (rules page decision 146): it must be the exact chance of
// the contest's own rule — "If the attacker has more Successes the attack hits. Otherwise it misses", read for every
// skill contest (decision 11, resolveContest) — summed over every pair of Successes both tests can score.
describe("a skill contest's chance is exact for the rule that decides it (resolveContest)", () => {
  const automatic = (outcome: "pass" | "fail"): TestPlan =>
    planTest({ label: "Test", skill: { source: "Skill", value: 0 }, automatic: { outcome, source: "Size" } });
  const byRule = (initiator: TestPlan, resister: TestPlan): number => {
    const [a, r] = [successDistribution(initiator), successDistribution(resister)];
    let win = 0;
    a.p.forEach((pa, i) => {
      r.p.forEach((pr, j) => {
        const outcome = (successes: number) => ({ label: "Test", passed: successes > 0, successes });
        if (resolveContest(outcome(a.min + i), outcome(r.min + j)).initiatorWins) win += pa * pr;
      });
    });
    return win;
  };

  it.each([
    ["+2 against +2", plan(2), plan(2)],
    ["+6 with a boon against +1 with a bane", plan(6, 1), plan(1, 0, 1)],
    ["+0 against +8 with two boons", plan(0), plan(8, 2)],
    ["+4 against an automatic pass", plan(4), automatic("pass")],
    ["+4 against an automatic fail", plan(4), automatic("fail")],
    ["an automatic pass against +3", automatic("pass"), plan(3)],
  ])("%s", (_name, initiator, resister) => {
    expect(contestWinProbability(initiator, resister)).toBeCloseTo(byRule(initiator, resister), 12);
  });
});
