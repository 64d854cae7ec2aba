/**
 * Row 2: the exact odds a roll dialog shows — 1d20 + 1…4 bonus d10 that burst, each die plain, with advantage or
 * with disadvantage, against a Guard — timed per query (`successProbability`: distribution + tail) and checked
 * against a seeded 10^6-roll Monte Carlo of each pool (the fast path). The baseline is the Monte Carlo itself: what
 * answering the same question by simulation would cost.
 */
import type { DiceRequest, DieEdge } from "../../../module/engine/core/dice/request.ts";
import type { Engine } from "../load-engine.ts";
import { median, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const MONTE_CARLO_ROLLS = 1_000_000;
const HISTOGRAM_SIZE = 8_192;
const TARGET_MEDIAN_NS = 20_000;
const TARGET_AGREEMENT_PP = 0.3;
const EDGES: readonly DieEdge[] = ["normal", "advantage", "disadvantage"];
const GUARDS = [10, 12, 14, 15, 16, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40];

interface Shape {
  readonly name: string;
  readonly request: DiceRequest;
}

function shapes(engine: Engine): Shape[] {
  const out: Shape[] = [];
  for (let count = 1; count <= 4; count++) {
    for (const edge of EDGES) {
      const base = engine.attackRequest({ dice: [{ source: "Agility", count }], guard: 15 });
      const groups = base.groups.map((g) => (g.id === "bonus" && edge !== "normal" ? { ...g, edge } : g));
      out.push({ name: `1d20+${count}d10!${edge === "normal" ? "" : ` ${edge}`}`, request: { ...base, groups } });
    }
  }
  return out;
}

/** Largest |exact − simulated| over every threshold of P(total > t), in percentage points. */
function disagreement(engine: Engine, shape: Shape, seed: number): { pp: number; ns: number } {
  const roll = engine.compileTotal(shape.request);
  const rng = engine.createRng(seed);
  // Totals are whole and non-negative here; the largest possible one (every die bursting to its cap) fits easily.
  const counts = new Int32Array(HISTOGRAM_SIZE);
  const started = performance.now();
  for (let i = 0; i < MONTE_CARLO_ROLLS; i++) {
    const total = roll(rng);
    counts[total] = (counts[total] ?? 0) + 1;
  }
  const ns = (performance.now() - started) * 1e6;
  const dist = engine.requestDistribution(shape.request);
  let above = 0;
  let worst = 0;
  // Walk thresholds downwards: `above` = simulated rolls strictly above t.
  for (let t = HISTOGRAM_SIZE - 1; t >= 0; t--) {
    if (above > 0 || (counts[t] ?? 0) > 0) {
      worst = Math.max(worst, Math.abs(engine.probabilityAbove(dist, t) - above / MONTE_CARLO_ROLLS));
    }
    above += counts[t] ?? 0;
  }
  if (above !== MONTE_CARLO_ROLLS) throw new Error(`Monte Carlo of ${shape.name} lost rolls`);
  return { pp: 100 * worst, ns };
}

export function oddsRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const all = shapes(engine);
  const queries: DiceRequest[] = all.flatMap((shape) =>
    GUARDS.map((value) => ({ ...shape.request, target: { kind: "exceed" as const, value, source: "Guard" } })),
  );

  // First query of each pool shape: nothing cached yet (and the JIT still cold for the first ones).
  const cold = all.map((shape) => {
    const started = process.hrtime.bigint();
    const p = engine.successProbability(shape.request);
    const ns = Number(process.hrtime.bigint() - started);
    if (!(p > 0 && p < 1)) throw new Error(`odds for ${shape.name}: ${p}`);
    return ns;
  });

  let next = 0;
  let probabilitySum = 0;
  let queriesRun = 0;
  const timings = timeTasks(
    [
      {
        name: "query",
        batch: 1,
        run: () => {
          const query = queries[next] ?? queries[0];
          next = (next + 1) % queries.length;
          if (!query) throw new Error("no odds queries");
          const p = engine.successProbability(query);
          probabilitySum += p;
          queriesRun++;
          return p;
        },
      },
    ],
    timing,
  );
  const queryNs = timingOf(timings, "query").medianNs;

  const checks = all.map((shape, i) => ({ shape, ...disagreement(engine, shape, 1000 + i) }));
  const worst = checks.reduce((a, b) => (b.pp > a.pp ? b : a));
  const monteCarloNs = median(checks.map((c) => c.ns));
  const speedup = monteCarloNs / queryNs;
  const fast = queryNs <= TARGET_MEDIAN_NS;
  const agrees = worst.pp <= TARGET_AGREEMENT_PP;

  return [
    {
      id: "2",
      title: "exact odds query (≤ 4 bursting d10, adv/dis) vs 10^6-roll Monte Carlo",
      measured: `${formatNs(queryNs)}/query median; max diff ${worst.pp.toFixed(3)} pp`,
      baseline: `${formatNs(monteCarloNs)}/Monte Carlo`,
      ratio: `${formatRatio(speedup)} faster`,
      target: `≤ ${TARGET_MEDIAN_NS / 1000} µs median, ≤ ${TARGET_AGREEMENT_PP} pp`,
      met: fast && agrees,
      notes: [
        `${queries.length} queries over ${all.length} pool shapes × ${GUARDS.length} Guards; first (uncached) query ` +
          `per shape: median ${formatNs(median(cold))}, worst ${formatNs(Math.max(...cold))}`,
        `largest disagreement ${worst.pp.toFixed(3)} pp (${worst.shape.name}), over P(total > t) for every t rolled`,
      ],
      details: {
        queryMedianNs: queryNs,
        coldMedianNs: median(cold),
        coldWorstNs: Math.max(...cold),
        monteCarloRolls: MONTE_CARLO_ROLLS,
        monteCarloMedianNs: monteCarloNs,
        speedup,
        maxDisagreementPp: worst.pp,
        worstShape: worst.shape.name,
        queriesRun,
        meanProbability: probabilitySum / queriesRun,
      },
    },
  ];
}
