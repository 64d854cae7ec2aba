import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { interpretFaces } from "../../../../module/engine/core/dice/interpret.ts";
import {
  DELIVERY_ABILITY,
  damageRequest,
  isCriticalHit,
  type DamageDelivery,
} from "../../../../module/engine/rulesets/bonus/dice/damage.ts";

const abilities = { strength: 1, skill: 2 };

describe("damage roll (seed 000)", () => {
  it('"an ordinary sword deals d8": Damage Value 2 → 2d8, which do not burst', () => {
    const req = damageRequest({ damageValue: 2, quality: "ordinary", delivery: "melee", abilities: {} });
    expect(toFoundryFormula(req).formula).toBe("2d8[Ordinary damage]");
    expect(interpretFaces(req, [[8, 8]]).total).toBe(16);
  });

  it('"a heroic axe deals d10"', () => {
    const req = damageRequest({ damageValue: 1, quality: "heroic", delivery: "melee", abilities: {} });
    expect(req.groups[0]).toMatchObject({ count: 1, faces: 10 });
    expect(req.groups[0]?.explode).toBeUndefined();
  });

  it('"unarmed attacks, like punches and kicks, deal 1 feeble impact damage": 1d4 plus Strength dice', () => {
    const req = damageRequest({ damageValue: 1, quality: "feeble", delivery: "unarmed", abilities });
    expect(toFoundryFormula(req).formula).toBe("1d4[Feeble damage] + 1d10x[Strength]");
  });

  it.each<[DamageDelivery, string | null]>([
    ["unarmed", "strength"],
    ["melee", "strength"],
    ["pull-bow", "strength"],
    ["crossbow", "skill"],
    ["modern", "skill"],
    ["magic-projectile", "skill"],
    ["other", null],
  ])(
    '"unarmed attack, a melee weapon, or a pull bow → Strength Bonus Dice; crossbow, modern weapon, or magic projectile → Skill Bonus Dice": %s → %s',
    (delivery, ability) => {
      expect(DELIVERY_ABILITY[delivery]).toBe(ability);
      const req = damageRequest({ damageValue: 1, quality: "ordinary", delivery, abilities });
      const bonus = req.groups.filter((g) => g.id === "damage-bonus");
      expect(bonus.map((g) => g.source)).toEqual(
        ability === null ? [] : [ability === "strength" ? "Strength" : "Skill"],
      );
      expect(bonus.map((g) => g.count)).toEqual(ability === null ? [] : [ability === "strength" ? 1 : 2]);
    },
  );

  it('"All Bonus Dice burst when you roll maximum value on the dice, including Bonus Dice to damage"', () => {
    const req = damageRequest({ damageValue: 1, quality: "ordinary", delivery: "crossbow", abilities });
    expect(toFoundryFormula(req).formula).toBe("1d8[Ordinary damage] + 2d10x[Skill]");
    expect(interpretFaces(req, [[5], [10, 3, 2]]).total).toBe(20);
  });

  it('"When one or more of your Bonus Dice to damage burst, it is called a critical hit"', () => {
    const req = damageRequest({ damageValue: 1, quality: "ordinary", delivery: "melee", abilities });
    expect(isCriticalHit(interpretFaces(req, [[3], [10, 1]]))).toBe(true);
    expect(isCriticalHit(interpretFaces(req, [[8], [9]]))).toBe(false);
  });

  it("a maximum on a quality die is no critical hit (quality dice are not bonus dice)", () => {
    const req = damageRequest({ damageValue: 2, quality: "heroic", delivery: "other", abilities });
    expect(isCriticalHit(interpretFaces(req, [[10, 10]]))).toBe(false);
  });

  it("an attack roll's burst is not a critical hit (only bonus dice to damage count)", async () => {
    const { attackRequest } = await import("../../../../module/engine/rulesets/bonus/dice/attack.ts");
    const attack = interpretFaces(attackRequest({ dice: [{ source: "Agility", count: 1 }], guard: 15 }), [
      [5],
      [10, 2],
    ]);
    expect(isCriticalHit(attack)).toBe(false);
  });

  it('effect rolls: "being wounded reduces the rank of all bonus dice to action and effect rolls"', () => {
    const req = damageRequest({ damageValue: 1, quality: "ordinary", delivery: "melee", abilities, wounded: true });
    expect(toFoundryFormula(req).formula).toBe("1d8[Ordinary damage] + 1d8x[Strength]");
  });

  it('effect rolls "only benefit from the effects of a charge, and only suffer from a challenge if explicitly stated so"', () => {
    const base = { damageValue: 1, quality: "ordinary" as const, delivery: "melee" as const, abilities };
    expect(damageRequest({ ...base, charges: [{ source: "Aim" }] }).groups[1]?.faces).toBe(12);
    expect(damageRequest({ ...base, challenges: [{ source: "Distant target" }] }).groups[1]?.faces).toBe(10);
  });

  it('"The Off-Hand attack suffers a 2 Challenge penalty to your Bonus Dice to hit and damage"', () => {
    const req = damageRequest({ damageValue: 1, quality: "ordinary", delivery: "melee", abilities, offHand: true });
    expect(req.groups[1]?.faces).toBe(6);
    expect(req.groups[0]?.faces).toBe(8);
  });

  it("refuses a negative or fractional Damage Value", () => {
    expect(() => damageRequest({ damageValue: -1, quality: "ordinary", delivery: "melee", abilities })).toThrow(
      RangeError,
    );
  });
});
