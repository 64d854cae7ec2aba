import { describe, expect, it } from "vitest";
import { footprintDistance } from "../../../module/engine/core/geometry/footprint.ts";
import { bonusArc } from "../../../module/engine/rulesets/bonus/geometry/behind.ts";
import { energyArc } from "../../../module/engine/rulesets/energy/geometry/facing.ts";
import { GRID_TYPE, gridSpecOf, headingOf, hexAxial } from "../../../module/foundry/canvas/grid-spec.ts";
import { tokenFacts, type GridShape } from "../../../module/foundry/canvas/token-facts.ts";
import { metresPerUnit, toRulesetUnits } from "../../../module/foundry/canvas/units.ts";

describe("scene units → ruleset units", () => {
  it.each([
    [5, "ft", "ft", 5],
    [5, "feet", "ft", 5],
    [1, "m", "m", 1],
    [5, "ft", "m", 1.524],
    [1, "m", "ft", 3.2808],
    [1, "yd", "m", 0.9144],
    [2, "Meters", "ft", 6.5617],
    [1, "km", "m", 1000],
  ] as const)("%s %s is %s %s", (value, from, to, expected) => {
    expect(toRulesetUnits(value, from, to)).toBeCloseTo(expected, 3);
  });

  it("a scene in units Fray cannot read is taken to measure in the ruleset's unit", () => {
    expect(metresPerUnit("squares")).toBeUndefined();
    expect(toRulesetUnits(7, "squares", "m")).toBe(7);
    expect(toRulesetUnits(7, "", "ft")).toBe(7);
  });
});

describe("grid types and rotation", () => {
  it("maps v13 grid types to the engine's grids, with the ruleset's diagonal rule", () => {
    expect(gridSpecOf(GRID_TYPE.square, "equidistant")).toEqual({ kind: "square", diagonals: "equidistant" });
    expect(gridSpecOf(GRID_TYPE.hexOddR, "equidistant")).toEqual({ kind: "hex", orientation: "pointy" });
    expect(gridSpecOf(GRID_TYPE.hexEvenQ, "equidistant")).toEqual({ kind: "hex", orientation: "flat" });
    expect(gridSpecOf(GRID_TYPE.gridless, "exact")).toEqual({ kind: "gridless" });
  });

  it("rotation 0 faces south (Foundry's vision cone), and turns clockwise", () => {
    const square = gridSpecOf(GRID_TYPE.square, "equidistant");
    expect(headingOf(0, square)).toBe(90);
    expect(headingOf(90, square)).toBe(180);
    expect(headingOf(180, square)).toBe(270);
    expect(headingOf(270, square)).toBe(0);
    // Snapped to the grid: a square token at rotation 50 faces the diagonal, a gridless token keeps its angle.
    expect(headingOf(50, square)).toBe(135);
    expect(headingOf(50, gridSpecOf(GRID_TYPE.gridless, "exact"))).toBe(140);
  });

  it.each([GRID_TYPE.hexOddR, GRID_TYPE.hexEvenR, GRID_TYPE.hexOddQ, GRID_TYPE.hexEvenQ])(
    "hex offsets of type %s: every Foundry neighbour is one hex away",
    (type) => {
      const grid = gridSpecOf(type, "equidistant");
      for (const centre of [
        { i: 4, j: 4 },
        { i: 5, j: 5 },
      ]) {
        const rowHexes = type === GRID_TYPE.hexOddR || type === GRID_TYPE.hexEvenR;
        const shove = rowHexes ? centre.i : centre.j;
        const odd = (shove & 1) === 1;
        const shifted = (type === GRID_TYPE.hexOddR || type === GRID_TYPE.hexOddQ) === odd ? 1 : -1;
        const neighbours = rowHexes
          ? [
              [0, -1],
              [0, 1],
              [-1, 0],
              [-1, shifted],
              [1, 0],
              [1, shifted],
            ]
          : [
              [-1, 0],
              [1, 0],
              [0, -1],
              [shifted, -1],
              [0, 1],
              [shifted, 1],
            ];
        const at = hexAxial(centre, type);
        for (const [di, dj] of neighbours as [number, number][]) {
          const n = hexAxial({ i: centre.i + di, j: centre.j + dj }, type);
          const here = { kind: "hex" as const, cells: [at] };
          expect(footprintDistance(here, { kind: "hex", cells: [n] }, grid)).toBe(1);
        }
      }
    },
  );
});

const SQUARE: GridShape = { type: GRID_TYPE.square, size: 100, distance: 5, units: "ft" };

describe("token facts", () => {
  it("a 2×2 token on a square grid covers four cells and measures edge to edge", () => {
    const spec = gridSpecOf(SQUARE.type, "equidistant");
    const ogre = tokenFacts({ id: "o", x: 200, y: 200, width: 2, height: 2, rotation: 0, offsets: [] }, SQUARE, spec);
    const pc = tokenFacts({ id: "p", x: 400, y: 300, width: 1, height: 1, rotation: 0, offsets: [] }, SQUARE, spec);
    expect(ogre.rect).toEqual({ x: 200, y: 200, width: 200, height: 200 });
    expect(ogre.centre).toEqual({ x: 300, y: 300 });
    expect(footprintDistance(ogre.footprint, pc.footprint, spec)).toBe(1);
  });
});

describe("facing cells from token rotation", () => {
  const square = gridSpecOf(GRID_TYPE.square, "equidistant");
  // A token facing east (rotation 270) at the origin cell's centre; neighbours one cell (100 px) away.
  const heading = headingOf(270, square);
  const cell = (dx: number, dy: number) => ({ x: dx * 100, y: dy * 100 });

  it("energy, square grid: 'the 3 squares in front of you and the half of the 2 beside you'", () => {
    const arcs = [
      [1, -1],
      [1, 0],
      [1, 1],
      [0, -1],
      [0, 1],
      [-1, -1],
      [-1, 0],
      [-1, 1],
    ].map(([dx, dy]) => energyArc({ x: 0, y: 0 }, heading, cell(dx ?? 0, dy ?? 0)));
    expect(arcs).toEqual(["front", "front", "front", "front", "front", "rear", "rear", "rear"]);
  });

  it("energy, hex grid: 'you face the 3 hexes in front of you (not facing the 3 behind you)'", () => {
    const hex = gridSpecOf(GRID_TYPE.hexOddR, "equidistant");
    // Rotation 280 is 10° past east; on pointy-top hexes it snaps to the east neighbour.
    const east = headingOf(280, hex);
    expect(east).toBe(0);
    const around = [0, 60, 120, 180, 240, 300].map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return energyArc({ x: 0, y: 0 }, east, { x: Math.cos(rad) * 100, y: Math.sin(rad) * 100 });
    });
    // Neighbours at 0°, 60° and 300° (−60°) are in front; 120°, 180° and 240° behind.
    expect(around).toEqual(["front", "front", "rear", "rear", "rear", "front"]);
  });

  it("bonus: front, sides and behind around a token facing south (rotation 0)", () => {
    const south = headingOf(0, square);
    expect(bonusArc({ x: 0, y: 0 }, south, cell(0, 1))).toBe("front");
    expect(bonusArc({ x: 0, y: 0 }, south, cell(1, 0))).toBe("side");
    expect(bonusArc({ x: 0, y: 0 }, south, cell(0, -1))).toBe("rear");
  });
});
