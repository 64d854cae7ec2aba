import { describe, expect, it } from "vitest";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { chooseTarget } from "../../../module/engine/sim/target.ts";

describe("chooseTarget (the policies' shared targeting)", () => {
  const left = [5, 2, 0, 7, 2];
  const up = (i: number) => left[i] !== 0;
  const remaining = (i: number) => left[i] ?? 0;

  it("focuses the standing enemy with the least left, the first of them on a tie, without drawing", () => {
    const rng = createRng(1);
    expect(chooseTarget([0, 1, 2, 3, 4], up, remaining, true, rng)).toBe(1);
    expect(rng.next()).toBe(createRng(1).next());
  });

  it("picks a standing enemy at random without focus, every standing one in time, with one draw", () => {
    const picks = new Set(
      Array.from({ length: 60 }, (_, s) => chooseTarget([0, 1, 2, 3, 4], up, remaining, false, createRng(s))),
    );
    expect(picks).toEqual(new Set([0, 1, 3, 4]));
    const rng = createRng(9);
    const expected = [0, 1, 3, 4][Math.floor(createRng(9).next() * 4)];
    expect(chooseTarget([0, 1, 2, 3, 4], up, remaining, false, rng)).toBe(expected);
  });

  it("finds nobody when nobody stands, and then draws nothing", () => {
    const rng = createRng(3);
    expect(chooseTarget([2], up, remaining, true, rng)).toBeUndefined();
    expect(chooseTarget([2], up, remaining, false, rng)).toBeUndefined();
    expect(rng.next()).toBe(createRng(3).next());
  });
});
