/**
 * Timing helpers over tinybench. Operations that take tens of nanoseconds are timed in batches (one tinybench
 * iteration = `batch` operations), so the timer's own cost does not swamp them; every figure is the median over
 * iterations divided by the batch size, over several rounds that each run every task (see `timeTasks`). Every
 * task returns a number the caller accumulates and checks, so no loop can be optimised away.
 */
import { Bench } from "tinybench";

export interface TimedTask {
  readonly name: string;
  /** Operations performed by one call of `run`. */
  readonly batch: number;
  /** Performs `batch` operations and returns something derived from every result. */
  readonly run: () => number;
}

export interface Timing {
  /** Median time of one operation, in nanoseconds (median over rounds of each round's median). */
  readonly medianNs: number;
  /** Each round's median time of one operation, in nanoseconds. */
  readonly rounds: readonly number[];
  /** tinybench iterations sampled, over all rounds. */
  readonly samples: number;
}

export interface TimingOptions {
  /** Time budget per task, ms, shared between the rounds. */
  readonly timeMs: number;
  /** Warm-up budget per task, ms (first round only). */
  readonly warmupMs: number;
  /** Rounds: every round runs every task once, so a load spike on a busy machine hits baseline and subject alike. */
  readonly rounds: number;
}

export const DEFAULT_TIMING: TimingOptions = { timeMs: 600, warmupMs: 150, rounds: 5 };

/** A sink every task result is poured into; printed at the end so the work is observable. */
let sink = 0;
export function consume(value: number): void {
  sink = (sink + value) % 1e9;
}
export function sinkValue(): number {
  return sink;
}

function runRound(tasks: readonly TimedTask[], timeMs: number, warmupMs: number): Map<string, [number, number]> {
  const bench = new Bench({
    time: timeMs,
    warmup: warmupMs > 0,
    warmupTime: warmupMs,
    iterations: 8,
    throws: true,
    timestampProvider: "hrtimeNow",
  });
  for (const task of tasks) {
    bench.add(task.name, () => {
      consume(task.run());
    });
  }
  bench.runSync();
  const out = new Map<string, [number, number]>();
  for (const task of tasks) {
    const result = bench.getTask(task.name)?.result;
    if (result?.state !== "completed") throw new Error(`benchmark task "${task.name}" did not complete`);
    out.set(task.name, [(result.latency.p50 * 1e6) / task.batch, result.latency.samplesCount]);
  }
  return out;
}

/**
 * Runs every task in every round (in the given order) and returns per-operation timings by name. Compare two
 * tasks with `ratioOf`, which pairs them round by round.
 */
export function timeTasks(tasks: readonly TimedTask[], options: TimingOptions = DEFAULT_TIMING): Map<string, Timing> {
  const rounds = new Map<string, number[]>(tasks.map((t) => [t.name, []]));
  const samples = new Map<string, number>();
  for (let r = 0; r < options.rounds; r++) {
    const round = runRound(tasks, options.timeMs / options.rounds, r === 0 ? options.warmupMs : 0);
    for (const [name, [ns, count]] of round) {
      rounds.get(name)?.push(ns);
      samples.set(name, (samples.get(name) ?? 0) + count);
    }
  }
  const timings = new Map<string, Timing>();
  for (const [name, perRound] of rounds) {
    timings.set(name, { medianNs: median(perRound), rounds: perRound, samples: samples.get(name) ?? 0 });
  }
  return timings;
}

export function timingOf(timings: ReadonlyMap<string, Timing>, name: string): Timing {
  const timing = timings.get(name);
  if (!timing) throw new Error(`no timing for "${name}"`);
  return timing;
}

/** Median over rounds of `numerator / denominator` (both timed in the same round). */
export function ratioOf(timings: ReadonlyMap<string, Timing>, numerator: string, denominator: string): number {
  const a = timingOf(timings, numerator).rounds;
  const b = timingOf(timings, denominator).rounds;
  return median(a.map((x, i) => x / (b[i] ?? NaN)));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
