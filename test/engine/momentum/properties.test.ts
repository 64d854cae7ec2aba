import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { addCondition, removeCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { checkInvariants, NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { MOMENTUM_CONDITIONS } from "../../../module/engine/rulesets/momentum/conditions.ts";
import { applyDamage } from "../../../module/engine/rulesets/momentum/damage/apply.ts";
import { mitigate } from "../../../module/engine/rulesets/momentum/damage/mitigate.ts";
import { attackRequest, resolveAttack } from "../../../module/engine/rulesets/momentum/dice/attack.ts";
import { naturalRoll } from "../../../module/engine/rulesets/momentum/dice/d20.ts";
import { damageByType, damagePlan } from "../../../module/engine/rulesets/momentum/dice/damage.ts";
import { resolveEdge, type EdgeSource } from "../../../module/engine/rulesets/momentum/dice/edge.ts";
import { hitProbability } from "../../../module/engine/rulesets/momentum/dice/odds.ts";
import { hideFrom, reveal } from "../../../module/engine/rulesets/momentum/relations.ts";
import { unionFacts } from "../../../module/engine/rulesets/momentum/turns/unions.ts";

import { anActor, conditionId, damageType, event, options, parts } from "./arbitraries.ts";

describe("momentum damage properties", () => {
  it("damage never heals: Vitality and Temporary Vitality never rise, the dead stay dead", () => {
    fc.assert(
      fc.property(anActor, parts, fc.boolean(), fc.boolean(), options, (a, p, nonLethal, lethalHoly, opts) => {
        const out = applyDamage(a, { parts: p, source: "hit", nonLethal, lethalHoly }, 1, opts);
        const before = a.creature;
        const after = out.actor.creature;
        expect(after.vitality.value).toBeLessThanOrEqual(before.vitality.value);
        expect(after.temporaryVitality).toBeLessThanOrEqual(before.temporaryVitality);
        expect(after.temporaryVitality).toBeGreaterThanOrEqual(0);
        expect(out.mitigation.total).toBeGreaterThanOrEqual(0);
        if (before.dead) expect(after).toEqual(before);
        if (nonLethal && !before.dead && before.kind === "creature") expect(after.dead).toBe(false);
      }),
    );
  });

  it("monotone: more rolled damage never means less damage taken", () => {
    fc.assert(
      fc.property(
        parts,
        damageType,
        fc.nat(20),
        fc.integer({ min: -3, max: 8 }),
        options,
        (p, type, more, armor, opts) => {
          const values = { armor, constitution: 2, will: 1 };
          const bigger = { ...p, [type]: (p[type] ?? 0) + more };
          expect(mitigate(bigger, values, { resistant: ["heat"] }, {}, opts).total).toBeGreaterThanOrEqual(
            mitigate(p, values, { resistant: ["heat"] }, {}, opts).total,
          );
        },
      ),
    );
  });

  it("a damage roll's parts are never negative, and never exceed its dice, flats and critical bonus", () => {
    fc.assert(
      fc.property(fc.nat(), fc.boolean(), fc.boolean(), fc.nat(3), (seed, critical, nonLethal, tier) => {
        const plan = damagePlan({
          components: [
            { type: "physical", dice: [{ count: 2, faces: 6 }], flat: 1, source: "Sword" },
            { type: "heat", dice: [{ count: 1, faces: 4 }], source: "Flame" },
          ],
          attack: { kind: "ability", tier },
          critical,
          nonLethal,
        });
        const byType = damageByType(plan, rollRequest(plan.request, createRng(seed)));
        expect(byType.physical ?? 0).toBeGreaterThanOrEqual(0);
        expect(byType.heat ?? 0).toBeGreaterThanOrEqual(0);
        expect(byType.physical ?? 0).toBeLessThanOrEqual(13 + (critical ? 6 + 3 * tier : 0));
        expect(byType.heat ?? 0).toBeLessThanOrEqual(4);
      }),
    );
  });
});

describe("momentum dice properties", () => {
  const edge = fc.record({
    source: fc.constantFrom("a", "b", "c"),
    edge: fc.constantFrom("advantage" as const, "disadvantage" as const),
  });

  it("the d20 stays on 1..20 and an attack's total is its natural plus the hit bonus", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: -5, max: 15 }),
        fc.array(edge, { maxLength: 4 }),
        (seed, bonus, edges) => {
          const request = attackRequest({ hitBonus: [{ source: "hit", value: bonus }], evasion: 15, edges });
          const result = rollRequest(request, createRng(seed));
          const natural = naturalRoll(result);
          expect(natural).toBeGreaterThanOrEqual(1);
          expect(natural).toBeLessThanOrEqual(20);
          expect(result.total).toBe(natural + bonus);
          const out = resolveAttack(result);
          if (natural === 1) expect(out.hit).toBe(false);
          if (natural === 20) expect(out.critical).toBe(true);
        },
      ),
    );
  });

  it("advantage and disadvantage do not depend on the order of their sources", () => {
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 6 }), options, (edges: EdgeSource[], opts) => {
        expect(resolveEdge([...edges].reverse(), opts).edge).toBe(resolveEdge(edges, opts).edge);
      }),
    );
  });

  it("hit odds are probabilities and never fall as the hit bonus rises", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 5, max: 30 }), (bonus, evasion) => {
        const p = hitProbability(attackRequest({ hitBonus: [{ source: "h", value: bonus }], evasion }));
        const q = hitProbability(attackRequest({ hitBonus: [{ source: "h", value: bonus + 1 }], evasion }));
        expect(p).toBeGreaterThanOrEqual(0.05 - 1e-12);
        expect(p).toBeLessThanOrEqual(0.95 + 1e-12);
        expect(q).toBeGreaterThanOrEqual(p - 1e-12);
      }),
    );
  });
});

describe("momentum condition and turn properties", () => {
  type CondOp =
    | { readonly kind: "add"; readonly id: string; readonly holder: string }
    | { readonly kind: "remove"; readonly id: string }
    | { readonly kind: "expire"; readonly event: BoundaryEvent }
    | { readonly kind: "hide"; readonly observers: readonly string[] }
    | { readonly kind: "reveal"; readonly ownTurn: boolean };
  const condOp: fc.Arbitrary<CondOp> = fc.oneof(
    fc.record({ kind: fc.constant("add" as const), id: conditionId, holder: fc.constantFrom("me", "other") }),
    fc.record({ kind: fc.constant("remove" as const), id: conditionId }),
    fc.record({ kind: fc.constant("expire" as const), event }),
    fc.record({ kind: fc.constant("hide" as const), observers: fc.subarray(["x", "y", "z"]) }),
    fc.record({ kind: fc.constant("reveal" as const), ownTurn: fc.boolean() }),
  );

  it("conditions are never orphaned: every state keeps its invariants", () => {
    fc.assert(
      fc.property(fc.array(condOp, { maxLength: 30 }), (ops) => {
        let s: ConditionState = NO_CONDITIONS;
        for (const o of ops) {
          if (o.kind === "add") {
            s = addCondition(MOMENTUM_CONDITIONS, s, o.id, {
              source: "op",
              duration: { kind: "untilTurnStart", holder: o.holder },
              round: 1,
            }).state;
          } else if (o.kind === "remove") s = removeCondition(s, o.id).state.state;
          else if (o.kind === "expire") s = expireAt(s, o.event).state;
          else if (o.kind === "hide") s = hideFrom(s, o.observers, 1);
          else s = reveal(s, "me", o.ownTurn, 1);
          expect(checkInvariants(MOMENTUM_CONDITIONS, s)).toEqual([]);
        }
      }),
    );
  });

  it("a union's Initiative lies between its members' lowest and highest", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 5 }), (scores) => {
        const members = scores.map((score, i) => ({ id: `m${i}`, score }));
        const u = unionFacts({ id: "u", members: members.map((m) => m.id) }, members);
        expect(u.score).toBeGreaterThanOrEqual(Math.min(...scores));
        expect(u.score).toBeLessThanOrEqual(Math.max(...scores));
      }),
    );
  });
});
