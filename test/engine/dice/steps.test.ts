import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIE_LADDER, isLadderDie, stepDie } from "../../../module/engine/core/dice/steps.ts";

describe("die ladder d4 … d20", () => {
  it("is d4, d6, d8, d10, d12, d20", () => {
    expect(DIE_LADDER).toEqual([4, 6, 8, 10, 12, 20]);
  });

  it.each([
    // from, steps, to, clamped
    [10, -1, 8, null],
    [10, -2, 6, null],
    [10, -3, 4, null],
    [10, -4, 4, "floor"],
    [4, -1, 4, "floor"],
    [10, 1, 12, null],
    [10, 2, 20, null],
    [10, 3, 20, "ceiling"],
    [20, 1, 20, "ceiling"],
    [12, 0, 12, null],
    [6, 4, 20, null],
    [6, 5, 20, "ceiling"],
    [20, -5, 4, null],
  ] as const)("d%i moved %i steps is d%i (clamped: %s)", (from, steps, to, clamped) => {
    const result = stepDie(from, steps, "test");
    expect(result.faces).toBe(to);
    expect(result.clamped).toBe(clamped);
    expect(result.audit).toEqual({ type: "step", source: "test", steps, from, to, clamped });
  });

  it("reports how many steps were actually applied", () => {
    expect(stepDie(10, -5, "x").applied).toBe(-3);
    expect(stepDie(12, 4, "x").applied).toBe(1);
  });

  it("refuses dice that are not on the ladder", () => {
    expect(() => stepDie(7, 1, "x")).toThrow(RangeError);
    expect(() => stepDie(10, 0.5, "x")).toThrow(RangeError);
    expect(isLadderDie(100)).toBe(false);
  });

  it("never leaves the ladder, whatever the steps (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIE_LADDER), fc.integer({ min: -20, max: 20 }), (faces, steps) => {
        const result = stepDie(faces, steps, "p");
        expect(isLadderDie(result.faces)).toBe(true);
        expect(result.faces).toBeGreaterThanOrEqual(4);
        expect(result.faces).toBeLessThanOrEqual(20);
        expect(result.clamped === null).toBe(result.applied === steps);
      }),
    );
  });
});
