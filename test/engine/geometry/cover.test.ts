import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearPath, coverFraction, samplePoints } from "../../../module/engine/core/geometry/cover.ts";
import type { Point, Rect, Segment } from "../../../module/engine/core/geometry/shapes.ts";
import { buildWallIndex } from "../../../module/engine/core/geometry/wall-index.ts";
import { bruteForceWalls } from "../../../module/engine/core/geometry/walls.ts";
import { lcg, scene } from "./scenes.ts";

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });
const token = (x: number, y: number, size = 100): Rect => ({ x, y, width: size, height: size });

describe("samplePoints", () => {
  it("four inset corners and the centre", () => {
    expect(samplePoints(token(0, 0), 10)).toEqual([
      { x: 10, y: 10 },
      { x: 90, y: 10 },
      { x: 90, y: 90 },
      { x: 10, y: 90 },
      { x: 50, y: 50 },
    ]);
  });
  it("an inset past the centre collapses to the centre", () => {
    expect(new Set(samplePoints(token(0, 0), 80).map((p) => `${p.x},${p.y}`))).toEqual(new Set(["50,50"]));
  });
});

describe("coverFraction", () => {
  const attacker = samplePoints(token(0, 0), 5);
  const target = samplePoints(token(500, 0), 5);
  it("no walls: no cover", () => {
    const r = coverFraction(attacker, target, bruteForceWalls([]));
    expect(r).toEqual({ fraction: 0, lines: 5, blocked: 0, from: 0 });
  });
  it("a wall across the whole line of fire: every line blocked", () => {
    expect(coverFraction(attacker, target, bruteForceWalls([seg(300, -1000, 300, 1000)])).fraction).toBe(1);
  });
  it("a low wall covering the target's lower half blocks the lower samples only", () => {
    // A wall segment in front of the target from y = 60 down: the bottom corners (y = 95) are hidden from every
    // attacker point, the centre and the top corners are not.
    const walls = bruteForceWalls([seg(480, 60, 480, 400)]);
    const best = coverFraction(attacker, target, walls, "best");
    expect(best.fraction).toBe(2 / 5);
    const mean = coverFraction(attacker, target, walls, "mean");
    expect(mean.lines).toBe(25);
    expect(mean.from).toBe(-1);
    expect(mean.fraction).toBeGreaterThanOrEqual(best.fraction);
  });
  it("the attacker uses its clearest sample point", () => {
    // The wall hides the target from the attacker's upper samples but not its lower ones.
    const walls = bruteForceWalls([seg(200, -500, 200, 30)]);
    const r = coverFraction(attacker, target, walls);
    expect(r.fraction).toBe(0);
    expect([2, 3]).toContain(r.from);
  });
  it("needs samples on both sides", () => {
    expect(() => coverFraction([], target, bruteForceWalls([]))).toThrow(RangeError);
  });
  it("clearPath: no wall crosses the line between two centres", () => {
    const walls = bruteForceWalls([seg(150, 0, 150, 100)]);
    expect(clearPath({ x: 50, y: 50 }, { x: 250, y: 50 }, walls)).toBe(false);
    expect(clearPath({ x: 50, y: 50 }, { x: 50, y: 250 }, walls)).toBe(true);
  });
});

describe("wall index", () => {
  const coord = fc.oneof(fc.integer({ min: -20, max: 120 }), fc.double({ min: -20, max: 120, noNaN: true }));
  const point: fc.Arbitrary<Point> = fc.record({ x: coord, y: coord });
  const segment: fc.Arbitrary<Segment> = fc.oneof(
    fc.record({ a: point, b: point }),
    // axis-aligned and degenerate segments: the index's edge cases
    fc.tuple(point, coord).map(([a, y]) => ({ a, b: { x: a.x, y } })),
    fc.tuple(point, coord).map(([a, x]) => ({ a, b: { x, y: a.y } })),
    point.map((a) => ({ a, b: a })),
  );

  it("indexed == brute force, for any walls, query and bucket size", () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 40 }),
        fc.array(segment, { minLength: 1, maxLength: 10 }),
        fc.option(fc.double({ min: 0.5, max: 200, noNaN: true }), { nil: undefined }),
        (walls, queries, cellSize) => {
          const brute = bruteForceWalls(walls);
          const index = buildWallIndex(walls, cellSize === undefined ? {} : { cellSize });
          for (const q of queries) {
            expect(index.blockers(q)).toEqual(brute.blockers(q));
            expect(index.blocks(q)).toBe(brute.blocks(q));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("indexed cover == brute-force cover on a random 2,000-wall scene", () => {
    const walls = scene(2000, 4000, 7);
    const brute = bruteForceWalls(walls);
    const index = buildWallIndex(walls);
    const rnd = lcg(11);
    const attacker = samplePoints(token(2000, 2000), 10);
    for (let i = 0; i < 20; i++) {
      const target = samplePoints(token(rnd() * 3900, rnd() * 3900), 10);
      expect(coverFraction(attacker, target, index)).toEqual(coverFraction(attacker, target, brute));
    }
  });

  it("prunes: a short sight line tests a handful of the 2,000 walls", () => {
    const index = buildWallIndex(scene(2000, 4000, 3));
    expect(index.candidateCount(seg(1000, 1000, 1200, 1100))).toBeLessThan(100);
  });

  it("an empty scene blocks nothing", () => {
    expect(buildWallIndex([]).blocks(seg(0, 0, 10, 10))).toBe(false);
  });
  it("rejects a non-positive bucket size", () => {
    expect(() => buildWallIndex([], { cellSize: 0 })).toThrow(RangeError);
  });
});
