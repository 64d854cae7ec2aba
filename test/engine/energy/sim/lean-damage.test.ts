import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEnergyDamage } from "../../../../module/engine/rulesets/energy/damage/apply.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { leanEnergyDamage } from "../../../../module/engine/rulesets/energy/sim/lean-damage.ts";
import { actor } from "../fixtures.ts";

const types = ["fire", "cold", "slashing", "piercing"] as const;
const names = fc.array(fc.constantFrom("Not Proficient", "Ability", "Thrown"), { maxLength: 3 });

const anyTarget = fc
  .record({
    aura: fc.integer({ min: -3, max: 40 }),
    dead: fc.boolean(),
    constitution: fc.integer({ min: -3, max: 5 }),
    weaknesses: fc.subarray([...types]),
    resistances: fc.subarray([...types]),
  })
  .map((t) => {
    const base = actor({ aura: t.aura, dead: t.dead, weaknesses: t.weaknesses, resistances: t.resistances });
    const abilities = {
      ...base.creature.abilities,
      constitution: { score: 10 + 2 * t.constitution, modifier: t.constitution },
    };
    return { ...base, creature: { ...base.creature, abilities } };
  });

const anyHit = fc.record({
  amount: fc.integer({ min: -5, max: 45 }),
  source: fc.constant("Sword"),
  type: fc.option(fc.constantFrom(...types), { nil: undefined }),
  armorHit: fc.boolean(),
  armorRating: fc.integer({ min: -2, max: 9 }),
  doubles: fc.option(names, { nil: undefined }),
  halves: fc.option(names, { nil: undefined }),
  nonLethal: fc.boolean(),
});

describe("the simulation's lean applyEnergyDamage", () => {
  it("leaves the same actor and the same Death roll as applyEnergyDamage", () => {
    fc.assert(
      fc.property(
        anyTarget,
        anyHit,
        fc.boolean(),
        fc.constantFrom("down" as const, "towardZero" as const),
        (target, hit, overflowTriggersDeathRoll, fractions) => {
          const options = { ...DEFAULT_ENERGY_OPTIONS, overflowTriggersDeathRoll, fractions };
          const engine = applyEnergyDamage(target, hit, 3, options);
          const lean = leanEnergyDamage(target, hit, 3, options);
          expect(lean.actor).toEqual(engine.actor);
          expect(lean.deathRollDue).toBe(engine.deathRollDue);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("takes armor, then the multipliers rounded down, then Aura; a hit at 0 Aura calls for a Death roll", () => {
    const wolf = actor({ aura: 10, resistances: ["cold"] });
    const hit = { amount: 9, source: "Axe", type: "cold", armorHit: true, armorRating: 2, nonLethal: false };
    const first = leanEnergyDamage(wolf, hit, 1);
    expect([first.actor.creature.aura, first.deathRollDue]).toEqual([7, false]);
    const atZero = leanEnergyDamage(actor({ aura: 0 }), { ...hit, type: "fire" }, 1);
    expect([atZero.actor.creature.aura, atZero.deathRollDue]).toEqual([0, true]);
  });
});
