/**
 * `npm run bench` (issue 12): every row times a subject against a baseline measured in this same process, prints
 * one table and writes `bench/results.json`. `npm run bench:check` (`--check`) exits 1 when a target is missed;
 * it is not part of CI (machines are noisy) — only the bundle budget is, as a unit test.
 *
 * Options: `--check`; `--only=1,4` to run some rows; `--source` to time the TypeScript through tsx instead of the
 * production bundle (see load-engine.ts); `--quick` for shorter time budgets (smoke runs; noisier figures).
 */
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { loadEngine, type Engine } from "./load-engine.ts";
import { DEFAULT_TIMING, sinkValue, type TimingOptions } from "./measure.ts";
import { formatTable, writeResults, type RowResult } from "./report.ts";
import { bundleRows } from "./rows/bundle.ts";
import { deriveRows } from "./rows/derive.ts";
import { diceRows } from "./rows/dice.ts";
import { geometryRows } from "./rows/geometry.ts";
import { oddsRows } from "./rows/odds.ts";
import { renderRows } from "./rows/render.ts";
import { rulesetDeriveRows } from "./rows/ruleset-derive.ts";
import { rulesetOddsRows } from "./rows/ruleset-odds.ts";
import { simRows } from "./rows/sim.ts";

interface RowSpec {
  readonly row: number;
  readonly name: string;
  readonly run: (engine: Engine, timing: TimingOptions) => RowResult[] | Promise<RowResult[]>;
}

/** In issue order. */
const ROWS: readonly RowSpec[] = [
  { row: 1, name: "dice", run: diceRows },
  { row: 2, name: "odds", run: oddsRows },
  { row: 3, name: "derive", run: deriveRows },
  { row: 4, name: "geometry", run: geometryRows },
  { row: 5, name: "bundle", run: bundleRows },
  { row: 6, name: "render", run: renderRows },
  { row: 7, name: "sim", run: simRows },
  { row: 8, name: "ruleset odds", run: rulesetOddsRows },
  { row: 9, name: "ruleset derive", run: rulesetDeriveRows },
];

function failedRow(spec: RowSpec, error: unknown): RowResult {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id: String(spec.row),
    title: `${spec.name} (failed)`,
    measured: "—",
    baseline: "—",
    ratio: "—",
    target: "runs",
    met: false,
    notes: [`row failed: ${message.split("\n")[0] ?? ""}`],
    details: { error: message },
  };
}

const RESULTS = resolve(import.meta.dirname, "../../bench/results.json");

function parseArgs(argv: readonly string[]): { check: boolean; source: boolean; quick: boolean; only: Set<number> } {
  const only = new Set<number>();
  for (const arg of argv) {
    if (arg.startsWith("--only=")) {
      for (const n of arg.slice("--only=".length).split(",")) only.add(Number(n));
    } else if (!["--check", "--source", "--quick"].includes(arg)) {
      throw new Error(`unknown option ${arg} (known: --check, --only=1,2, --source, --quick)`);
    }
  }
  return { check: argv.includes("--check"), source: argv.includes("--source"), quick: argv.includes("--quick"), only };
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = parseArgs(process.argv.slice(2));
  const timing: TimingOptions = args.quick ? { timeMs: 150, warmupMs: 50, rounds: 3 } : DEFAULT_TIMING;
  const { engine, origin } = await loadEngine(args.source);
  const loadBefore = loadavg()[0] ?? 0;
  console.log(
    `Fray benchmarks — Node ${process.version}, ${cpus().length} cores, load ${loadBefore.toFixed(1)}; engine ${origin}`,
  );
  const rows: RowResult[] = [];
  for (const spec of ROWS) {
    if (args.only.size > 0 && !args.only.has(spec.row)) continue;
    const rowStarted = performance.now();
    process.stdout.write(`row ${spec.row} (${spec.name}) … `);
    try {
      rows.push(...(await spec.run(engine, timing)));
    } catch (error) {
      // One broken row (say, a bundle that does not build mid-change) must not hide the others' figures.
      rows.push(failedRow(spec, error));
    }
    console.log(`${Math.round(performance.now() - rowStarted)} ms`);
  }
  console.log(`\n${formatTable(rows)}\n`);
  const durationMs = Math.round(performance.now() - started);
  writeResults(
    RESULTS,
    {
      date: new Date().toISOString(),
      node: process.version,
      v8: process.versions.v8,
      platform: `${process.platform}-${process.arch}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      engine: origin,
      loadAverage: [loadBefore, loadavg()[0] ?? 0],
      durationMs,
    },
    rows,
  );
  const missed = rows.filter((r) => r.met === false).map((r) => r.id);
  console.log(`wrote ${RESULTS} in ${durationMs} ms (checksum ${sinkValue()})`);
  if (missed.length > 0) console.log(`targets missed: ${missed.join(", ")}`);
  return args.check && missed.length > 0 ? 1 : 0;
}

process.exitCode = await main();
