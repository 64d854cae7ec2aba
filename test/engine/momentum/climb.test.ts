import { describe, expect, it } from "vitest";
import {
  climbEnds,
  climbersOn,
  placeOnMount,
  type ClimbBody,
} from "../../../module/engine/rulesets/momentum/geometry/climb.ts";
import type { SizeCategory } from "../../../module/engine/rulesets/momentum/tables/size.ts";

/** A large mount on squares (2, 2)–(3, 3). */
const MOUNT = { id: "troll", box: { col: 2, row: 2, width: 2, height: 2 }, size: "large" as const };
const body = (id: string, col: number, row: number, climbing = true, size: SizeCategory = "medium"): ClimbBody => ({
  id,
  box: { col, row, width: 1, height: 1 },
  size,
  climbing,
});

describe('Climb on the battlefield: "you move with it if it moves" (decision 151)', () => {
  it('"You occupy a space that is also occupied by the target": the Climbing creatures on the mount\'s squares', () => {
    const bodies = [body("on", 3, 3), body("beside", 4, 3), body("standing", 2, 2, false)];
    expect(climbersOn(MOUNT, bodies)).toEqual(["on"]);
  });

  it('"at least one size category larger than you": a Large creature climbing a Large one is not carried', () => {
    expect(climbersOn(MOUNT, [body("peer", 2, 2, true, "large")])).toEqual([]);
    expect(climbersOn(MOUNT, [body("mouse", 2, 2, true, "tiny")])).toEqual(["mouse"]);
  });

  it("the mount itself is never its own climber", () => {
    expect(climbersOn(MOUNT, [{ ...MOUNT, climbing: true }])).toEqual([]);
  });
});

describe("what ends a climb: the climber's own move off its mount (decision 151)", () => {
  const climber = { id: "me", size: "medium" as const, climbing: true };
  const square = (col: number, row: number) => ({ col, row, width: 1, height: 1 });
  const bodies = [{ ...MOUNT, climbing: false }];

  it("a move off every creature it was on ends it", () => {
    expect(climbEnds(climber, square(3, 3), square(4, 4), bodies)).toBe(true);
  });

  it("a move across the mount's own squares keeps it", () => {
    expect(climbEnds(climber, square(2, 2), square(3, 3), bodies)).toBe(false);
  });

  it("a climber on no one where it started (its token not yet placed on the mount) keeps its status", () => {
    expect(climbEnds(climber, square(0, 0), square(1, 1), bodies)).toBe(false);
  });
});

describe('a won Climb: "You occupy a space that is also occupied by the target" (decision 159)', () => {
  const square = (col: number, row: number) => ({ col, row, width: 1, height: 1 });

  it("a climber beside the mount steps onto its nearest square", () => {
    expect(placeOnMount(square(1, 2), MOUNT.box)).toEqual({ col: 2, row: 2 });
    expect(placeOnMount(square(4, 4), MOUNT.box)).toEqual({ col: 3, row: 3 });
    expect(placeOnMount(square(3, 1), MOUNT.box)).toEqual({ col: 3, row: 2 });
  });

  it("a climber already on the mount's squares stays where it is", () => {
    expect(placeOnMount(square(3, 2), MOUNT.box)).toEqual({ col: 3, row: 2 });
  });

  it("a footprint as wide as the mount's lies on it whole", () => {
    expect(placeOnMount({ col: 0, row: 0, width: 2, height: 2 }, MOUNT.box)).toEqual({ col: 2, row: 2 });
  });
});
