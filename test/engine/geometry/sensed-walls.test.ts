import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  blocksFrom,
  bruteForceSensedWalls,
  buildSensedWallIndex,
  distanceToSegment,
  sideOf,
  type SensedWall,
  type WallDirection,
} from "../../../module/engine/core/geometry/sensed-walls.ts";
import type { Point, Segment } from "../../../module/engine/core/geometry/shapes.ts";
import { lcg, scene } from "./scenes.ts";

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });
const pt = (x: number, y: number): Point => ({ x, y });

/** A wall drawn eastward along y = 0, from x 0 to 100. */
const EAST = seg(0, 0, 100, 0);
const NORTH = pt(50, -40);
const SOUTH = pt(50, 40);

describe("sideOf: core's Edge#orientPoint on a y-down canvas", () => {
  it("walking a wall drawn eastward, the south side is left and the north side right; on its line, both", () => {
    // orient2dFast(a, b, p) = (a.y − p.y)(b.x − p.x) − (a.x − p.x)(b.y − p.y): for p south (y 40) it is −40·50 − (−50)(−40) < 0.
    expect(sideOf(EAST, SOUTH)).toBe("left");
    expect(sideOf(EAST, NORTH)).toBe("right");
    expect(sideOf(EAST, pt(200, 0))).toBe("both");
  });

  it("reversing the wall swaps the sides", () => {
    expect(sideOf(seg(100, 0, 0, 0), SOUTH)).toBe("right");
  });
});

describe("blocksFrom: which lookers a wall stops (core ClockwiseSweepPolygon#_testEdgeInclusion)", () => {
  const oneWay = (direction: WallDirection): SensedWall => ({ segment: EAST, direction });

  it("a plain wall stops every looker", () => {
    expect(blocksFrom(oneWay("both"), NORTH)).toBe(true);
    expect(blocksFrom(oneWay("both"), SOUTH)).toBe(true);
  });

  it("a one-way wall is ignored from its own side and blocks from the other", () => {
    expect(blocksFrom(oneWay("left"), SOUTH)).toBe(false);
    expect(blocksFrom(oneWay("left"), NORTH)).toBe(true);
    expect(blocksFrom(oneWay("right"), NORTH)).toBe(false);
    expect(blocksFrom(oneWay("right"), SOUTH)).toBe(true);
  });

  it("a one-way wall is ignored by a looker on its line (core skips edges collinear with the origin)", () => {
    expect(blocksFrom(oneWay("left"), pt(-50, 0))).toBe(false);
  });

  it("a proximity wall blocks only lookers at or beyond its threshold; a distance wall only nearer ones", () => {
    const proximity: SensedWall = { segment: EAST, direction: "both", threshold: { kind: "proximity", distance: 50 } };
    const distance: SensedWall = { segment: EAST, direction: "both", threshold: { kind: "distance", distance: 50 } };
    expect(blocksFrom(proximity, SOUTH)).toBe(false); // 40 from the wall: within 50, sees through
    expect(blocksFrom(proximity, pt(50, 50))).toBe(true); // exactly 50: core's `<` keeps the wall
    expect(blocksFrom(proximity, pt(50, 90))).toBe(true);
    expect(blocksFrom(distance, SOUTH)).toBe(true);
    expect(blocksFrom(distance, pt(50, 90))).toBe(false);
  });

  it("a threshold of 0 is none: the wall blocks as a plain wall", () => {
    const none: SensedWall = { segment: EAST, direction: "both", threshold: { kind: "proximity", distance: 0 } };
    expect(blocksFrom(none, SOUTH)).toBe(true);
  });

  it("measures to the nearest point of the wall, past its ends too", () => {
    expect(distanceToSegment(pt(50, 40), EAST)).toBe(40);
    expect(distanceToSegment(pt(130, 40), EAST)).toBe(50);
    expect(distanceToSegment(pt(-30, -40), EAST)).toBe(50);
  });
});

describe("buildSensedWallIndex", () => {
  it("a one-way wall hides the target from one side only; the index names it among the blockers", () => {
    const walls: SensedWall[] = [
      { segment: seg(0, 0, 400, 0), direction: "left" },
      { segment: seg(500, -100, 500, 100), direction: "both" },
    ];
    const index = buildSensedWallIndex(walls);
    expect(index.blocks(seg(50, -40, 50, 40))).toBe(true); // from the north (right side): blocked
    expect(index.blocks(seg(50, 40, 50, -40))).toBe(false); // from the south (its own side): seen through
    expect(index.blockers(seg(50, -40, 600, 40))).toEqual([0, 1]);
    expect(index.blockers(seg(50, 40, 600, -40))).toEqual([1]);
  });

  it("agrees with brute force on random scenes of plain, one-way and threshold walls", () => {
    const segments = scene(300, 2000, 17);
    const rnd = lcg(5);
    const directions: readonly WallDirection[] = ["both", "left", "right"];
    const walls: SensedWall[] = segments.map((segment) => {
      const r = rnd();
      if (r < 0.5) return { segment, direction: "both" };
      if (r < 0.8) return { segment, direction: directions[Math.floor(rnd() * 3)] ?? "both" };
      return {
        segment,
        direction: "both",
        threshold: { kind: rnd() < 0.5 ? "proximity" : "distance", distance: rnd() * 300 },
      };
    });
    const index = buildSensedWallIndex(walls);
    const brute = bruteForceSensedWalls(walls);
    const coord = fc.double({ min: -100, max: 2100, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, (ax, ay, bx, by) => {
        const s = seg(ax, ay, bx, by);
        expect(index.blockers(s)).toEqual(brute.blockers(s));
        expect(index.blocks(s)).toBe(brute.blocks(s));
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
