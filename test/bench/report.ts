/** What every benchmark row reports, the printed table, and `bench/results.json`. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export type Detail = number | string | boolean;

export interface RowResult {
  /** Row of issue 12, with a letter when a row has several measurements ("1a"). */
  readonly id: string;
  readonly title: string;
  /** The subject's figure, formatted with its unit ("1.9 µs/roll"). */
  readonly measured: string;
  /** The baseline measured in the same run, formatted ("peer 24 µs/roll"). */
  readonly baseline: string;
  /** The ratio the target is about, formatted ("12.6× faster"). */
  readonly ratio: string;
  readonly target: string;
  /** null: nothing to hold (not measured in this run). */
  readonly met: boolean | null;
  /** Why a target is missed, what a figure means; printed under the table. */
  readonly notes: readonly string[];
  /** Raw numbers for results.json. */
  readonly details: Readonly<Record<string, Detail>>;
}

export function formatNs(ns: number): string {
  if (ns < 1_000) return `${ns.toPrecision(3)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toPrecision(3)} µs`;
  return `${(ns / 1_000_000).toPrecision(3)} ms`;
}

export function formatRatio(ratio: number): string {
  return ratio >= 100 ? `${Math.round(ratio)}×` : `${ratio.toPrecision(3)}×`;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function status(met: boolean | null): string {
  return met === null ? "n/a" : met ? "yes" : "NO";
}

const COLUMNS = ["#", "benchmark", "measured", "baseline (same run)", "ratio", "target", "met"] as const;

export function formatTable(rows: readonly RowResult[]): string {
  const cells = rows.map((r) => [r.id, r.title, r.measured, r.baseline, r.ratio, r.target, status(r.met)]);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...cells.map((row) => (row[i] ?? "").length)));
  const line = (values: readonly string[]): string =>
    `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const rule = `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`;
  const notes = rows.flatMap((r) => r.notes.map((n) => `  ${r.id}: ${n}`));
  return [line(COLUMNS), rule, ...cells.map(line), ...(notes.length > 0 ? ["", "Notes:", ...notes] : [])].join("\n");
}

export interface RunInfo {
  readonly date: string;
  readonly node: string;
  readonly v8: string;
  readonly platform: string;
  readonly cpus: number;
  readonly cpuModel: string;
  readonly engine: string;
  /** 1-minute load average at the start and the end: other processes competing for the cores skew absolute times. */
  readonly loadAverage: readonly [number, number];
  readonly durationMs: number;
}

export function writeResults(path: string, info: RunInfo, rows: readonly RowResult[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ ...info, rows }, null, 2)}\n`);
}
