import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIZE_CATEGORIES, type BonusCreature } from "../../../../module/engine/rulesets/bonus/creature.ts";
import type { ArmorPiece } from "../../../../module/engine/rulesets/bonus/damage/armor.ts";
import { applyBonusDamage } from "../../../../module/engine/rulesets/bonus/damage/apply.ts";
import type { BonusDefense } from "../../../../module/engine/rulesets/bonus/damage/creature-pipeline.ts";
import type { BonusHit } from "../../../../module/engine/rulesets/bonus/damage/hit.ts";
import type { BonusDamageOptions } from "../../../../module/engine/rulesets/bonus/damage/options.ts";
import { computeGuard } from "../../../../module/engine/rulesets/bonus/defense/guard.ts";
import { COVER_LEVELS } from "../../../../module/engine/rulesets/bonus/tables/cover.ts";
import { DAMAGE_TYPES } from "../../../../module/engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_RANKS } from "../../../../module/engine/rulesets/bonus/tables/quality.ts";
import { creature } from "./fixtures.ts";

const track = (max: number) => fc.integer({ min: 0, max }).map((value) => ({ value, max }));
const quality = fc.constantFrom(...QUALITY_RANKS);
const damageType = fc.constantFrom(...DAMAGE_TYPES);

const aCreature: fc.Arbitrary<BonusCreature> = fc
  .record({
    durability: track(20),
    health: track(12),
    stamina: fc.integer({ min: 0, max: 5 }),
    stabilized: fc.boolean(),
    superiorDurability: fc.option(quality, { nil: undefined }),
    immunities: fc.option(fc.subarray([...DAMAGE_TYPES], { maxLength: 2 }), { nil: undefined }),
  })
  .map((c) => {
    const down = c.health.value === 0;
    return creature({
      ...c,
      stabilized: down && c.stabilized,
      shockRoundsLeft: down && !c.stabilized ? Math.max(1, c.stamina) : undefined,
    });
  });

const aPiece: fc.Arbitrary<ArmorPiece> = fc.record({
  id: fc.constantFrom("a", "b", "c"),
  label: fc.constant("armor"),
  rank: fc.integer({ min: 0, max: 8 }),
  quality,
  worn: fc.boolean(),
  durability: fc.option(track(15), { nil: undefined }),
  protects: fc.oneof(
    fc.constant("physical" as const),
    fc.constant("all" as const),
    fc.subarray([...DAMAGE_TYPES], { maxLength: 3 }),
  ),
});
const aDefense: fc.Arbitrary<BonusDefense> = fc.record({
  armor: fc.uniqueArray(aPiece, { maxLength: 3, selector: (p) => p.id }),
  cover: fc.option(fc.constantFrom(...COVER_LEVELS), { nil: undefined }),
  coverSturdy: fc.option(fc.boolean(), { nil: undefined }),
});
const aHit = (amount: fc.Arbitrary<number>): fc.Arbitrary<BonusHit> =>
  fc.record({
    amount,
    type: damageType,
    quality: fc.option(quality, { nil: undefined }),
    ranged: fc.boolean(),
    area: fc.boolean(),
    toHealth: fc.option(fc.boolean(), { nil: undefined }),
    source: fc.constant("hit"),
  });
const options: fc.Arbitrary<BonusDamageOptions> = fc.record({
  inferiorWeaponVsSuperiorArmor: fc.constantFrom("armorUndamaged" as const, "attackStopped" as const),
  coverArmorAgainst: fc.constantFrom("all" as const, "physical" as const),
  overflowToHealth: fc.boolean(),
  damageWhileStabilized: fc.constantFrom("killed" as const, "shock" as const),
});

describe("bonus damage properties", () => {
  it("damage never heals: no track rises, none goes negative, the dead stay dead", () => {
    fc.assert(
      fc.property(aCreature, aDefense, aHit(fc.integer({ min: -5, max: 60 })), options, (c, d, h, o) => {
        const out = applyBonusDamage(c, d, h, o);
        expect(out.creature.durability.value).toBeLessThanOrEqual(c.durability.value);
        expect(out.creature.health.value).toBeLessThanOrEqual(c.health.value);
        expect(out.creature.durability.value).toBeGreaterThanOrEqual(0);
        expect(out.creature.health.value).toBeGreaterThanOrEqual(0);
        d.armor.forEach((piece, i) => {
          const after = out.armor[i]?.durability?.value ?? 0;
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(piece.durability?.value ?? 0);
        });
        if (c.dead) expect(out.creature.dead).toBe(true);
      }),
    );
  });

  it("monotone: more damage never leaves a creature better off", () => {
    fc.assert(
      fc.property(
        aCreature,
        aDefense,
        aHit(fc.integer({ min: 0, max: 40 })),
        fc.nat(30),
        options,
        (c, d, h, more, o) => {
          const less = applyBonusDamage(c, d, h, o).creature;
          const most = applyBonusDamage(c, d, { ...h, amount: h.amount + more }, o).creature;
          if (less.dead) expect(most.dead).toBe(true);
          if (!most.dead) {
            expect(most.durability.value).toBeLessThanOrEqual(less.durability.value);
            expect(most.health.value).toBeLessThanOrEqual(less.health.value);
          }
        },
      ),
    );
  });

  it("Guard is at least 1 and its parts sum to it", () => {
    const size = fc.constantFrom(...SIZE_CATEGORIES);
    fc.assert(
      fc.property(
        size,
        fc.array(fc.integer({ min: -30, max: 30 }), { maxLength: 4 }),
        fc.option(
          fc.record({
            attackerSize: size,
            ranged: fc.boolean(),
            area: fc.boolean(),
            behindUnaware: fc.boolean(),
            cover: fc.option(fc.constantFrom(...COVER_LEVELS), { nil: undefined }),
          }),
          { nil: undefined },
        ),
        fc.constantFrom("base" as const, "total" as const),
        (defenderSize, values, attack, halve) => {
          const bonuses = values.map((value, i) => ({ id: `b${i}`, label: `b${i}`, value }));
          const g = computeGuard({ defenderSize, bonuses, attack }, { halve });
          expect(g.total).toBeGreaterThanOrEqual(1);
          expect(g.parts.reduce((s, p) => s + p.value, 0)).toBe(g.total);
        },
      ),
    );
  });
});
