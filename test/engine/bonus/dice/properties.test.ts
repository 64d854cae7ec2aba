import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { DIE_LADDER } from "../../../../module/engine/core/dice/steps.ts";
import { attackRequest } from "../../../../module/engine/rulesets/bonus/dice/attack.ts";
import { damageRequest, DAMAGE_DELIVERIES } from "../../../../module/engine/rulesets/bonus/dice/damage.ts";
import { defenseRequest } from "../../../../module/engine/rulesets/bonus/dice/defense.ts";
import { initiativeRequest } from "../../../../module/engine/rulesets/bonus/dice/initiative.ts";
import { bonusDieRank } from "../../../../module/engine/rulesets/bonus/dice/rank.ts";
import { resistanceRequest } from "../../../../module/engine/rulesets/bonus/dice/resistance.ts";
import { skillCheckRequest } from "../../../../module/engine/rulesets/bonus/dice/skill.ts";
import { QUALITY_RANKS } from "../../../../module/engine/rulesets/bonus/tables/quality.ts";

const situation = fc.record({
  charges: fc.array(fc.record({ source: fc.constantFrom("Aim", "Flank", "Talent") }), { maxLength: 5 }),
  challenges: fc.array(
    fc.record({ source: fc.constantFrom("Range", "Prone", "Cover"), appliesToEffect: fc.boolean() }),
    { maxLength: 7 },
  ),
  wounded: fc.boolean(),
  offHand: fc.boolean(),
  dice: fc.array(
    fc.record({ source: fc.constantFrom("Agility", "Skill", "Talent"), count: fc.integer({ min: 0, max: 4 }) }),
    {
      maxLength: 3,
    },
  ),
});

type Situation = typeof situation extends fc.Arbitrary<infer T> ? T : never;

/** Every `bonus` action-roll builder, fed the same situation. */
function build(s: Situation): DiceRequest[] {
  const common = { charges: s.charges, challenges: s.challenges, wounded: s.wounded, dice: s.dice };
  return [
    attackRequest({ ...common, guard: 15, offHand: s.offHand }),
    defenseRequest({ ...common, attackTotal: 20 }),
    initiativeRequest({ ...common, overWatch: "expected" }),
    resistanceRequest({ ...common, ability: "strength", abilities: { strength: 2 }, vs: 18 }),
    skillCheckRequest({ ...common, skill: "Medicine", vs: 20 }),
  ];
}

describe("bonus dice properties", () => {
  it("a bonus die is always within d4..d20, on the ladder, and equals the clamped net steps from d10", () => {
    fc.assert(
      fc.property(situation, fc.constantFrom("action" as const, "effect" as const), (s, roll) => {
        const rank = bonusDieRank({ roll, charges: s.charges, challenges: s.challenges, wounded: s.wounded });
        expect(DIE_LADDER).toContain(rank.faces);
        const downs =
          (roll === "action" ? s.challenges.length : s.challenges.filter((c) => c.appliesToEffect).length) +
          (s.wounded ? 1 : 0);
        const index = Math.max(0, Math.min(5, 3 + s.charges.length - downs));
        expect(rank.faces).toBe(DIE_LADDER[index]);
      }),
    );
  });

  it("the action die is always one plain d20, and every bonus die bursts on its maximum", () => {
    fc.assert(
      fc.property(situation, (s) => {
        for (const req of build(s)) {
          const [action, ...rest] = req.groups;
          expect(action).toEqual({ id: "action", source: "Action die", count: 1, faces: 20 });
          for (const group of rest) {
            expect(group.id).toBe("bonus");
            expect(DIE_LADDER).toContain(group.faces);
            expect(group.explode).toEqual({ on: group.faces, cap: 100 });
            expect(group.edge).toBeUndefined();
          }
        }
      }),
    );
  });

  it("damage: quality dice never burst or step; damage bonus dice always burst and stay on the ladder", () => {
    fc.assert(
      fc.property(
        situation,
        fc.constantFrom(...QUALITY_RANKS),
        fc.constantFrom(...DAMAGE_DELIVERIES),
        fc.integer({ min: 0, max: 5 }),
        (s, quality, delivery, damageValue) => {
          const req = damageRequest({
            damageValue,
            quality,
            delivery,
            abilities: { strength: 2, skill: 1 },
            extraDice: s.dice,
            charges: s.charges,
            challenges: s.challenges,
            wounded: s.wounded,
            offHand: s.offHand,
          });
          const [qualityDice, ...bonus] = req.groups;
          expect(qualityDice?.explode).toBeUndefined();
          expect(qualityDice?.count).toBe(damageValue);
          for (const group of bonus) {
            expect(group.id).toBe("damage-bonus");
            expect(group.explode).toEqual({ on: group.faces, cap: 100 });
            expect(DIE_LADDER).toContain(group.faces);
          }
        },
      ),
    );
  });

  it("rolled bonus requests are seeded-deterministic and the action die shows 1..20 with no burst", () => {
    fc.assert(
      fc.property(situation, fc.integer(), (s, seed) => {
        for (const req of build(s)) {
          const a = rollRequest(req, createRng(seed));
          expect(rollRequest(req, createRng(seed))).toEqual(a);
          const chain = a.groups[0]?.dice[0]?.chains[0];
          expect(chain?.faces.length).toBe(1);
          expect(chain?.total).toBeGreaterThanOrEqual(1);
          expect(chain?.total).toBeLessThanOrEqual(20);
        }
      }),
      { numRuns: 100 },
    );
  });
});
