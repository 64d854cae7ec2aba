/**
 * A token move's length in a ruleset's unit (module/foundry/canvas/move-length.ts), and the `wounds` walk's whole
 * yards (rules page wounds.md decision 161). Seed 004: "If you are using a square grid, count every second diagonal
 * movement as 2 yards instead of 1."
 */
import { describe, expect, it } from "vitest";
import { GRID_TYPE } from "../../../module/foundry/canvas/grid-spec.ts";
import { moveLength, spacesMoved } from "../../../module/foundry/canvas/move-length.ts";
import type { GridShape } from "../../../module/foundry/canvas/token-facts.ts";
import { wholeYards } from "../../../module/foundry/rulesets/wounds/combat/token-move.ts";

const square = (distance: number, units: string): GridShape => ({ type: GRID_TYPE.square, size: 100, distance, units });
const YARDS = { diagonals: "alternating", unit: "yd" } as const;
const at = (col: number, row: number) => ({ x: col * 100, y: row * 100 });

describe("spaces moved on a square grid, by the ruleset's diagonal rule", () => {
  it.each([
    ["3 squares straight", at(3, 0), "alternating", 3],
    ["1 diagonal: the first counts 1", at(1, 1), "alternating", 1],
    ["2 diagonals: the second counts 2", at(2, 2), "alternating", 3],
    ["3 diagonals", at(3, 3), "alternating", 4],
    ["2 across, 5 down", at(2, 5), "alternating", 6],
    ["3 diagonals, each 1 (equidistant)", at(3, 3), "equidistant", 3],
  ] as const)("%s", (_, to, rule, spaces) => {
    expect(spacesMoved(square(1, "yd"), rule, at(0, 0), to)).toBe(spaces);
  });

  it("a grid without a size measures nothing", () => {
    expect(spacesMoved({ ...square(1, "yd"), size: 0 }, "alternating", at(0, 0), at(1, 0))).toBeUndefined();
  });
});

describe("hex and gridless scenes count the straight line", () => {
  it("a hex scene rounds to whole spaces; a gridless one keeps the fraction", () => {
    const hex: GridShape = { type: GRID_TYPE.hexOddR, size: 100, distance: 1, units: "yd" };
    const gridless: GridShape = { type: GRID_TYPE.gridless, size: 100, distance: 1, units: "yd" };
    expect(spacesMoved(hex, "alternating", { x: 0, y: 0 }, { x: 290, y: 0 })).toBe(3);
    expect(spacesMoved(gridless, "alternating", { x: 0, y: 0 }, { x: 250, y: 0 })).toBe(2.5);
  });
});

describe("the length in the ruleset's unit, and the yards a walk uses", () => {
  it("4 squares of 5 ft are 6⅔ yards: 7 whole yards of the pool", () => {
    const length = moveLength(square(5, "ft"), YARDS, at(0, 0), at(4, 0));
    expect(length).toBeCloseTo(20 / 3, 6);
    expect(wholeYards(length ?? 0)).toBe(7);
  });

  it("3 squares of 5 ft are exactly 5 yards (the conversion's float noise is not a part-yard)", () => {
    expect(wholeYards(moveLength(square(5, "ft"), YARDS, at(0, 0), at(3, 0)) ?? 0)).toBe(5);
  });

  it("a scene in yards: 2 diagonals are 3 yards", () => {
    expect(moveLength(square(1, "yd"), YARDS, at(0, 0), at(2, 2))).toBe(3);
  });
});
