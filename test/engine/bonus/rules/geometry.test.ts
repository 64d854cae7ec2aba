import { describe, expect, it } from "vitest";
import { footprintDistance, squareFootprint } from "../../../../module/engine/core/geometry/footprint.ts";
import type { GridSpec } from "../../../../module/engine/core/geometry/grid.ts";
import { behindAndUnaware, bonusArc, isBehind } from "../../../../module/engine/rulesets/bonus/geometry/behind.ts";
import { coverFromFraction } from "../../../../module/engine/rulesets/bonus/geometry/cover-level.ts";
import {
  ADJACENT_WITHIN_FT,
  canReach,
  isAdjacent,
  NATURAL_REACH_FT,
  reachFt,
} from "../../../../module/engine/rulesets/bonus/geometry/reach.ts";
import { pilotingPenalty, rangedVisibility } from "../../../../module/engine/rulesets/bonus/geometry/visibility.ts";
import { bonus } from "../../../../module/engine/rulesets/bonus/index.ts";

const grid: GridSpec = { kind: "square", diagonals: bonus.grid.diagonals };
const feet = bonus.grid.distance;

describe('adjacency: "within 6 feet of another creature and have a clear path between them"', () => {
  it("within 6 ft with a clear path", () => {
    expect(ADJACENT_WITHIN_FT).toBe(6);
    expect(isAdjacent(5, true)).toBe(true);
    expect(isAdjacent(6, true)).toBe(true);
    expect(isAdjacent(7, true)).toBe(false);
  });
  it('"Cover, walls, and obstacles prevent creatures from being considered adjacent"', () => {
    expect(isAdjacent(5, false)).toBe(false);
  });
  it('"This means a creature can be adjacent to up to eight other creatures" (5-ft squares, equidistant diagonals)', () => {
    const me = squareFootprint(5, 5, 1);
    let adjacent = 0;
    for (let col = 2; col <= 8; col++) {
      for (let row = 2; row <= 8; row++) {
        if (col === 5 && row === 5) continue;
        if (isAdjacent(footprintDistance(me, squareFootprint(col, row, 1), grid) * feet, true)) adjacent++;
      }
    }
    expect(adjacent).toBe(8);
  });
});

describe('reach: "Small, medium, and large creatures have a reach of 6 feet"', () => {
  it("small, medium, large: 6 ft; Fray's tiny 3, huge 10, massive 15, colossal 20", () => {
    expect(NATURAL_REACH_FT).toEqual({ tiny: 3, small: 6, medium: 6, large: 6, huge: 10, massive: 15, colossal: 20 });
  });
  it('"Weapons such as polearms and chains might change this"', () => {
    expect(reachFt("medium")).toBe(6);
    expect(reachFt("medium", 10)).toBe(10);
  });
  it("a large creature reaches anything touching its 2×2 body; a medium one two squares away it does not", () => {
    const large = squareFootprint(0, 0, 2);
    expect(canReach(footprintDistance(large, squareFootprint(2, 1, 1), grid) * feet, reachFt("large"), true)).toBe(
      true,
    );
    expect(canReach(footprintDistance(large, squareFootprint(3, 1, 1), grid) * feet, reachFt("large"), true)).toBe(
      false,
    );
  });
  it("a tiny creature must share its foe's space on a 5-ft grid", () => {
    const mouse = squareFootprint(1, 0, 0.5);
    expect(canReach(footprintDistance(mouse, squareFootprint(1, 0, 1), grid) * feet, reachFt("tiny"), true)).toBe(true);
    expect(canReach(footprintDistance(mouse, squareFootprint(0, 0, 1), grid) * feet, reachFt("tiny"), true)).toBe(
      false,
    );
  });
  it("no reach through a wall", () => {
    expect(canReach(5, 6, false)).toBe(false);
  });
});

describe('behind: "being attacked from behind while you are unaware … impacts Guard"', () => {
  const me = { x: 0, y: 0 };
  it("front, sides and behind on a square grid: three ahead, one each side, three behind", () => {
    const around: [number, number][] = [
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [-1, -1],
      [0, -1],
      [1, -1],
    ];
    expect(around.map(([x, y]) => bonusArc(me, 0, { x, y }))).toEqual([
      "front",
      "front",
      "side",
      "rear",
      "rear",
      "rear",
      "side",
      "front",
    ]);
  });
  it("behind and unaware both needed", () => {
    expect(isBehind(me, 0, { x: -1, y: 0 })).toBe(true);
    expect(behindAndUnaware(me, 0, { x: -1, y: 0 }, true)).toBe(true);
    expect(behindAndUnaware(me, 0, { x: -1, y: 0 }, false)).toBe(false);
    expect(behindAndUnaware(me, 0, { x: 0, y: 1 }, true)).toBe(false);
  });
});

describe("cover from sight lines", () => {
  it.each([
    [0, "none"],
    [0.2, "none"],
    [0.25, "partial"],
    [0.6, "partial"],
    [0.75, "full"],
    [0.96, "full"],
    [1, "noLineOfSight"],
  ] as const)("%d blocked → %s", (fraction, level) => {
    expect(coverFromFraction(fraction)).toBe(level);
  });
});

describe("visibility limits on ranged attacks", () => {
  it('Normal: "there are no changes"', () => {
    expect(rangedVisibility("normal", 5000)).toEqual({ allowed: true, vsPenalty: 0, reason: "clear" });
  });
  it('Reduced: "Distanced attacks are limited to a 300 feet range with a +5 VS penalty"', () => {
    expect(rangedVisibility("reduced", 300)).toEqual({ allowed: true, vsPenalty: 5, reason: "penalty" });
    expect(rangedVisibility("reduced", 301).allowed).toBe(false);
  });
  it('Low: "ranged attack accuracy is limited to 150 feet with a +10 VS penalty"', () => {
    expect(rangedVisibility("low", 150).vsPenalty).toBe(10);
    expect(rangedVisibility("low", 151).allowed).toBe(false);
  });
  it('Zero: "limited to 30 feet with a +15 VS penalty … but no penalties at point blank (under 3 meters)"', () => {
    expect(rangedVisibility("zero", 5)).toEqual({ allowed: true, vsPenalty: 0, reason: "pointBlank" });
    expect(rangedVisibility("zero", 9.8)).toMatchObject({ vsPenalty: 0 });
    expect(rangedVisibility("zero", 10)).toEqual({ allowed: true, vsPenalty: 15, reason: "penalty" });
    expect(rangedVisibility("zero", 30).allowed).toBe(true);
    expect(rangedVisibility("zero", 31).allowed).toBe(false);
  });
  it("piloting: Reduced +5, Low +10, Zero +15 VS", () => {
    expect([
      pilotingPenalty("normal"),
      pilotingPenalty("reduced"),
      pilotingPenalty("low"),
      pilotingPenalty("zero"),
    ]).toEqual([0, 5, 10, 15]);
  });
});
