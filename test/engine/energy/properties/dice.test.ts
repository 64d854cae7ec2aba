import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { totalMass } from "../../../../module/engine/core/odds/distribution.ts";
import { checkRequest } from "../../../../module/engine/rulesets/energy/dice/check.ts";
import { combatRollRequest, readAttackRoll } from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import {
  DEFENSE_DIE,
  defenseDistribution,
  defenseRollPlan,
  rollDefense,
} from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { meleeHitProbability } from "../../../../module/engine/rulesets/energy/dice/odds.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { rollEachRollChain } from "../../../../module/engine/rulesets/energy/support/each-roll-edge.ts";

describe("energy dice stay on their dice", () => {
  it('"On any Defense roll, if you roll the highest number on the die, reroll it and add": 1d10* / 1d4* under any edge', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(DEFENSE_DIE) as (keyof typeof DEFENSE_DIE)[])),
        fc.integer({ min: -5, max: 20 }),
        fc.constantFrom("normal" as const, "advantage" as const, "disadvantage" as const),
        fc.constantFrom("wholeRoll" as const, "eachRoll" as const),
        fc.integer({ min: 1, max: 1_000_000 }),
        (kind, value, edge, defenseEdge, seed) => {
          const plan = defenseRollPlan({ kind, value, edge }, { ...DEFAULT_ENERGY_OPTIONS, defenseEdge });
          const faces = DEFENSE_DIE[kind];
          if (plan.mode === "wholeRoll") {
            expect(plan.request.groups.map((g) => [g.faces, g.explode])).toEqual([[faces, { on: faces, cap: 100 }]]);
          } else {
            expect(plan.faces).toBe(faces);
          }
          const total = rollDefense(plan, createRng(seed));
          expect(total).toBeGreaterThanOrEqual(1 + value);
          // A total that is a multiple of the die above the value means the chain stopped on a burst: impossible.
          expect((total - value) % faces).not.toBe(0);
          const dist = defenseDistribution(plan);
          expect(totalMass(dist) + dist.truncated).toBeCloseTo(1, 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('"Combat Roll: 20 Critical Hit, 1-3 Exposed, 1 Critical Failure" for every face and Precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 30 }), (face, precision) => {
        const r = readAttackRoll(face, precision);
        expect(r.criticalHit && r.criticalFailure).toBe(false);
        expect(r.criticalFailure).toBe(face === 1);
        expect(r.attackerExposed).toBe(face <= 3);
        expect(r.criticalHit).toBe(face !== 1 && face >= 20 - precision);
      }),
    );
  });

  it('"see Initiative in the Skills section": checks stay on a d20 or an exploding d10, repeatable from a seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 15 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1e6 }),
        (bonus, d10, seed) => {
          const req = checkRequest(
            { label: "Check", bonus },
            { ...DEFAULT_ENERGY_OPTIONS, checkDice: d10 ? "d10Exploding" : "d20" },
          );
          const [group] = req.groups;
          expect(group?.faces).toBe(d10 ? 10 : 20);
          const a = rollRequest(req, createRng(seed)).total;
          expect(rollRequest(req, createRng(seed)).total).toBe(a);
          if (!d10) expect(a - bonus).toBeGreaterThanOrEqual(1);
          if (!d10) expect(a - bonus).toBeLessThanOrEqual(20);
          expect(rollRequest(combatRollRequest("advantage"), createRng(seed)).total).toBeLessThanOrEqual(20);
        },
      ),
    );
  });

  it('"If the AV is greater than or equal to the Defense roll, the attack hits": a higher AV never lowers the odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 15 }), fc.boolean(), (av, value, ties) => {
        const defense = defenseRollPlan({ kind: "evasion", value });
        const p = meleeHitProbability({ av, defense, defenderWinsTies: ties });
        const q = meleeHitProbability({ av: av + 1, defense, defenderWinsTies: ties });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(1 + 1e-12);
        expect(q).toBeGreaterThanOrEqual(p - 1e-12);
      }),
    );
  });

  it('"Advantage … applies every time you would normally roll the die once" (eachRoll): exact odds match 5,000 rolls', () => {
    for (const [faces, edge] of [
      [10, "advantage"],
      [4, "advantage"],
      [10, "disadvantage"],
    ] as const) {
      const kind = faces === 10 ? "evasion" : "rangedEvasion";
      const plan = defenseRollPlan({ kind, value: 0, edge }, { ...DEFAULT_ENERGY_OPTIONS, defenseEdge: "eachRoll" });
      const dist = defenseDistribution(plan);
      let exact = 0;
      let square = 0;
      dist.p.forEach((p, i) => {
        exact += p * (dist.min + i);
        square += p * (dist.min + i) ** 2;
      });
      const n = 5_000;
      const rng = createRng(faces * 31 + edge.length);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += rollEachRollChain(faces, edge, rng).total;
      const standardError = Math.sqrt(square - exact * exact) / Math.sqrt(n);
      expect(Math.abs(sum / n - exact)).toBeLessThan(4 * standardError);
    }
  });
});
