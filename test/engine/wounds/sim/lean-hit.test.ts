import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyHit } from "../../../../module/engine/rulesets/wounds/damage/apply.ts";
import { slotCapacity } from "../../../../module/engine/rulesets/wounds/damage/wound-track.ts";
import { toughnessOf } from "../../../../module/engine/rulesets/wounds/damage/toughness.ts";
import { leanWoundsHit } from "../../../../module/engine/rulesets/wounds/sim/lean-hit.ts";
import { aCreature } from "../arbitraries.ts";
import { actor, withConditions } from "../fixtures.ts";

const aTarget = fc
  .record({
    creature: aCreature,
    special: fc.boolean(),
    dead: fc.boolean(),
    size: fc.integer({ min: -5, max: 10 }),
    statuses: fc.subarray(["defending", "readied", "prone"]),
  })
  .map((t) =>
    withConditions(actor({ ...t.creature, special: t.special, dead: t.dead && t.size > 8, size: t.size }), t.statuses),
  );

const aHit = fc.record({
  attackTotal: fc.integer({ min: -12, max: 40 }),
  damageTotal: fc.integer({ min: -2, max: 20 }),
  defense: fc.integer({ min: 0, max: 25 }),
  penetrating: fc.boolean(),
  bypassesArmor: fc.boolean(),
  severityShift: fc.constantFrom(-1, 0, 1),
});

describe("the simulation's lean applyHit", () => {
  it("leaves the same creature and conditions as applyHit, for any hit, target and attack action's shift", () => {
    fc.assert(
      fc.property(aTarget, aHit, fc.nat(6), fc.nat(4), (target, hit, armor, other) => {
        const toughness = toughnessOf(target.creature, { armor, other });
        const engine = applyHit(target, { ...hit, source: "Spear" }, toughness, {
          severityShift: hit.severityShift,
        }).actor;
        expect(leanWoundsHit(target, hit, toughness, slotCapacity(target.creature))).toEqual(engine);
      }),
      { numRuns: 3000 },
    );
  });
});
