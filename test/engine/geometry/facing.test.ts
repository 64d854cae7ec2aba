import { describe, expect, it } from "vitest";
import { bandOf, checkBands } from "../../../module/engine/core/geometry/bands.ts";
import { arcOf, FRONT_HALF, offHeading, snapHeading } from "../../../module/engine/core/geometry/facing.ts";
import { angleBetween, bearing, type Point } from "../../../module/engine/core/geometry/shapes.ts";

const origin: Point = { x: 0, y: 0 };
/** The eight neighbours of a square, by (dx, dy) in cells. */
const squareNeighbours: [number, number][] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
/** Pointy-top hex neighbour centres (unit spacing) at 0°, 60° … 300°. */
const hexNeighbours = [0, 60, 120, 180, 240, 300].map((deg): Point => ({
  x: Math.cos((deg * Math.PI) / 180),
  y: Math.sin((deg * Math.PI) / 180),
}));

describe("bearings", () => {
  it("0 = east, 90 = south on screen (y down), in [0, 360)", () => {
    expect(bearing(origin, { x: 1, y: 0 })).toBe(0);
    expect(bearing(origin, { x: 0, y: 1 })).toBe(90);
    expect(bearing(origin, { x: -1, y: 0 })).toBe(180);
    expect(bearing(origin, { x: 0, y: -1 })).toBe(270);
    expect(angleBetween(350, 10)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
  });
});

describe("energy front half (seed 001)", () => {
  it('square: "you face the 3 squares in front of you and the half of the 2 beside you … counted as facing it (not facing the 3 behind you)"', () => {
    const arcs = squareNeighbours.map(([dx, dy]) => arcOf(origin, 0, { x: dx, y: dy }, FRONT_HALF));
    // heading east: E, SE, NE in front; S and N beside (counted as faced); W, SW, NW behind.
    expect(arcs).toEqual(["front", "front", "front", "rear", "rear", "rear", "front", "front"]);
    expect(arcs.filter((a) => a === "rear")).toHaveLength(3);
  });
  it('square, facing a diagonal: still five faced and "the 3 behind" not faced', () => {
    const arcs = squareNeighbours.map(([dx, dy]) => arcOf(origin, 45, { x: dx, y: dy }, FRONT_HALF));
    expect(arcs.filter((a) => a === "front")).toHaveLength(5);
    expect(arcs.filter((a) => a === "rear")).toHaveLength(3);
  });
  it('hex: "you face the 3 hexes in front of you (not facing the 3 behind you)"', () => {
    const arcs = hexNeighbours.map((p) => arcOf(origin, 0, p, FRONT_HALF));
    expect(arcs).toEqual(["front", "front", "rear", "rear", "rear", "front"]);
  });
  it("gridless: front half is 180°, inclusive at its edge", () => {
    expect(arcOf(origin, 0, { x: 0, y: 10 }, FRONT_HALF)).toBe("front");
    expect(arcOf(origin, 0, { x: -0.001, y: 10 }, FRONT_HALF)).toBe("rear");
    expect(offHeading(origin, 90, { x: 0, y: -5 })).toBe(180);
  });
  it("a point on the creature itself counts as in front", () => {
    expect(arcOf(origin, 0, origin, FRONT_HALF)).toBe("front");
  });
  it("three arcs: front, side, rear", () => {
    const spec = { frontUpTo: 45, rearBeyond: 90 };
    const arcs = squareNeighbours.map(([dx, dy]) => arcOf(origin, 0, { x: dx, y: dy }, spec));
    expect(arcs).toEqual(["front", "front", "side", "rear", "rear", "rear", "side", "front"]);
  });
});

describe("snapHeading", () => {
  it("snaps to 8 square directions, 6 hex directions per orientation, and passes gridless through", () => {
    expect(snapHeading(30, { kind: "square", diagonals: "equidistant" })).toBe(45);
    expect(snapHeading(350, { kind: "square", diagonals: "equidistant" })).toBe(0);
    expect(snapHeading(35, { kind: "hex", orientation: "pointy" })).toBe(60);
    expect(snapHeading(35, { kind: "hex", orientation: "flat" })).toBe(30);
    expect(snapHeading(-30, { kind: "gridless" })).toBe(330);
  });
});

describe("range bands", () => {
  const trio = [
    { id: "close", upTo: 5 },
    { id: "normal", upTo: 30 },
    { id: "far", upTo: 120 },
  ] as const;
  it('energy (5/30/120): "within the first number" inclusive, out of range past the last', () => {
    expect(bandOf(0, trio)).toBe("close");
    expect(bandOf(5, trio)).toBe("close");
    expect(bandOf(5.01, trio)).toBe("normal");
    expect(bandOf(30, trio)).toBe("normal");
    expect(bandOf(31, trio)).toBe("far");
    expect(bandOf(120, trio)).toBe("far");
    expect(bandOf(121, trio)).toBeUndefined();
  });
  it("rejects bands out of order", () => {
    expect(() => {
      checkBands(trio);
    }).not.toThrow();
    expect(() => {
      checkBands([
        { id: "a", upTo: 5 },
        { id: "b", upTo: 5 },
      ]);
    }).toThrow(RangeError);
  });
});
