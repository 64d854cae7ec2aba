import { describe, expect, it } from "vitest";
import { squareFootprint } from "../../../module/engine/core/geometry/footprint.ts";
import { momentum } from "../../../module/engine/rulesets/momentum/index.ts";
import { missTakers, type PlacedCreature } from "../../../module/engine/rulesets/momentum/defense/miss-takers.ts";
import type { SizeCategory } from "../../../module/engine/rulesets/momentum/tables/size.ts";

const grid = { kind: "square", diagonals: momentum.grid.diagonals } as const;

/** A creature on square (col, row) of 1 m squares, one square wide. */
function at(id: string, col: number, row: number, extra: Partial<PlacedCreature> = {}): PlacedCreature {
  return {
    id,
    rect: { x: col, y: row, width: 1, height: 1 },
    centre: { x: col + 0.5, y: row + 0.5 },
    footprint: squareFootprint(col, row, 1),
    size: "medium",
    takingCover: false,
    climbing: false,
    ...extra,
  };
}
const sized = (size: SizeCategory) => ({ size });

describe("who a miss may strike instead", () => {
  const attacker = at("a", 0, 0);
  const target = at("t", 4, 0);

  it('"all attacks that miss you target the creature in front of you instead": the one on the line nearest the target', () => {
    expect(missTakers(attacker, target, [at("far", 1, 0), at("near", 3, 0)], grid)).toEqual(["near"]);
    expect(missTakers(attacker, target, [at("aside", 2, 2)], grid)).toEqual([]);
  });

  it('"a creature of the same size category or bigger": a smaller one, or one of its size Taking Cover, takes none', () => {
    expect(missTakers(attacker, target, [at("small", 2, 0, sized("small"))], grid)).toEqual([]);
    expect(missTakers(attacker, target, [at("crouched", 2, 0, { takingCover: true })], grid)).toEqual([]);
    expect(missTakers(attacker, target, [at("big", 2, 0, { ...sized("large"), takingCover: true })], grid)).toEqual([
      "big",
    ]);
  });

  it('Climb: "misses targets the creature you have climbed onto instead": the larger one sharing its space', () => {
    const climber = at("t", 4, 0, { climbing: true });
    const mount = at("mount", 4, 0, sized("large"));
    expect(missTakers(attacker, climber, [mount, at("next", 5, 0, sized("large"))], grid)).toContain("mount");
    expect(missTakers(attacker, climber, [mount], grid)).not.toContain("next");
    // "at least one size category larger than you": a smaller creature in the same space is no mount.
    expect(missTakers(attacker, climber, [at("mouse", 4, 0, sized("tiny"))], grid)).toEqual([]);
  });

  it("the attacker never takes its own miss, even when the climber climbs on it", () => {
    const mount = at("a", 4, 0, sized("large"));
    expect(missTakers(mount, at("t", 4, 0, { climbing: true }), [mount], grid)).toEqual([]);
  });
});
