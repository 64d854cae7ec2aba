/**
 * Row 1: the `bonus` attack roll — 1d20 action die + 2 bonus d10 that burst on 10 — three ways:
 * - the full engine path a chat card takes: build the request (`attackRequest`, with the die-rank step resolution),
 *   roll it with its audit trail (`rollRequest`), read the outcome against Guard (`checkOutcome`);
 * - the simulation fast path (`compileTotal`): totals only, no audit trail;
 * against two baselines timed in the same run: `@dice-roller/rpg-dice-roller` rolling `1d20+2d10!`, and a raw-RNG
 * floor that makes the same number of `rng.die` draws per roll in a tight loop and nothing else.
 * All three must average the pool's exact mean (22.72) within sampling error.
 */
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const PEER_NOTATION = "1d20+2d10!";
const GUARD = 15;
/** Both libraries must agree with the exact mean within this many standard errors. */
const SIGMAS = 4;

/** Running sum and sum of squares of roll totals, for a mean and its standard error. */
class Sample {
  n = 0;
  sum = 0;
  sumSq = 0;
  add(n: number, sum: number, sumSq: number): void {
    this.n += n;
    this.sum += sum;
    this.sumSq += sumSq;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  /** Standard error of the mean. */
  get se(): number {
    const variance = (this.sumSq - (this.sum * this.sum) / this.n) / (this.n - 1);
    return Math.sqrt(variance / this.n);
  }
}

function withinSampling(sample: Sample, expected: number): boolean {
  return Math.abs(sample.mean - expected) <= SIGMAS * sample.se;
}

function describeMean(name: string, sample: Sample): string {
  return `${name} mean ${sample.mean.toFixed(3)} ± ${sample.se.toFixed(3)} (n = ${sample.n})`;
}

export function diceRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const build = () => engine.attackRequest({ dice: [{ source: "Agility", count: 2 }], guard: GUARD });
  const request = build();
  const exactMean = engine.mean(engine.requestDistribution(request));
  // Expected draws per roll: one per die, plus one per burst (a d10 bursts with chance 1/10, geometric).
  const drawsPerRoll = 1 + 2 / (1 - 1 / 10);

  const peer = new Sample();
  const full = new Sample();
  const fast = new Sample();
  let fullDraws = 0;
  let fullHits = 0;
  let floorSum = 0;

  const peerBatch = 200;
  const fullBatch = 2_000;
  const fastBatch = 100_000;
  const floorDraws = Math.round(fastBatch * drawsPerRoll);
  const rng = engine.createRng(12);
  const roller = engine.compileTotal(request);

  const timings = timeTasks(
    [
      {
        name: "peer",
        batch: peerBatch,
        run: () => {
          let sum = 0;
          let sumSq = 0;
          for (let i = 0; i < peerBatch; i++) {
            const total = new DiceRoll(PEER_NOTATION).total;
            sum += total;
            sumSq += total * total;
          }
          peer.add(peerBatch, sum, sumSq);
          return sum;
        },
      },
      {
        name: "full",
        batch: fullBatch,
        run: () => {
          let sum = 0;
          let sumSq = 0;
          for (let i = 0; i < fullBatch; i++) {
            const result = engine.rollRequest(build(), rng);
            const outcome = engine.checkOutcome(result);
            sum += outcome.total;
            sumSq += outcome.total * outcome.total;
            if (outcome.success) fullHits++;
          }
          full.add(fullBatch, sum, sumSq);
          return sum;
        },
      },
      // Where the full path's time goes: building the request alone, and rolling a prebuilt one with its audit.
      {
        name: "request",
        batch: fullBatch,
        run: () => {
          let groups = 0;
          for (let i = 0; i < fullBatch; i++) groups += build().groups.length;
          return groups;
        },
      },
      {
        name: "roll",
        batch: fullBatch,
        run: () => {
          let sum = 0;
          for (let i = 0; i < fullBatch; i++) sum += engine.rollRequest(request, rng).audit.length;
          return sum;
        },
      },
      {
        name: "fast",
        batch: fastBatch,
        run: () => {
          let sum = 0;
          let sumSq = 0;
          for (let i = 0; i < fastBatch; i++) {
            const total = roller(rng);
            sum += total;
            sumSq += total * total;
          }
          fast.add(fastBatch, sum, sumSq);
          return sum;
        },
      },
      {
        name: "floor",
        batch: fastBatch,
        run: () => {
          // The same draws as `fastBatch` rolls and the same accumulation, with no dice logic at all.
          let sum = 0;
          let sumSq = 0;
          for (let i = 0; i < floorDraws; i++) {
            const face = rng.die(10);
            sum += face;
            sumSq += face * face;
          }
          floorSum += sumSq;
          return sum;
        },
      },
    ],
    timing,
  );

  const peerNs = timingOf(timings, "peer").medianNs;
  const fullNs = timingOf(timings, "full").medianNs;
  const fastNs = timingOf(timings, "fast").medianNs;
  const floorNs = timingOf(timings, "floor").medianNs;
  // Draws per audited roll, read from the results' chains (outside the timed loop: it is the bench's work).
  const drawCheckRolls = 20_000;
  for (let i = 0; i < drawCheckRolls; i++) {
    for (const group of engine.rollRequest(request, rng).groups) {
      for (const die of group.dice) fullDraws += die.chains[0]?.faces.length ?? 0;
    }
  }
  const requestNs = timingOf(timings, "request").medianNs;
  const rollNs = timingOf(timings, "roll").medianNs;
  const speedup = ratioOf(timings, "peer", "full");
  const overFloor = ratioOf(timings, "fast", "floor");

  const engineBoth = new Sample();
  engineBoth.add(full.n + fast.n, full.sum + fast.sum, full.sumSq + fast.sumSq);
  const gap = Math.abs(peer.mean - engineBoth.mean);
  const gapSe = Math.hypot(peer.se, engineBoth.se);
  const meansAgree =
    withinSampling(peer, exactMean) &&
    withinSampling(full, exactMean) &&
    withinSampling(fast, exactMean) &&
    gap <= SIGMAS * gapSe;
  const means = [describeMean("peer", peer), describeMean("engine", full), describeMean("fast path", fast)];
  const meanNote = `exact mean ${exactMean.toFixed(3)}; ${means.join("; ")}; ${meansAgree ? "all agree" : "DISAGREE"} within ${SIGMAS} standard errors`;

  const common = {
    exactMean,
    peerMean: peer.mean,
    peerSe: peer.se,
    peerRolls: peer.n,
    engineMean: full.mean,
    engineSe: full.se,
    engineRolls: full.n,
    fastMean: fast.mean,
    fastSe: fast.se,
    fastRolls: fast.n,
    meansAgree,
  };
  return [
    {
      id: "1a",
      title: "bonus attack roll, full engine path vs rpg-dice-roller",
      measured: `${formatNs(fullNs)}/roll`,
      baseline: `${formatNs(peerNs)}/roll (${PEER_NOTATION})`,
      ratio: `${formatRatio(speedup)} faster`,
      target: "≥ 100× faster, same mean",
      met: speedup >= 100 && meansAgree,
      notes: [
        meanNote,
        `of the full path: building the request ${formatNs(requestNs)}, rolling it with its audit trail ` +
          `${formatNs(rollNs)}; 100× would need the whole path under ${formatNs(peerNs / 100)}`,
        `draws per engine roll ${(fullDraws / drawCheckRolls).toFixed(3)} (expected ${drawsPerRoll.toFixed(3)}); ` +
          `hit rate vs Guard ${GUARD} ${((100 * fullHits) / full.n).toFixed(1)} %`,
      ],
      details: {
        ...common,
        fullNsPerRoll: fullNs,
        requestNs,
        rollNs,
        peerNsPerRoll: peerNs,
        speedup,
        floorChecksum: floorSum % 1e6,
      },
    },
    {
      id: "1b",
      title: "bonus attack roll, fast path vs raw-RNG floor",
      measured: `${formatNs(fastNs)}/roll`,
      baseline: `${formatNs(floorNs)}/roll (${drawsPerRoll.toFixed(2)} draws)`,
      ratio: `${formatRatio(overFloor)} the floor`,
      target: "≤ 3× the floor, same mean",
      met: overFloor <= 3 && meansAgree,
      notes: [],
      details: { ...common, fastNsPerRoll: fastNs, floorNsPerRoll: floorNs, drawsPerRoll, overFloor },
    },
  ];
}
