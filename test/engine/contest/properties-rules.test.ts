import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../../module/engine/core/conditions/state.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { resolveCombatRoll } from "../../../module/engine/rulesets/contest/combat/resolve.ts";
import { CONTEST_CONDITIONS } from "../../../module/engine/rulesets/contest/conditions.ts";
import { applyContestDamage } from "../../../module/engine/rulesets/contest/damage/apply.ts";
import { combatOdds } from "../../../module/engine/rulesets/contest/dice/odds.ts";
import { initiativeRequest } from "../../../module/engine/rulesets/contest/dice/initiative.ts";
import { d20Mechanic, DEFAULT_TEST_MECHANIC } from "../../../module/engine/rulesets/contest/dice/mechanic.ts";
import { planTest, rollTest } from "../../../module/engine/rulesets/contest/dice/test.ts";
import { DAMAGE_TYPES, RESISTIBLE_GROUPS } from "../../../module/engine/rulesets/contest/tables/damage-types.ts";
import { DEFENSE_KINDS } from "../../../module/engine/rulesets/contest/tables/defenses.ts";
import { actor } from "./fixtures.ts";

describe("contest damage properties", () => {
  const affinity = fc.record({
    against: fc.constantFrom(...DAMAGE_TYPES, ...RESISTIBLE_GROUPS),
    value: fc.integer({ min: 0, max: 6 }),
    source: fc.constant("x"),
  });
  const situation = fc.record({
    health: fc.integer({ min: 0, max: 30 }),
    resistances: fc.array(affinity, { maxLength: 3 }),
    vulnerabilities: fc.array(affinity, { maxLength: 3 }),
    rating: fc.integer({ min: 0, max: 8 }),
    magical: fc.integer({ min: 0, max: 4 }),
    br: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    type: fc.constantFrom(...DAMAGE_TYPES),
    amount: fc.integer({ min: 0, max: 40 }),
  });

  it("damage never heals, Health stays in 0..max, and a bigger hit never leaves more Health", () => {
    fc.assert(
      fc.property(situation, fc.integer({ min: 0, max: 10 }), (s, extra) => {
        const a = actor({
          health: { value: s.health, max: 30 },
          resistances: s.resistances,
          vulnerabilities: s.vulnerabilities,
        });
        const protection = {
          armor: [{ id: "a", label: "Armor", rating: s.rating, magicalRating: s.magical }],
          ...(s.br === undefined ? {} : { shield: { label: "Shield", blockRating: s.br } }),
        };
        const small = applyContestDamage(a, "me", { amount: s.amount, type: s.type, source: "x" }, protection, 1);
        const big = applyContestDamage(a, "me", { amount: s.amount + extra, type: s.type, source: "x" }, protection, 1);
        expect(small.actor.creature.health.value).toBeLessThanOrEqual(s.health);
        expect(small.actor.creature.health.value).toBeGreaterThanOrEqual(0);
        expect(small.result.amount).toBeGreaterThanOrEqual(0);
        expect(big.actor.creature.health.value).toBeLessThanOrEqual(small.actor.creature.health.value);
        expect(checkInvariants(CONTEST_CONDITIONS, small.actor.conditions)).toEqual([]);
      }),
    );
  });
});

describe("contest dice properties", () => {
  const input = fc.record({
    bonus: fc.integer({ min: -5, max: 15 }),
    boons: fc.integer({ min: 0, max: 5 }),
    banes: fc.integer({ min: 0, max: 5 }),
    tn: fc.integer({ min: 5, max: 20 }),
    step: fc.integer({ min: 1, max: 8 }),
    cap: fc.integer({ min: 0, max: 3 }),
  });

  it("a test rolls 1 to 1 + cap d20s keeping one, faces stay on the d20, and Successes follow the total", () => {
    fc.assert(
      fc.property(input, fc.integer(), (i, seed) => {
        const mechanic = d20Mechanic({ targetNumber: i.tn, successStep: i.step, maxExtraDice: i.cap });
        const plan = planTest(
          {
            label: "t",
            skill: { source: "s", value: i.bonus },
            boons: Array.from({ length: i.boons }, () => ({ source: "b" })),
            banes: Array.from({ length: i.banes }, () => ({ source: "x" })),
          },
          mechanic,
        );
        if (plan.kind !== "roll") throw new Error("rolled test expected");
        const [die] = plan.request.groups;
        expect(die?.faces).toBe(20);
        expect(die?.count).toBe(1 + Math.min(i.cap, Math.abs(i.boons - i.banes)));
        const result = rollRequest(plan.request, createRng(seed));
        for (const face of result.groups[0]?.dice.flatMap((d) => d.chains.flatMap((c) => c.faces)) ?? []) {
          expect(face).toBeGreaterThanOrEqual(1);
          expect(face).toBeLessThanOrEqual(20);
        }
        const outcome = rollTest(plan, createRng(seed), mechanic);
        expect(outcome.passed).toBe(result.total >= i.tn);
        expect(outcome.successes).toBe(outcome.passed ? 1 + Math.floor((result.total - i.tn) / i.step) : 0);
      }),
    );
  });

  it("Successes never fall as the total rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), (total) => {
        expect(DEFAULT_TEST_MECHANIC.successes(total + 1)).toBeGreaterThanOrEqual(
          DEFAULT_TEST_MECHANIC.successes(total),
        );
      }),
    );
  });

  it("initiative is 1d6 + the modifier: 1 + m to 6 + m", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 8 }), fc.boolean(), fc.integer(), (m, pc, seed) => {
        const request = initiativeRequest(pc ? { kind: "pc", initiative: m } : { kind: "npc", perception: m });
        const total = rollRequest(request, createRng(seed)).total;
        expect(total).toBeGreaterThanOrEqual(1 + m);
        expect(total).toBeLessThanOrEqual(6 + m);
      }),
    );
  });

  it("the combat roll: damage only when the attack passed; a maneuver only for the one side that passed; odds sum to 1", () => {
    const outcome = fc.integer({ min: 0, max: 4 }).map((s) => ({ label: "t", passed: s > 0, successes: s }));
    fc.assert(
      fc.property(
        fc.constantFrom(...DEFENSE_KINDS, "none" as const),
        outcome,
        outcome,
        (defense, attack, defenseTest) => {
          const r = resolveCombatRoll({ defense, attack, defenseTest });
          if (r.damage) expect(attack.passed).toBe(true);
          if (r.maneuver === "attacker") expect([attack.passed, r.defenseTest.passed]).toEqual([true, false]);
          if (r.maneuver === "defender") expect([attack.passed, r.defenseTest.passed]).toEqual([false, true]);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 12 }), fc.integer({ min: -4, max: 12 }), fc.boolean(), (a, d, blocks) => {
        const plan = (b: number) => planTest({ label: "t", skill: { source: "s", value: b } });
        const o = combatOdds(plan(a), plan(d), blocks);
        const sum =
          o.bothFail + o.attackerCritical + o.defenderCritical + o.blocked + o.hitOnSuccesses + o.missOnSuccesses;
        expect(sum).toBeCloseTo(1, 9);
      }),
      { numRuns: 40 },
    );
  });
});
