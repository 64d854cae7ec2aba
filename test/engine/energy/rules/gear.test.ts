import { describe, expect, it } from "vitest";
import {
  drawWeightCap,
  drawWeightRowForKg,
  maxDrawWeightRow,
  rangedProfile,
  whyCannotDraw,
} from "../../../../module/engine/rulesets/energy/attack/draw-weight.ts";
import {
  dealsNonLethal,
  nonLethalSourceOf,
  nonLethalThreshold,
} from "../../../../module/engine/rulesets/energy/attack/non-lethal.ts";
import {
  throwingAccuracy,
  throwingRange,
  thrownHalfDamage,
} from "../../../../module/engine/rulesets/energy/attack/throwing.ts";
import { trio } from "../../../../module/engine/rulesets/energy/gear.ts";
import { weapon } from "../fixtures.ts";

describe("Non-Lethal damage", () => {
  it('"Unarmed attacks may freely deal Non-Lethal damage"', () => {
    expect(nonLethalThreshold("unarmed")).toBeUndefined();
    expect(dealsNonLethal("unarmed", 0)).toBe(true);
  });

  it.each([
    ["bluntMelee", 0, 5],
    ["otherMelee", 0, 10],
    ["ranged", 0, 15],
    ["otherMelee", 1, 5],
    ["ranged", 2, 5],
    ["ranged", 5, 1],
  ] as const)(
    '"increase the range … by 5 … you could take a -6 Miss Chance … on a Chance roll of 5 or greater": %s, %i steps → %i',
    (source, steps, needed) => {
      expect(nonLethalThreshold(source, steps)).toBe(needed);
    },
  );

  it('"Other attacks require a Chance roll to determine if the damage is lethal or Non-Lethal", by the weapon\'s row', () => {
    expect(dealsNonLethal("otherMelee", 0, 10)).toBe(true);
    expect(dealsNonLethal("otherMelee", 0, 9)).toBe(false);
    expect(nonLethalSourceOf(false, true)).toBe("bluntMelee");
    expect(nonLethalSourceOf(true, true)).toBe("ranged");
  });
});

describe("throwing", () => {
  it('"Unless otherwise specified, Light weapons have a throwing range of (3/5/10)", plus "Increased Throwing Distance"', () => {
    expect(throwingRange(weapon({ weight: "light" }), 4)).toEqual(trio(3, 5, 10));
    expect(throwingRange(weapon({ weight: "heavy" }), 12)).toEqual(trio(2, 7, 14));
    expect(throwingRange(weapon({ thrown: trio(5, 10, 20) }), 20)).toEqual(trio(7, 18, 36));
  });

  it('"Weapons without the Thrown property deal half damage when thrown unless the Hit Roll is a natural 20"', () => {
    expect(thrownHalfDamage(weapon(), 19)).toBe(true);
    expect(thrownHalfDamage(weapon(), 20)).toBe(false);
    expect(thrownHalfDamage(weapon({ thrown: trio(5, 10, 20) }), 3)).toBe(false);
  });

  it('"Weapons with the Thrown property have Accuracy equal to their AV bonus"', () => {
    expect(throwingAccuracy(weapon({ thrown: trio(5, 10, 20), attackBonus: 2, accuracy: 0 }))).toBe(2);
    expect(throwingAccuracy(weapon({ attackBonus: 2, accuracy: 0 }))).toBe(0);
  });
});

describe("Draw Weight", () => {
  it('"any two-handed crossbow adds +5 to the Arm Strength when determining Draw Weight"', () => {
    expect(maxDrawWeightRow(8, "bow", 5).kg).toBe(30);
    expect(maxDrawWeightRow(8, "crossbow", 5).kg).toBe(35);
    expect(maxDrawWeightRow(8, "handCrossbow", 5).kg).toBe(30);
  });

  it('restrictions: "Max for hand crossbows", "Max for MPL 1-2 / 3-4 / >=5", "Heavy and siege crossbow only", "Siege crossbow only"', () => {
    expect(maxDrawWeightRow(40, "handCrossbow", 9).kg).toBe(35);
    expect(maxDrawWeightRow(40, "bow", 0).kg).toBe(40);
    expect(maxDrawWeightRow(40, "bow", 2).kg).toBe(40);
    expect(maxDrawWeightRow(40, "bow", 4).kg).toBe(45);
    expect(maxDrawWeightRow(40, "bow", 7).kg).toBe(50);
    expect(maxDrawWeightRow(40, "crossbow", 7).kg).toBe(50);
    expect(maxDrawWeightRow(40, "heavyCrossbow", 1).kg).toBe(60);
    expect(maxDrawWeightRow(40, "siegeCrossbow", 1).kg).toBe(80);
    expect(drawWeightCap("siegeCrossbow", 0)).toBe(10);
  });

  it('"the highest draw weight you can comfortably manage": heavier weapons are refused', () => {
    const bow = weapon({ ranged: { kind: "bow", range: trio(10, 40, 120), drawWeightKg: 40 } });
    expect(whyCannotDraw(bow, 16, 2)).toBeUndefined();
    expect(whyCannotDraw(bow, 15, 2)?.code).toBe("drawWeightTooHigh");
    expect(whyCannotDraw(weapon(), 0, 0)).toBeUndefined();
    const light = weapon({ ranged: { kind: "bow", range: trio(10, 40, 120), drawWeightKg: 15 } });
    expect(whyCannotDraw(light, -3, 0)).toBeUndefined();
  });

  it('"The higher the draw weight of the weapon, the more range and power it has" (the sign covers the whole trio)', () => {
    expect(drawWeightRowForKg(12).rangeText).toBe("-3/10/60");
    expect(drawWeightRowForKg(42).kg).toBe(40);
    const bow = weapon({ ranged: { kind: "bow", range: trio(10, 40, 120), drawWeightKg: 45 } });
    expect(rangedProfile(bow)).toEqual({ range: trio(11, 49, 138), extraDamage: 3 });
    const weak = weapon({ ranged: { kind: "bow", range: trio(5, 30, 50), drawWeightKg: 10 } });
    expect(rangedProfile(weak)).toEqual({ range: trio(2, 20, 20), extraDamage: 0 });
    expect(rangedProfile(weapon())).toBeUndefined();
  });
});
