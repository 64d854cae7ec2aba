import { describe, expect, it } from "vitest";
import {
  flankedByLine,
  flankedBySeparation,
  lineFlankingPair,
  separation,
  separationFlankingPair,
} from "../../../module/engine/core/geometry/flanking.ts";
import type { Point } from "../../../module/engine/core/geometry/shapes.ts";

/** Centre of square cell (col, row) with 1-unit cells. */
const c = (col: number, row: number): Point => ({ x: col + 0.5, y: row + 0.5 });
const foe = { x: 1, y: 1, width: 1, height: 1 };

describe('contest: "one could draw a straight line and connect all three characters"', () => {
  it("opposite sides and opposite corners flank", () => {
    expect(flankedByLine(foe, c(0, 1), c(2, 1))).toBe(true);
    expect(flankedByLine(foe, c(1, 0), c(1, 2))).toBe(true);
    expect(flankedByLine(foe, c(0, 0), c(2, 2))).toBe(true);
  });
  it("two allies at a corner, or on the same side, do not", () => {
    expect(flankedByLine(foe, c(0, 1), c(1, 0))).toBe(false);
    expect(flankedByLine(foe, c(0, 0), c(2, 0))).toBe(false);
    expect(flankedByLine(foe, c(0, 0), c(2, 1))).toBe(true); // the line passes through the foe's space
  });
  it("finds the flanking pair among several allies", () => {
    expect(lineFlankingPair(foe, [c(0, 1), c(1, 0), c(1, 2)])).toEqual([1, 2]);
    expect(lineFlankingPair(foe, [c(0, 0), c(1, 0)])).toBeUndefined();
  });
  it("a large foe is flanked across its whole body", () => {
    expect(flankedByLine({ x: 1, y: 1, width: 2, height: 2 }, c(0, 2), c(3, 1))).toBe(true);
  });
});

describe('wounds: "at least a 120-degree separation between any two of the surrounding creatures"', () => {
  const centre = c(1, 1);
  it("opposite sides (180°) flank; adjacent sides (90°) do not; 135° does", () => {
    expect(flankedBySeparation(centre, [c(0, 1), c(2, 1)])).toBe(true);
    expect(flankedBySeparation(centre, [c(0, 1), c(1, 0)])).toBe(false);
    expect(flankedBySeparation(centre, [c(0, 1), c(2, 0)])).toBe(true);
    expect(separation(centre, c(0, 1), c(2, 0))).toBeCloseTo(135, 9);
  });
  it("exactly 120° counts (float noise tolerated)", () => {
    const at = (deg: number): Point => ({
      x: centre.x + Math.cos((deg * Math.PI) / 180),
      y: centre.y + Math.sin((deg * Math.PI) / 180),
    });
    expect(flankedBySeparation(centre, [at(10), at(130)])).toBe(true);
    expect(flankedBySeparation(centre, [at(10), at(129.9)])).toBe(false);
  });
  it("returns the first qualifying pair; a creature on the centre never counts", () => {
    expect(separationFlankingPair(centre, [c(1, 0), c(0, 1), c(2, 2)])).toEqual([0, 2]);
    expect(separationFlankingPair(centre, [centre, c(0, 1)])).toBeUndefined();
    expect(flankedBySeparation(centre, [c(0, 1)])).toBe(false);
  });
  it('ignoring your flank is a filter: "those creatures are ignored when determining whether or not you are flanked"', () => {
    const attackers = [c(0, 1), c(2, 1)];
    const ignored = new Set([1]);
    expect(
      flankedBySeparation(
        centre,
        attackers.filter((_, i) => !ignored.has(i)),
      ),
    ).toBe(false);
  });
});
