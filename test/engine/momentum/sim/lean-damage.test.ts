import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../../../module/engine/rulesets/momentum/damage/apply.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../../module/engine/rulesets/momentum/options.ts";
import { leanMomentumDamage } from "../../../../module/engine/rulesets/momentum/sim/lean-damage.ts";
import { DAMAGE_TYPES } from "../../../../module/engine/rulesets/momentum/tables/damage-types.ts";
import { actor, withConditions } from "../fixtures.ts";

const types = fc.subarray([...DAMAGE_TYPES]);

const anyTarget = fc
  .record({
    kind: fc.constantFrom("creature" as const, "creature" as const, "object" as const),
    biological: fc.boolean(),
    dead: fc.boolean(),
    value: fc.integer({ min: -25, max: 30 }),
    max: fc.integer({ min: 1, max: 30 }),
    temporaryVitality: fc.integer({ min: -2, max: 6 }),
    armor: fc.integer({ min: -3, max: 8 }),
    constitution: fc.integer({ min: 4, max: 20 }),
    will: fc.integer({ min: 4, max: 20 }),
    resistant: types,
    immune: types,
    vulnerable: types,
    statuses: fc.subarray(["corroded", "bleeding", "defending"]),
  })
  .map((t) =>
    withConditions(
      actor({
        kind: t.kind,
        biological: t.biological,
        dead: t.dead,
        vitality: { value: t.value, max: t.max },
        temporaryVitality: t.temporaryVitality,
        armor: t.armor,
        stats: {
          strength: 12,
          dexterity: 12,
          constitution: t.constitution,
          intelligence: 10,
          charisma: 10,
          instinct: 10,
          will: t.will,
        },
        affinities: { resistant: t.resistant, immune: t.immune, vulnerable: t.vulnerable },
      }),
      t.statuses,
    ),
  );

const anyParts = fc.dictionary(fc.constantFrom(...DAMAGE_TYPES), fc.integer({ min: 0, max: 25 }), { maxKeys: 3 });

const anyOptions = fc.record({
  armorOverflow: fc.constantFrom("carry" as const, "chosenTypeOnly" as const),
  affinityRounding: fc.constantFrom("down" as const, "up" as const, "nearest" as const),
  deathAt: fc.constantFrom(DEFAULT_MOMENTUM_OPTIONS.deathAt, "negativeHalfMax" as const),
});

describe("the simulation's lean applyDamage", () => {
  it("leaves the same creature and conditions as applyDamage, for any hit, target and world setting", () => {
    fc.assert(
      fc.property(anyTarget, anyParts, anyOptions, fc.integer({ min: 1, max: 30 }), (target, parts, o, round) => {
        const options = { ...DEFAULT_MOMENTUM_OPTIONS, ...o };
        const engine = applyDamage(target, { parts, source: "Bite" }, round, options).actor;
        expect(leanMomentumDamage(target, parts, "Bite", round, options)).toEqual(engine);
      }),
      { numRuns: 3000 },
    );
  });
});
