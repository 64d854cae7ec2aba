/** Outcome counts per document type, printed as a table and written to test-results/fuzz-counts.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Outcome } from "./run-case.ts";

export type Counts = Record<string, Record<Outcome, number>>;

export function emptyCounts(): Record<Outcome, number> {
  return { rejected: 0, migrated: 0, cleaned: 0, valid: 0 };
}

export function reportCounts(counts: Counts, seed: number, ms: number): void {
  mkdirSync("test-results", { recursive: true });
  const total = Object.values(counts).reduce((n, c) => n + c.rejected + c.migrated + c.cleaned + c.valid, 0);
  const report = { seed, cases: total, milliseconds: Math.round(ms), types: counts };
  writeFileSync("test-results/fuzz-counts.json", `${JSON.stringify(report, null, 2)}\n`);
  console.table(counts);
}
