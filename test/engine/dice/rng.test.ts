import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../module/engine/core/dice/rng.ts";

describe("seeded rng", () => {
  it("repeats exactly from the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 50; i++) {
          expect(a.next()).toBe(b.next());
          expect(a.die(20)).toBe(b.die(20));
        }
      }),
      { numRuns: 50 },
    );
  });

  it("gives different sequences for neighbouring seeds", () => {
    const a = Array.from(
      { length: 8 },
      (
        (rng) => () =>
          rng.die(1000)
      )(createRng(1)),
    );
    const b = Array.from(
      { length: 8 },
      (
        (rng) => () =>
          rng.die(1000)
      )(createRng(2)),
    );
    expect(a).not.toEqual(b);
  });

  it("next() is in [0, 1) and die(n) in 1..n", () => {
    const rng = createRng(42);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const faces = 1 + (i % 20);
      const face = rng.die(faces);
      expect(Number.isInteger(face) && face >= 1 && face <= faces).toBe(true);
    }
  });

  it("is close to uniform on a d20 (chi-square over 200 000 rolls)", () => {
    const rng = createRng(7);
    const counts = new Array<number>(20).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const face = rng.die(20);
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = n / 20;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: 43.8 is the 0.1 % critical value.
    expect(chi).toBeLessThan(43.8);
  });
});
