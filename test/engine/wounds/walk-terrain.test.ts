/**
 * A walk priced over its ground (module/engine/rulesets/wounds/movement/walk-terrain.ts; rules page decision 236).
 * Seed 004, Difficult Terrain: "Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of normal
 * movement. If multiple modifiers apply (such as wading through water with mud on the bottom), multiply them together
 * to determine the total cost."
 */
import { describe, expect, it } from "vitest";
import {
  difficultYards,
  legStretches,
  stretchesYards,
  type GroundMark,
} from "../../../module/engine/rulesets/wounds/movement/walk-terrain.ts";
import type { TerrainFactor } from "../../../module/engine/rulesets/wounds/movement/terrain.ts";

const mark = (at: number, ...factors: TerrainFactor[]): GroundMark => ({ at, factors });

describe('"Each yard of movement in difficult terrain costs 2, 3, 4, or more yards": each step at the ground it enters', () => {
  it.each([
    // yards, steps, marks (the ground up to each), the pool it uses
    ["open ground: the yards walked", 4, 4, [mark(1)], 4],
    ["all in mud: double", 3, 3, [mark(1, 2)], 6],
    ["into mud at squares 2 and 3 of 4 (edges at 1.5 and 3.5)", 4, 4, [mark(0.375), mark(0.875, 2), mark(1)], 6],
    ["out of mud: the step within it doubled, the steps out not", 3, 3, [mark(0.5, 2), mark(1)], 4],
    ["a GM's own factor (a harder climb: 'Can increase drastically')", 2, 2, [mark(1, 6)], 12],
    ["three diagonal squares are 4 yards (1 + 2 + 1), the last square in mud", 4, 3, [mark(0.8), mark(1, 2)], 5.333],
  ] as const)("%s", (_case, yards, steps, marks, pool) => {
    expect(stretchesYards(legStretches({ yards, steps, marks }))).toBeCloseTo(pool, 3);
  });

  it('"multiply them together": water ×2 over mud ×2, or the table\'s knee-high water and mud, are ×4', () => {
    expect(stretchesYards(legStretches({ yards: 1, steps: 1, marks: [mark(1, 4)] }))).toBe(4);
    expect(stretchesYards(legStretches({ yards: 1, steps: 1, marks: [mark(1, "kneeWater", "mud")] }))).toBe(4);
  });

  it("difficult terrain only ever costs more: a difficulty below 1 walks at 1", () => {
    expect(stretchesYards(legStretches({ yards: 2, steps: 2, marks: [mark(1, 0.5)] }))).toBe(2);
  });

  it("the difficult yards are named by multiplier, the largest first; open ground is not named", () => {
    const stretches = [
      ...legStretches({ yards: 2, steps: 2, marks: [mark(1, 2)] }),
      ...legStretches({ yards: 3, steps: 3, marks: [mark(0.34), mark(1, 3)] }),
    ];
    expect(difficultYards(stretches)).toEqual([
      { multiplier: 3, yards: 2 },
      { multiplier: 2, yards: 2 },
    ]);
    expect(difficultYards(legStretches({ yards: 2, steps: 2, marks: [mark(1)] }))).toEqual([]);
  });
});
