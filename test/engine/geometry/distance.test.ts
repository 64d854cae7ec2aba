import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiagonalRule } from "../../../module/engine/core/ruleset.ts";
import {
  footprintDistance,
  hexFootprint,
  squareFootprint,
  type Footprint,
} from "../../../module/engine/core/geometry/footprint.ts";
import {
  gridlessDistance,
  hexDistance,
  squareDistance,
  squareSpaces,
  type GridSpec,
} from "../../../module/engine/core/geometry/grid.ts";

describe("square grid diagonals", () => {
  it.each([
    // dx, dy, equidistant, alternating, exact
    [0, 0, 0, 0, 0],
    [3, 0, 3, 3, 3],
    [1, 1, 1, 1, Math.SQRT2],
    [2, 2, 2, 3, 2 * Math.SQRT2],
    [3, 3, 3, 4, 3 * Math.SQRT2],
    [4, 4, 4, 6, 4 * Math.SQRT2],
    [5, 2, 5, 6, Math.hypot(5, 2)],
    [-2, 3, 3, 4, Math.hypot(2, 3)],
  ])("(%i, %i): equidistant %d, alternating %d, exact %d", (dx, dy, eq, alt, exact) => {
    expect(squareSpaces(dx, dy, "equidistant")).toBe(eq);
    expect(squareSpaces(dx, dy, "alternating")).toBe(alt);
    expect(squareSpaces(dx, dy, "exact")).toBeCloseTo(exact, 12);
  });

  it('momentum: "1 m of movement allows you to move to a square … even if it is diagonal from you"', () => {
    expect(squareDistance({ col: 0, row: 0 }, { col: 1, row: 1 }, "equidistant")).toBe(1);
  });

  it('wounds: "count every second diagonal movement as 2 yards instead of 1" (1, 2, 1, 2 …)', () => {
    const costs = [1, 2, 3, 4].map((n) => squareSpaces(n, n, "alternating"));
    expect(costs).toEqual([1, 3, 4, 6]);
  });
});

describe("hex and gridless", () => {
  it("hex distance counts steps through neighbours (cube distance)", () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(0);
    for (const n of [
      { q: 1, r: 0 },
      { q: 1, r: -1 },
      { q: 0, r: -1 },
      { q: -1, r: 0 },
      { q: -1, r: 1 },
      { q: 0, r: 1 },
    ]) {
      expect(hexDistance({ q: 0, r: 0 }, n)).toBe(1);
    }
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: -1 })).toBe(2);
    expect(hexDistance({ q: -2, r: 3 }, { q: 2, r: -1 })).toBe(4);
  });
  it("gridless distance is euclidean over the grid size", () => {
    expect(gridlessDistance({ x: 0, y: 0 }, { x: 300, y: 400 }, 100)).toBe(5);
  });
});

describe("footprints", () => {
  const square: GridSpec = { kind: "square", diagonals: "equidistant" };
  it("two medium tokens side by side or diagonal are 1 space apart; sharing a space is 0", () => {
    const a = squareFootprint(0, 0, 1);
    expect(footprintDistance(a, squareFootprint(1, 0, 1), square)).toBe(1);
    expect(footprintDistance(a, squareFootprint(1, 1, 1), square)).toBe(1);
    expect(footprintDistance(a, squareFootprint(0, 0, 0.5), square)).toBe(0);
    expect(footprintDistance(a, squareFootprint(3, 0, 1), square)).toBe(3);
  });
  it("a large (2×2) token is 1 space from anything touching any of its sides", () => {
    const large = squareFootprint(0, 0, 2);
    expect(footprintDistance(large, squareFootprint(2, 1, 1), square)).toBe(1);
    expect(footprintDistance(large, squareFootprint(2, 2, 1), square)).toBe(1);
    expect(footprintDistance(large, squareFootprint(-1, 0, 1), square)).toBe(1);
    expect(footprintDistance(large, squareFootprint(4, 0, 1), square)).toBe(3);
  });
  it("alternating diagonals apply between the nearest cells", () => {
    const grid: GridSpec = { kind: "square", diagonals: "alternating" };
    expect(footprintDistance(squareFootprint(0, 0, 1), squareFootprint(2, 2, 1), grid)).toBe(3);
    expect(footprintDistance(squareFootprint(0, 0, 2), squareFootprint(3, 3, 1), grid)).toBe(3);
  });
  it("hex footprints: radius 1 is seven hexes, distance is nearest hex to nearest hex", () => {
    const big = hexFootprint({ q: 0, r: 0 }, 1);
    expect(big.kind === "hex" && big.cells.length).toBe(7);
    expect(footprintDistance(big, hexFootprint({ q: 3, r: 0 }, 0), { kind: "hex", orientation: "pointy" })).toBe(2);
  });
  it("gridless: centre to centre for one-space tokens, nearest edge-space centres for bigger ones", () => {
    const grid: GridSpec = { kind: "gridless" };
    const at = (x: number, y: number, size: number): Footprint => ({
      kind: "gridless",
      rect: { x, y, width: size, height: size },
    });
    expect(footprintDistance(at(0, 0, 1), at(1, 0, 1), grid)).toBe(1);
    expect(footprintDistance(at(0, 0, 1), at(3, 4, 1), grid)).toBe(5);
    expect(footprintDistance(at(0, 0, 2), at(2, 0, 1), grid)).toBe(1);
    expect(footprintDistance(at(0, 0, 0.5), at(0, 0, 1), grid)).toBeCloseTo(Math.hypot(0.25, 0.25), 12);
  });
  it("refuses footprints of another grid kind", () => {
    expect(() => footprintDistance(squareFootprint(0, 0, 1), hexFootprint({ q: 0, r: 0 }, 0), square)).toThrow(
      TypeError,
    );
  });
});

describe("distance properties per grid rule", () => {
  const cell = fc.record({ col: fc.integer({ min: -50, max: 50 }), row: fc.integer({ min: -50, max: 50 }) });
  const hex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
  const pt = fc.record({
    x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  });
  const rules: DiagonalRule[] = ["equidistant", "alternating", "exact"];

  for (const rule of rules) {
    // Alternating is the one rule that is not a metric: two separate single diagonals cost 1 + 1, one double
    // diagonal costs 3. It stays within one space of the triangle inequality (the carried half diagonal).
    const slack = rule === "alternating" ? 1 : 1e-9;
    it(`square/${rule}: zero on itself, symmetric, triangle inequality${rule === "alternating" ? " up to one space" : ""}`, () => {
      fc.assert(
        fc.property(cell, cell, cell, (a, b, c) => {
          expect(squareDistance(a, a, rule)).toBe(0);
          expect(squareDistance(a, b, rule)).toBe(squareDistance(b, a, rule));
          expect(squareDistance(a, c, rule)).toBeLessThanOrEqual(
            squareDistance(a, b, rule) + squareDistance(b, c, rule) + slack,
          );
        }),
      );
    });
  }

  it("square/alternating really needs the slack: (0,0)→(1,1)→(2,2) is 1 + 1 but (0,0)→(2,2) is 3", () => {
    expect(squareSpaces(2, 2, "alternating")).toBe(3);
  });

  it("hex: zero on itself, symmetric, triangle inequality", () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        expect(hexDistance(a, a)).toBe(0);
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it("gridless: zero on itself, symmetric, triangle inequality", () => {
    fc.assert(
      fc.property(pt, pt, pt, (a, b, c) => {
        expect(gridlessDistance(a, a, 100)).toBe(0);
        expect(gridlessDistance(a, b, 100)).toBe(gridlessDistance(b, a, 100));
        const tol = 1e-9 * (1 + gridlessDistance(a, c, 100));
        expect(gridlessDistance(a, c, 100)).toBeLessThanOrEqual(
          gridlessDistance(a, b, 100) + gridlessDistance(b, c, 100) + tol,
        );
      }),
    );
  });

  it("footprint distance is symmetric on every grid", () => {
    const sq = fc.record({
      col: fc.integer({ min: -20, max: 20 }),
      row: fc.integer({ min: -20, max: 20 }),
      size: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(sq, sq, fc.constantFrom(...rules), (p, q, rule) => {
        const grid: GridSpec = { kind: "square", diagonals: rule };
        const a = squareFootprint(p.col, p.row, p.size);
        const b = squareFootprint(q.col, q.row, q.size);
        expect(footprintDistance(a, b, grid)).toBe(footprintDistance(b, a, grid));
      }),
    );
  });
});
