import { describe, expect, it } from "vitest";
import { lookupStep } from "../../../module/engine/core/economy/quantity.ts";
import { FULL_MOVEMENT_AP, MOVEMENT_TABLE } from "../../../module/engine/rulesets/wounds/tables/movement.ts";
import {
  MAX_AP,
  ROUND_START_AP,
  SPEED_TABLE,
  TURN_END_AP,
} from "../../../module/engine/rulesets/wounds/tables/speed.ts";
import { TERRAIN_IDS, TERRAIN_TABLE } from "../../../module/engine/rulesets/wounds/tables/terrain.ts";

describe("Speed table (Round Start | Turn End | Max AP), cell by cell", () => {
  const seed = {
    speed: [-10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    roundStart: [2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 11, 12, 14, 16, 18, 21, 24],
    turnEnd: [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24],
    maxAp: [5, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24, 27, 31, 36, 41, 48, 55, 63, 72],
  };
  it.each(seed.speed.map((speed, i) => [speed, seed.roundStart[i], seed.turnEnd[i], seed.maxAp[i]]))(
    "Speed %i | %i | %i | %i",
    (speed, roundStart, turnEnd, maxAp) => {
      expect(SPEED_TABLE.find((r) => r.speed === speed)).toEqual({ speed, roundStart, turnEnd, maxAp });
      expect(lookupStep(ROUND_START_AP, speed)).toBe(roundStart);
      expect(lookupStep(TURN_END_AP, speed)).toBe(turnEnd);
      expect(lookupStep(MAX_AP, speed)).toBe(maxAp);
    },
  );
  it("has 21 columns, and the ends hold past −10 and 10", () => {
    expect(SPEED_TABLE).toHaveLength(21);
    expect(lookupStep(MAX_AP, -14)).toBe(5);
    expect(lookupStep(ROUND_START_AP, 15)).toBe(24);
  });
});

describe("Movement Rate table (Strength + Size + Athletics → yards for 1, 2, 3, 4 AP), cell by cell", () => {
  const seed: readonly (readonly [number, number | undefined, number, number, number, number, number])[] = [
    [0, undefined, -30, 0, 0, 0, 0],
    [1, -29, -26, 0, 0, 0, 1],
    [2, -25, -22, 0, 1, 1, 2],
    [3, -21, -18, 0, 1, 2, 3],
    [4, -17, -14, 1, 2, 3, 4],
    [5, -13, -10, 1, 2, 3, 5],
    [6, -9, -6, 1, 3, 4, 6],
    [7, -5, -2, 1, 3, 5, 7],
    [8, -1, 2, 2, 4, 6, 8],
    [9, 3, 6, 2, 4, 6, 9],
    [10, 7, 10, 2, 5, 7, 10],
    [11, 11, 14, 2, 5, 8, 11],
    [12, 15, 18, 3, 6, 9, 12],
    [13, 19, 22, 3, 6, 9, 13],
    [14, 23, 26, 3, 7, 10, 14],
    [15, 27, 30, 3, 7, 11, 15],
    [16, 31, 34, 4, 8, 12, 16],
    [17, 35, 38, 4, 8, 12, 17],
    [18, 39, 42, 4, 9, 13, 18],
    [19, 43, 46, 4, 9, 14, 19],
    [20, 47, 50, 5, 10, 15, 20],
    [21, 51, 54, 5, 10, 15, 21],
    [22, 55, 58, 5, 11, 16, 22],
    [23, 59, 62, 5, 11, 17, 23],
    [24, 63, 66, 6, 12, 18, 24],
    [25, 67, 70, 6, 12, 18, 25],
  ];
  it.each(seed)("rate %i: %s – %i → %i, %i, %i, %i", (rate, from, to, a1, a2, a3, a4) => {
    expect(MOVEMENT_TABLE[rate]).toEqual({ rate, from, to, yards: [a1, a2, a3, a4] });
  });
  it('"A full movement costs 4 AP and moves you a number of yards equal to your movement rate": every cell is ⌊rate × AP / 4⌋', () => {
    expect(FULL_MOVEMENT_AP).toBe(4);
    for (const row of MOVEMENT_TABLE) {
      expect(row.yards).toEqual([1, 2, 3, 4].map((ap) => Math.floor((row.rate * ap) / 4)));
    }
  });
});

describe("Difficult terrain table, cell by cell", () => {
  it.each([
    ["steepHill", "Climbing a steep hill", 2],
    ["kneeWater", "Wading through knee-high water", 2],
    ["mud", "Walking in mud", 2],
    ["undergrowth", "Moving through thick undergrowth", 3],
    ["swimming", "Swimming", 3],
    ["waistWater", "Wading through waist-high water", 4],
    ["verticalClimb", "Vertical climb", 4],
    ["underwater", "Walking underwater", 10],
  ] as const)("%s: %s | %i", (id, situation, cost) => {
    expect(TERRAIN_TABLE[id]).toMatchObject({ situation, cost });
  });
  it('the vertical climb\'s footnote: "Assumes abundant handholds and footholds."', () => {
    expect(TERRAIN_TABLE.verticalClimb.note).toMatch(/^Assumes abundant handholds and footholds\./);
    expect(TERRAIN_IDS).toHaveLength(8);
  });
});
