import { describe, expect, it } from "vitest";
import { point } from "../../../../module/engine/core/geometry/shapes.ts";
import { attackedFromBehind, isFacing } from "../../../../module/engine/rulesets/energy/geometry/facing.ts";
import { adjustTrio, rangeBand } from "../../../../module/engine/rulesets/energy/geometry/range.ts";
import {
  effectiveReach,
  movesThroughReach,
  withinReach,
} from "../../../../module/engine/rulesets/energy/geometry/reach.ts";
import { trio } from "../../../../module/engine/rulesets/energy/gear.ts";

const o = point(0, 0);

describe("facing", () => {
  it('square grid: "you face the 3 squares in front of you and the half of the 2 beside you … you are counted as facing it"', () => {
    // Facing east (0°): the three squares to the east and the two beside are faced; the three behind are not.
    const faced = [point(1, -1), point(1, 0), point(1, 1), point(0, -1), point(0, 1)];
    const behind = [point(-1, -1), point(-1, 0), point(-1, 1)];
    for (const p of faced) expect(isFacing(o, 0, p)).toBe(true);
    for (const p of behind) expect(isFacing(o, 0, p)).toBe(false);
  });

  it('"You are always facing half the area around you": facing a diagonal, still the 3 in front and the 2 beside', () => {
    const faced = [point(1, 0), point(1, 1), point(0, 1), point(-1, 1), point(1, -1)];
    const behind = [point(-1, 0), point(-1, -1), point(0, -1)];
    for (const p of faced) expect(isFacing(o, 45, p)).toBe(true);
    for (const p of behind) expect(isFacing(o, 45, p)).toBe(false);
  });

  it('hex grid: "you face the 3 hexes in front of you (not facing the 3 behind you)"', () => {
    const at = (deg: number) => point(Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180));
    expect([0, 60, 120, 180, 240, 300].map((d) => isFacing(o, 0, at(d)))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('"If you are attacked from where you are not facing" — "You normally can\'t attack creatures you aren\'t facing"', () => {
    expect(attackedFromBehind(o, 0, point(-3, 1))).toBe(true);
    expect(attackedFromBehind(o, 180, point(-3, 1))).toBe(false);
  });
});

describe("range trio", () => {
  it('"(5/30/120)": Advantage within 5 m, Disadvantage over 30 m, 120 m the maximum', () => {
    const r = trio(5, 30, 120);
    expect([0, 5, 6, 30, 31, 120, 121].map((d) => rangeBand(d, r))).toEqual([
      "advantage",
      "advantage",
      "normal",
      "normal",
      "disadvantage",
      "disadvantage",
      "outOfRange",
    ]);
  });

  it('"Range values come in a trio": adjusting one never goes below 0 nor out of order', () => {
    expect(adjustTrio(trio(2, 4, 8), trio(-3, -10, -60))).toEqual(trio(0, 0, 0));
    expect(adjustTrio(trio(1, 3, 6), trio(1, 4, 8))).toEqual(trio(2, 7, 14));
  });
});

describe("reach", () => {
  it('"Unarmed attacks are melee attacks with Reach0": an adjacent space; Reach 1 one further', () => {
    expect(withinReach(1, 0)).toBe(true);
    expect(withinReach(2, 0)).toBe(false);
    expect(withinReach(2, 1)).toBe(true);
  });

  it('"Huge (and larger) creatures have +1 Reach and Tiny (or smaller) creatures have -1 Reach"', () => {
    expect(effectiveReach(0, "huge")).toBe(1);
    expect(effectiveReach(0, "tiny")).toBe(-1);
    expect(withinReach(0, -1)).toBe(true);
    expect(withinReach(1, -1)).toBe(false);
  });

  it('"When a creature moves through your maximum Reach"', () => {
    expect(movesThroughReach([4, 3, 2, 3, 4], 1)).toBe(true);
    expect(movesThroughReach([4, 3, 3, 4], 1)).toBe(false);
  });
});
