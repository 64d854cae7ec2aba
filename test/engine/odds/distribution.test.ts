import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainDistribution, TRUNCATION_THRESHOLD } from "../../../module/engine/core/odds/chain.ts";
import { probabilityBeats } from "../../../module/engine/core/odds/compare.ts";
import {
  convolve,
  mean,
  negate,
  probabilityAbove,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityOf,
  totalMass,
  uniformDie,
  type Distribution,
} from "../../../module/engine/core/odds/distribution.ts";
import { keepDistribution } from "../../../module/engine/core/odds/keep.ts";
import { requestDistribution, successProbability } from "../../../module/engine/core/odds/request.ts";
import { burst, d, request, requestArb } from "../dice/fixtures.ts";

const close = (a: number, b: number, eps = 1e-12) => {
  expect(Math.abs(a - b)).toBeLessThan(eps);
};

/** Brute force: enumerate every combination of die values (small supports only). */
function bruteKeep(die: Distribution, n: number, k: number, mode: "highest" | "lowest"): Map<number, number> {
  const out = new Map<number, number>();
  const idx = new Array<number>(n).fill(0);
  const len = die.p.length;
  for (;;) {
    const values = idx.map((i) => die.min + i).sort((a, b) => (mode === "highest" ? b - a : a - b));
    const sum = values.slice(0, k).reduce((s, v) => s + v, 0);
    const p = idx.reduce((prod, i) => prod * (die.p[i] ?? 0), 1);
    out.set(sum, (out.get(sum) ?? 0) + p);
    let j = 0;
    while (j < n && (idx[j] = (idx[j] ?? 0) + 1) >= len) idx[j++] = 0;
    if (j === n) break;
  }
  return out;
}

describe("exact distributions", () => {
  it("a d6: P(≥ 4) = 1/2, P(> 4) = 1/3, P(≤ 2) = 1/3", () => {
    const die = uniformDie(6);
    close(probabilityAtLeast(die, 4), 0.5);
    close(probabilityAbove(die, 4), 1 / 3);
    close(probabilityAtMost(die, 2), 1 / 3);
    close(probabilityAtLeast(die, -3), 1);
    close(probabilityAtLeast(die, 7), 0);
  });

  it("2d6: P(7) = 6/36 and the mean is 7", () => {
    const dist = requestDistribution(request([d("a", 2, 6)]));
    close(probabilityOf(dist, 7), 6 / 36);
    close(mean(dist), 7);
  });

  it("a bursting d10: 10 never stands alone, 11 is 1/100, 21 is 1/1000", () => {
    const dist = chainDistribution({ faces: 10, on: 10, cap: 100 });
    close(probabilityOf(dist, 10), 0);
    close(probabilityOf(dist, 11), 1 / 100);
    close(probabilityOf(dist, 20), 0);
    close(probabilityOf(dist, 21), 1 / 1000);
    close(probabilityAtLeast(dist, 11), 0.1, 1e-9);
    expect(dist.truncated).toBeGreaterThan(0);
    expect(dist.truncated).toBeLessThan(TRUNCATION_THRESHOLD);
    close(totalMass(dist), 1 - dist.truncated);
  });

  it("a capped chain has no truncated tail: 1d4 exploding once", () => {
    const dist = chainDistribution({ faces: 4, on: 4, cap: 1 });
    expect(dist.truncated).toBe(0);
    close(probabilityOf(dist, 8), 1 / 16);
    close(probabilityOf(dist, 4), 0);
    close(totalMass(dist), 1);
  });

  it("d20 advantage: P(≥ 11) = 1 − (1/2)²; disadvantage: (1/2)²", () => {
    const adv = requestDistribution(request([d("a", 1, 20, { edge: "advantage" })]));
    const dis = requestDistribution(request([d("a", 1, 20, { edge: "disadvantage" })]));
    close(probabilityAtLeast(adv, 11), 0.75);
    close(probabilityAtLeast(dis, 11), 0.25);
    close(probabilityOf(adv, 20), 39 / 400);
  });

  it("4d6 keep highest 3: P(18) = 21/1296, P(3) = 1/1296, mean 15869/1296", () => {
    const dist = requestDistribution(request([d("k", 4, 6, { keep: { mode: "highest", count: 3 } })]));
    close(probabilityOf(dist, 18), 21 / 1296);
    close(probabilityOf(dist, 3), 1 / 1296);
    close(mean(dist), 15869 / 1296, 1e-10);
  });

  it("keep highest/lowest matches brute-force enumeration (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 6),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom("highest" as const, "lowest" as const),
        fc.boolean(),
        (faces, n, mode, exploding) => {
          const die = exploding ? chainDistribution({ faces, on: faces, cap: 2 }) : uniformDie(faces);
          if (die.p.length ** n > 200_000) return;
          for (let k = 1; k < n; k++) {
            const exact = keepDistribution(die, n, k, mode);
            for (const [sum, p] of bruteKeep(die, n, k, mode)) close(probabilityOf(exact, sum), p, 1e-12);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a negative group mirrors: −1d6 runs from −6 to −1", () => {
    const dist = requestDistribution(request([d("n", 1, 6, { negative: true })]));
    expect(dist.min).toBe(-6);
    close(probabilityAtMost(dist, -4), 0.5);
    expect(negate(negate(uniformDie(6)))).toEqual(uniformDie(6));
  });

  it("the sliding-window convolution of a plain die equals the direct sum", () => {
    const bonus = chainDistribution({ faces: 10, on: 10, cap: 100 });
    const fast = convolve(uniformDie(20), bonus);
    for (let total = fast.min; total < fast.min + fast.p.length; total++) {
      let direct = 0;
      for (let face = 1; face <= 20; face++) direct += probabilityOf(bonus, total - face) / 20;
      close(probabilityOf(fast, total), direct, 1e-15);
    }
  });

  it("success against a target: d20 must exceed 15 (5/20) or meet 15 (6/20)", () => {
    close(successProbability(request([d("a", 1, 20)], { target: { kind: "exceed", value: 15 } })), 0.25);
    close(successProbability(request([d("a", 1, 20)], { target: { kind: "meet", value: 15 } })), 0.3);
    expect(() => successProbability(request([d("a", 1, 20)]))).toThrow(RangeError);
  });

  it("opposed d6 vs d6: attacker wins ties 21/36, defender wins ties 15/36", () => {
    const d6 = uniformDie(6);
    close(probabilityBeats(d6, d6, "attacker"), 21 / 36);
    close(probabilityBeats(d6, d6, "defender"), 15 / 36);
  });

  it("modifiers shift the total, fractions included", () => {
    const dist = requestDistribution(request([d("a", 1, 6)], { modifiers: [{ source: "m", value: 2.5 }] }));
    close(probabilityAtLeast(dist, 6), 0.5);
    close(probabilityAbove(dist, 5.5), 0.5);
  });
});

describe("odds properties", () => {
  it("every distribution sums to 1 − truncated mass, and the truncated mass is tiny", () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const dist = requestDistribution(req);
        close(totalMass(dist), 1 - dist.truncated, 1e-9);
        expect(dist.truncated).toBeLessThan(1e-7);
        for (const p of dist.p) expect(p).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it("P(at least n) never increases with n", () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const dist = requestDistribution(req);
        let previous = Number.POSITIVE_INFINITY;
        for (let n = dist.min - 1; n <= dist.min + dist.p.length + 1; n++) {
          const p = probabilityAtLeast(dist, n);
          expect(p).toBeLessThanOrEqual(previous + 1e-15);
          previous = p;
        }
      }),
      { numRuns: 150 },
    );
  });

  it("beats with ties to the attacker ≥ beats with ties to the defender, and the two sides add up", () => {
    fc.assert(
      fc.property(requestArb, requestArb, (a, b) => {
        const attack = requestDistribution(a);
        const defense = requestDistribution(b);
        const attackerTies = probabilityBeats(attack, defense, "attacker");
        const defenderTies = probabilityBeats(attack, defense, "defender");
        expect(attackerTies).toBeGreaterThanOrEqual(defenderTies - 1e-15);
        const mass = (1 - attack.truncated) * (1 - defense.truncated);
        close(attackerTies + probabilityBeats(defense, attack, "defender"), mass, 1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it("answers a warm query (1d20 + up to 4 bursting d10 with advantage) well under 20 µs (median)", () => {
    const queries = [1, 2, 3, 4].flatMap((n) =>
      (["advantage", "disadvantage", "normal"] as const).map((edge) =>
        request([d("action", 1, 20), d("bonus", n, 10, { explode: burst(10), edge })], {
          target: { kind: "exceed", value: 15 + n },
        }),
      ),
    );
    for (const q of queries) successProbability(q);
    const times: number[] = [];
    for (let rep = 0; rep < 100; rep++) {
      for (const q of queries) {
        const start = performance.now();
        successProbability(q);
        times.push(performance.now() - start);
      }
    }
    times.sort((x, y) => x - y);
    const median = (times[times.length >> 1] ?? 0) * 1000;
    expect(median).toBeLessThan(20);
  });
});
