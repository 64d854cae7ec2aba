import { describe, expect, it } from "vitest";
import { compileTotal } from "../../../module/engine/core/dice/fast.ts";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { probabilityBeats } from "../../../module/engine/core/odds/compare.ts";
import { probabilityAtLeast, type Distribution } from "../../../module/engine/core/odds/distribution.ts";
import { probabilityAgainst, requestDistribution } from "../../../module/engine/core/odds/request.ts";
import { burst, d, request } from "../dice/fixtures.ts";

const ROLLS = 1_000_000;
/** 0.3 percentage points: about 6 standard errors at p = 1/2 with 10^6 rolls. */
const TOLERANCE = 0.003;

function simulate(req: DiceRequest, seed: number): Float64Array {
  const roll = compileTotal(req);
  const rng = createRng(seed);
  const totals = new Float64Array(ROLLS);
  for (let i = 0; i < ROLLS; i++) totals[i] = roll(rng);
  return totals;
}

function fractionAtLeast(totals: Float64Array, n: number): number {
  let hits = 0;
  for (const t of totals) if (t >= n) hits++;
  return hits / totals.length;
}

/** Thresholds spread over the distribution: where P(≥ n) crosses 0.9, 0.5, 0.1 and 0.01. */
function thresholds(dist: Distribution): number[] {
  const out = new Set<number>();
  for (let n = dist.min; n < dist.min + dist.p.length; n++) {
    const p = probabilityAtLeast(dist, n);
    if ([0.9, 0.5, 0.1, 0.01].some((q) => p >= q && probabilityAtLeast(dist, n + 1) < q)) out.add(n);
  }
  return [...out];
}

const action = d("action", 1, 20);
const cases: [string, DiceRequest][] = [
  [
    "1d20 + 2 bursting d10 vs Guard 15 (exceed)",
    request([action, d("bonus", 2, 10, { explode: burst(10) })], { target: { kind: "exceed", value: 15 } }),
  ],
  [
    "1d20 + 3 bursting d4",
    request([action, d("bonus", 3, 4, { explode: burst(4) })], { target: { kind: "exceed", value: 20 } }),
  ],
  [
    "1d20 + 2 bursting d20",
    request([action, d("bonus", 2, 20, { explode: burst(20) })], { target: { kind: "meet", value: 30 } }),
  ],
  [
    "1d10* with advantage + 4 (energy Evasion)",
    request([d("ev", 1, 10, { explode: burst(10), edge: "advantage" })], {
      modifiers: [{ source: "Evasion", value: 4 }],
      target: { kind: "meet", value: 9 },
    }),
  ],
  [
    "1d4* with disadvantage (energy Ranged Evasion)",
    request([d("ev", 1, 4, { explode: burst(4), edge: "disadvantage" })], { target: { kind: "meet", value: 3 } }),
  ],
  [
    "4 bursting d10 with advantage + 1d20",
    request([action, d("bonus", 4, 10, { explode: burst(10), edge: "advantage" })], {
      target: { kind: "exceed", value: 35 },
    }),
  ],
  [
    "keep highest 2 of 3 bursting d6",
    request([d("k", 3, 6, { explode: burst(6), keep: { mode: "highest", count: 2 } })], {
      target: { kind: "meet", value: 10 },
    }),
  ],
  [
    "keep lowest 2 of 4d8, minus 1d4, +3",
    request([d("k", 4, 8, { keep: { mode: "lowest", count: 2 } }), d("n", 1, 4, { negative: true })], {
      modifiers: [{ source: "m", value: 3 }],
      target: { kind: "exceed", value: 6 },
    }),
  ],
  [
    "explode once on 9-10, three d10",
    request([d("o", 3, 10, { explode: { on: 9, cap: 1 } })], { target: { kind: "meet", value: 20 } }),
  ],
];

describe("exact odds agree with a seeded 10^6-roll Monte Carlo (fast path) within 0.3 pp", () => {
  it.each(cases)("%s", (_title, req) => {
    const dist = requestDistribution(req);
    const totals = simulate(req, 20240601);
    expect(thresholds(dist).length).toBeGreaterThanOrEqual(2);
    for (const n of thresholds(dist)) {
      expect(Math.abs(fractionAtLeast(totals, n) - probabilityAtLeast(dist, n))).toBeLessThan(TOLERANCE);
    }
    if (req.target) {
      const target = req.target;
      let hits = 0;
      for (const t of totals) if (target.kind === "exceed" ? t > target.value : t >= target.value) hits++;
      expect(Math.abs(hits / ROLLS - probabilityAgainst(dist, target))).toBeLessThan(TOLERANCE);
    }
  });

  it("opposed: 1d20 + 2 bursting d10 against 1d20 + 1 bursting d10, both tie rules", () => {
    const attack = request([action, d("bonus", 2, 10, { explode: burst(10) })]);
    const defense = request([action, d("bonus", 1, 10, { explode: burst(10) })]);
    const a = simulate(attack, 1);
    const b = simulate(defense, 2);
    let beatsOrTies = 0;
    let beats = 0;
    for (let i = 0; i < ROLLS; i++) {
      const x = a[i] ?? 0;
      const y = b[i] ?? 0;
      if (x >= y) beatsOrTies++;
      if (x > y) beats++;
    }
    const [da, db] = [requestDistribution(attack), requestDistribution(defense)];
    expect(Math.abs(beatsOrTies / ROLLS - probabilityBeats(da, db, "attacker"))).toBeLessThan(TOLERANCE);
    expect(Math.abs(beats / ROLLS - probabilityBeats(da, db, "defender"))).toBeLessThan(TOLERANCE);
  });
});
