import { describe, expect, it } from "vitest";
import { SIZE_CATEGORIES } from "../../../../module/engine/rulesets/bonus/creature.ts";
import { COVER_LEVELS, COVER_TABLE } from "../../../../module/engine/rulesets/bonus/tables/cover.ts";
import {
  DAMAGE_TYPE_TABLE,
  DAMAGE_TYPES,
  isPhysical,
  KINETIC_KINDS,
} from "../../../../module/engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_DIE, QUALITY_RANKS, qualityIndex } from "../../../../module/engine/rulesets/bonus/tables/quality.ts";
import { SIZE_TABLE, sizeIndex } from "../../../../module/engine/rulesets/bonus/tables/size.ts";
import {
  FEET_PER_METRE,
  VISIBILITY_LEVELS,
  VISIBILITY_TABLE,
} from "../../../../module/engine/rulesets/bonus/tables/visibility.ts";

describe('size: "There are seven size categories; tiny, small, medium, large, huge, massive, and colossal."', () => {
  it("seven categories, in the seed's order", () => {
    expect(SIZE_CATEGORIES).toEqual(["tiny", "small", "medium", "large", "huge", "massive", "colossal"]);
    expect(SIZE_CATEGORIES.map(sizeIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.keys(SIZE_TABLE)).toEqual([...SIZE_CATEGORIES]);
  });
  it.each([
    ["tiny", "Median mass of less than 2 lbs., total volume of 6 cubic inches", "less than", 2, 6, "cubic inches"],
    ["small", "Median mass of less than 60 lbs., total volume of 2 cubic inches", "less than", 60, 2, "cubic inches"],
    ["medium", "Median mass of less than 450lbs., total volume of 5 cubic feet", "less than", 450, 5, "cubic feet"],
    ["large", "Median mass of less than 3000 lbs., total volume of 15 cubic feet", "less than", 3000, 15, "cubic feet"],
    [
      "huge",
      "Median mass of greater than 25,0000 lbs., total volume of 35 cubic feet",
      "greater than",
      25_000,
      35,
      "cubic feet",
    ],
    [
      "massive",
      "Median mass of greater than 200,000 lbs., total volume of 100 cubic feet",
      "greater than",
      200_000,
      100,
      "cubic feet",
    ],
    [
      "colossal",
      "Median mass of greater than 1 million lbs., total volume of 400 cubic feet",
      "greater than",
      1_000_000,
      400,
      "cubic feet",
    ],
  ] as const)("%s: %s", (id, text, relation, pounds, volume, unit) => {
    const row = SIZE_TABLE[id];
    expect(row.seedText).toBe(text);
    expect(row.mass).toEqual({ relation, pounds });
    expect(row.volume).toEqual({ amount: volume, unit });
  });
  it('"Humans are medium sized, a grizzly bear would be a large creature, and blue whale would be a massive creature"', () => {
    expect(SIZE_TABLE.medium.examples).toContain("human");
    expect(SIZE_TABLE.large.examples).toContain("grizzly bear");
    expect(SIZE_TABLE.massive.examples).toContain("blue whale");
    expect(SIZE_TABLE.tiny.examples).toContain("mouse");
    expect(SIZE_TABLE.colossal.examples).toContain("Behemoth");
  });
  it('"a fifteen foot spherical creature filled with hot air is a huge creature": huge is 3 spaces of 5 ft', () => {
    expect(SIZE_TABLE.huge.spaces * 5).toBe(15);
    expect(SIZE_CATEGORIES.map((s) => SIZE_TABLE[s].spaces)).toEqual([0.5, 1, 1, 2, 3, 6, 10]);
  });
});

describe("visibility", () => {
  it("four levels: Normal, Reduced, Low, Zero", () => {
    expect(VISIBILITY_LEVELS).toEqual(["normal", "reduced", "low", "zero"]);
  });
  it.each([
    // id, vision min, vision max, piloting VS, impossible, ranged limit, ranged VS, point blank (m)
    ["normal", 800, 1200, 0, false, undefined, 0, undefined],
    ["reduced", 70, 100, 5, false, 300, 5, undefined],
    ["low", 30, 50, 10, false, 150, 10, undefined],
    ["zero", 5, 10, 15, true, 30, 15, 3],
  ] as const)(
    "%s: vision %i–%i ft, piloting +%i VS, ranged limit %s ft at +%i VS",
    (id, min, max, pilot, impossible, limit, ranged, pb) => {
      const row = VISIBILITY_TABLE[id];
      expect(row.vision).toEqual({ min, max });
      expect(row.pilotingPenalty).toBe(pilot);
      expect(row.pilotingBySightImpossible).toBe(impossible);
      expect(row.rangedLimit).toBe(limit);
      expect(row.rangedPenalty).toBe(ranged);
      expect(row.pointBlankUnderMetres).toBe(pb);
    },
  );
  it("a metre is exactly 1/0.3048 feet", () => {
    expect(3 * FEET_PER_METRE).toBeCloseTo(9.8425, 4);
  });
});

describe("cover", () => {
  it("three categories: light, partial, full", () => {
    expect(COVER_LEVELS).toEqual(["light", "partial", "full"]);
  });
  it('light: "+10 bonus to Guard from direct ranged attacks. Area attacks are unaffected." and "no stopping power"', () => {
    expect(COVER_TABLE.light).toMatchObject({ guard: 10, guardVsArea: false, armorRank: 0 });
  });
  it('partial: "+3 bonus to Guard, and you gain a +5 Armor Rank bonus against attacks"', () => {
    expect(COVER_TABLE.partial).toMatchObject({ guard: 3, guardVsArea: true, armorRank: 5, armorNeedsSturdy: false });
  });
  it('full: "+5 bonus to your Guard. Assuming your cover is sturdy, you gain a +10 bonus to your Armor Rank"', () => {
    expect(COVER_TABLE.full).toMatchObject({ guard: 5, guardVsArea: true, armorRank: 10, armorNeedsSturdy: true });
  });
});

describe('damage types: "There are thirteen types of damage"', () => {
  it("thirteen, in the seed's order", () => {
    expect(DAMAGE_TYPES).toEqual([
      "kinetic",
      "thermal",
      "cold",
      "electrical",
      "radiation",
      "chemical",
      "sonic",
      "toxic",
      "umbral",
      "entropic",
      "crystal",
      "aetheric",
      "lucent",
    ]);
    expect(Object.keys(DAMAGE_TYPE_TABLE).sort()).toEqual([...DAMAGE_TYPES].sort());
  });
  it('"normal armor only protects you from physical damage, not energy attack such as fire or lightning": only kinetic', () => {
    expect(DAMAGE_TYPES.filter(isPhysical)).toEqual(["kinetic"]);
    expect(isPhysical("thermal")).toBe(false); // fire
    expect(isPhysical("electrical")).toBe(false); // lightning
    expect(isPhysical("radiation")).toBe(false); // "usually passes through most armors"
  });
  it('kinetic kinds: "cutting for blades and axes, piercing … and impact for hammers, clubs, and fists"', () => {
    expect(KINETIC_KINDS).toEqual(["cutting", "piercing", "impact"]);
  });
  it.each([
    ["kinetic", undefined, false, false],
    ["thermal", undefined, false, false],
    ["cold", undefined, false, false],
    ["electrical", undefined, false, false],
    ["radiation", undefined, false, false],
    ["chemical", undefined, false, false],
    ["sonic", undefined, false, false],
    ["toxic", undefined, true, true],
    ["umbral", "lucent", false, false],
    ["entropic", "crystal", false, false],
    ["crystal", "entropic", false, false],
    ["aetheric", "aetheric", false, false],
    ["lucent", "umbral", false, false],
  ] as const)("%s: opposite %s, living only %s, spares armor %s", (id, opposite, livingOnly, sparesArmor) => {
    expect(DAMAGE_TYPE_TABLE[id]).toMatchObject({ id, opposite, livingOnly, sparesArmor });
  });
  it("opposites are mutual", () => {
    for (const t of DAMAGE_TYPES) {
      const o = DAMAGE_TYPE_TABLE[t].opposite;
      if (o !== undefined) expect(DAMAGE_TYPE_TABLE[o].opposite).toBe(t);
    }
  });
});

describe("quality ranks", () => {
  it('"an ordinary sword deals d8, a heroic axe deals d10"; unarmed is "feeble"; d20 is the top step', () => {
    expect(QUALITY_RANKS).toEqual(["feeble", "crude", "ordinary", "heroic", "epic", "legendary"]);
    expect(QUALITY_RANKS.map((r) => QUALITY_DIE[r])).toEqual([4, 6, 8, 10, 12, 20]);
    expect(QUALITY_DIE.ordinary).toBe(8);
    expect(QUALITY_DIE.heroic).toBe(10);
    expect(QUALITY_DIE.feeble).toBe(4);
    expect(QUALITY_DIE.legendary).toBe(20);
    expect(QUALITY_RANKS.map(qualityIndex)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
