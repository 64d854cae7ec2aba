import { describe, expect, it } from "vitest";
import { SIZE_CATEGORIES } from "../../../../module/engine/rulesets/energy/creature.ts";
import { bandProblems, bandRow } from "../../../../module/engine/rulesets/energy/support/bands.ts";
import { DRAW_WEIGHT_TABLE } from "../../../../module/engine/rulesets/energy/tables/draw-weight.ts";
import { LEG_STRENGTH_TABLE } from "../../../../module/engine/rulesets/energy/tables/leg-strength.ts";
import {
  MISS_CHANCE_MOVEMENT_TABLE,
  MISS_CHANCE_SIZE_TABLE,
  missChanceSizeModifier,
} from "../../../../module/engine/rulesets/energy/tables/miss-chance.ts";
import { SIZE_CHART, sizeReachModifier } from "../../../../module/engine/rulesets/energy/tables/size.ts";
import {
  INCREASED_THROWING_DISTANCE,
  THROWING_RANGES,
} from "../../../../module/engine/rulesets/energy/tables/throwing.ts";

describe('"Size Chart", cell by cell', () => {
  it.each([
    ["huge", "360-480", 6, -4, 5, 10],
    ["large", "240-360", 7, -2, 4, 8],
    ["medium", "140-240", 8, 0, 3, 6],
    ["small", "60-140", 9, 2, 2, 5],
    ["tiny", "30-60", 10, 4, 1, 3],
    ["diminutive", "15-30", 11, 6, 0.5, 2],
    ["fine", "<15", 12, 8, 0.3, 1],
  ] as const)(
    "%s: height %s, Inherent Evasion %i, Miss Chance %i, jump %s m, speed %i m",
    (size, height, ev, mc, jump, speed) => {
      expect(SIZE_CHART[size]).toEqual({ size, height, inherentEvasion: ev, missChanceModifier: mc, jump, speed });
    },
  );

  it('"This value is 8 for Medium creatures and 9 for Small creatures" agrees with the chart', () => {
    expect(SIZE_CHART.medium.inherentEvasion).toBe(8);
    expect(SIZE_CHART.small.inherentEvasion).toBe(9);
  });

  it.each([
    ["huge", 1],
    ["large", 0],
    ["medium", 0],
    ["small", 0],
    ["tiny", -1],
    ["diminutive", -1],
    ["fine", -1],
    ["miniscule", -1],
  ] as const)(
    '"Huge (and larger) creatures have +1 Reach and Tiny (or smaller) creatures have -1 Reach": %s %i',
    (size, reach) => {
      expect(sizeReachModifier(size)).toBe(reach);
    },
  );
});

describe('"Miss Chance Size Modifier" and "Miss Chance Movement Modifier", cell by cell', () => {
  it.each([
    ["huge", -4, "360-480"],
    ["large", -2, "240-360"],
    ["medium", 0, "120-240"],
    ["small", 2, "60-120"],
    ["tiny", 4, "30-60"],
    ["diminutive", 8, "15-30"],
    ["fine", 12, "5-15"],
    ["miniscule", 18, "<5"],
  ] as const)("%s: %i (typical height %s cm)", (size, modifier, height) => {
    expect(MISS_CHANCE_SIZE_TABLE[size]).toEqual({ size, modifier, height });
  });

  it('setting: "Players use the Size Chart to determine their … Miss Chance Modifier" — its column differs (Diminutive +6, Fine +8)', () => {
    const chart = SIZE_CATEGORIES.map((s) => missChanceSizeModifier(s, "sizeChart"));
    const table = SIZE_CATEGORIES.map((s) => missChanceSizeModifier(s, "missChanceTable"));
    expect(chart).toEqual([18, 8, 6, 4, 2, 0, -2, -4]);
    expect(table).toEqual([18, 12, 8, 4, 2, 0, -2, -4]);
  });

  it.each([
    ["none", -5, "none -5"],
    ["typical", 0, "Running, Walking, and typical combat +0"],
    ["evasive", 5, "Running with zig-zagging, Sprinting +5"],
  ] as const)("movement %s: %i — %s", (movement, modifier, _seed) => {
    expect(MISS_CHANCE_MOVEMENT_TABLE[movement].modifier).toBe(modifier);
  });
});

describe('"Draw Weight Table", cell by cell', () => {
  it("covers every Arm Strength exactly once", () => {
    expect(bandProblems(DRAW_WEIGHT_TABLE)).toEqual([]);
  });

  it.each([
    [-2, "<20", "-3/10/60", [-3, -10, -60], 0, "none"],
    [0, "<20", "-3/10/60", [-3, -10, -60], 0, "none"],
    [1, "20", "-2/5/30", [-2, -5, -30], 0, "none"],
    [3, "20", "-2/5/30", [-2, -5, -30], 0, "none"],
    [4, "25", "-1/5/10", [-1, -5, -10], 0, "none"],
    [7, "25", "-1/5/10", [-1, -5, -10], 0, "none"],
    [8, "30", "+0", [0, 0, 0], 0, "none"],
    [11, "30", "+0", [0, 0, 0], 0, "none"],
    [12, "35", "+0/5/10", [0, 5, 10], 1, "maxForHandCrossbows"],
    [15, "35", "+0/5/10", [0, 5, 10], 1, "maxForHandCrossbows"],
    [16, "40", "+1/6/12", [1, 6, 12], 2, "maxForMpl"],
    [19, "40", "+1/6/12", [1, 6, 12], 2, "maxForMpl"],
    [20, "45", "+1/9/18", [1, 9, 18], 3, "maxForMpl"],
    [24, "45", "+1/9/18", [1, 9, 18], 3, "maxForMpl"],
    [25, "50", "+2/12/24", [2, 12, 24], 4, "maxForMpl"],
    [29, "50", "+2/12/24", [2, 12, 24], 4, "maxForMpl"],
    [30, "60", "+2/15/30", [2, 15, 30], 5, "heavyAndSiegeCrossbowOnly"],
    [34, "60", "+2/15/30", [2, 15, 30], 5, "heavyAndSiegeCrossbowOnly"],
    [35, "70", "+3/18/36", [3, 18, 36], 6, "siegeCrossbowOnly"],
    [39, "70", "+3/18/36", [3, 18, 36], 6, "siegeCrossbowOnly"],
    [40, "80", "+3/26/52", [3, 26, 52], 7, "siegeCrossbowOnly"],
    [55, "80", "+3/26/52", [3, 26, 52], 7, "siegeCrossbowOnly"],
  ] as const)("Arm Strength %i: %s kg, range %s, extra damage +%i, %s", (arm, kg, text, range, extra, restriction) => {
    const row = bandRow(DRAW_WEIGHT_TABLE, arm);
    expect(`${row.kgBelow === true ? "<" : ""}${row.kg}`).toBe(kg);
    expect(row.rangeText).toBe(text);
    expect([row.range.advantage, row.range.disadvantage, row.range.maximum]).toEqual(range);
    expect(row.extraDamage).toBe(extra);
    expect(row.restriction.kind).toBe(restriction);
  });

  it('"Max for MPL 1-2", "Max for MPL 3-4", "Max for MPL >=5"', () => {
    const tiers = DRAW_WEIGHT_TABLE.flatMap((r) =>
      r.restriction.kind === "maxForMpl" ? [[r.restriction.mplFrom, r.restriction.mplTo ?? null]] : [],
    );
    expect(tiers).toEqual([
      [1, 2],
      [3, 4],
      [5, null],
    ]);
  });
});

describe("Throwing", () => {
  it('"Light weapons have a throwing range of (3/5/10), Heavy weapons … (1/3/6), and other weapons … (2/4/8)"', () => {
    expect(THROWING_RANGES).toEqual({
      light: { advantage: 3, disadvantage: 5, maximum: 10 },
      heavy: { advantage: 1, disadvantage: 3, maximum: 6 },
      other: { advantage: 2, disadvantage: 4, maximum: 8 },
    });
  });

  it('"Increased Throwing Distance" covers every Arm Strength exactly once', () => {
    expect(bandProblems(INCREASED_THROWING_DISTANCE)).toEqual([]);
  });

  it.each([
    [-1, [0, 0, 0], "<=4 +(0/0/0)"],
    [4, [0, 0, 0], "<=4 +(0/0/0)"],
    [5, [0, 2, 4], "5-9 +(0/2/4)"],
    [9, [0, 2, 4], "5-9 +(0/2/4)"],
    [10, [1, 4, 8], "10-14 +(1/4/8)"],
    [14, [1, 4, 8], "10-14 +(1/4/8)"],
    [15, [1, 6, 10], "15-19 +(1/6/10)"],
    [19, [1, 6, 10], "15-19 +(1/6/10)"],
    [20, [2, 8, 16], "20-24 +(2/8/16)"],
    [24, [2, 8, 16], "20-24 +(2/8/16)"],
    [25, [2, 10, 20], "25-29 +(2/10/20)"],
    [29, [2, 10, 20], "25-29 +(2/10/20)"],
    [30, [3, 12, 24], "30-34 +(3/12/24)"],
    [34, [3, 12, 24], "30-34 +(3/12/24)"],
    [35, [3, 14, 28], "35-39 +(3/14/28)"],
    [39, [3, 14, 28], "35-39 +(3/14/28)"],
    [40, [4, 16, 32], ">=40 +(4/16/32)"],
    [60, [4, 16, 32], ">=40 +(4/16/32)"],
  ] as const)("Arm Strength %i → %j — %s", (arm, extra, _seed) => {
    const row = bandRow(INCREASED_THROWING_DISTANCE, arm).extra;
    expect([row.advantage, row.disadvantage, row.maximum]).toEqual(extra);
  });
});

describe("Leg Strength (Fray's table: the seed's Leg Strength section is not in the excerpt)", () => {
  it('"Your Agility can be increased by your Leg Strength (see Leg Strength)": one row per value, in the Arm Strength bands', () => {
    expect(bandProblems(LEG_STRENGTH_TABLE)).toEqual([]);
    expect(LEG_STRENGTH_TABLE.map((r) => [r.from, r.to])).toEqual(
      INCREASED_THROWING_DISTANCE.map((r) => [r.from, r.to]),
    );
  });

  it('"You then move an additional amount based on your Leg Strength": never less as Leg Strength grows, never 0', () => {
    LEG_STRENGTH_TABLE.forEach((row, i) => {
      const prev = LEG_STRENGTH_TABLE[i - 1];
      expect(row.sprint).toBeGreaterThan(0);
      if (prev === undefined) return;
      expect(row.agility).toBeGreaterThanOrEqual(prev.agility);
      expect(row.sprint).toBeGreaterThan(prev.sprint);
      expect(row.jump).toBeGreaterThan(prev.jump);
    });
  });
});
