import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { wilsonInterval } from "../../../module/engine/sim/interval.ts";

describe("wilsonInterval (95 %)", () => {
  it("matches the textbook Wilson score interval", () => {
    // 50 of 100: 0.5 ± 0.0962 → [0.4038, 0.5962]; 0 of 10: [0, 0.2775]; 10 of 10: [0.7225, 1].
    const half = wilsonInterval(50, 100);
    expect(half.p).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).low).toBeCloseTo(0.7225, 4);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });

  it("says nothing is known without trials", () => {
    expect(wilsonInterval(0, 0)).toEqual({ p: 0, low: 0, high: 1 });
  });

  it("always holds the observed rate inside [0, 1], and narrows with more trials", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, q) => {
        const k = Math.round(q * n);
        const i = wilsonInterval(k, n);
        const more = wilsonInterval(4 * k, 4 * n);
        expect(0 <= i.low && i.low <= i.p && i.p <= i.high && i.high <= 1).toBe(true);
        expect(more.high - more.low).toBeLessThanOrEqual(i.high - i.low + 1e-12);
      }),
    );
  });
});
