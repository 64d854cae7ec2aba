/**
 * Quantities as data: how big a pool is or how much it refills, read from a creature's numbers ("stats") rather
 * than written as code, so a ruleset's economy is a table a test can check against its seed.
 *
 * Stats are plain numbers the ruleset derives from its creature (bonus: `stamina`, `vigorMax`, `actionsThisTurn`;
 * energy: `stamina`, `energyModifier`; wounds: `speed`). A missing stat is a wiring defect, not a game situation,
 * so it throws instead of silently counting as 0.
 */

export type Stats = Readonly<Record<string, number>>;

/** One row of a step table: the value for stats at or above `atLeast` (up to the next row). */
export interface StepRow {
  readonly atLeast: number;
  readonly value: number;
}

/** Rows in ascending `atLeast`. Below the first row the first row's value applies (the seeds' tables open low). */
export type StepTable = readonly StepRow[];

export type Quantity =
  | { readonly kind: "const"; readonly value: number }
  /** floor(stat / divideBy); divideBy defaults to 1 (bonus: "1 point of Vigor for every 5 points of Stamina"). */
  | { readonly kind: "stat"; readonly stat: string; readonly divideBy?: number }
  /** A table keyed by a stat (energy: Energy per Round by Stamina; wounds: AP by Speed). */
  | { readonly kind: "table"; readonly stat: string; readonly table: StepTable }
  | { readonly kind: "sum"; readonly parts: readonly Quantity[] };

export const constant = (value: number): Quantity => ({ kind: "const", value });
export const stat = (name: string, divideBy?: number): Quantity =>
  divideBy === undefined ? { kind: "stat", stat: name } : { kind: "stat", stat: name, divideBy };
export const fromTable = (name: string, table: StepTable): Quantity => ({ kind: "table", stat: name, table });
export const sum = (...parts: readonly Quantity[]): Quantity => ({ kind: "sum", parts });

export function readStat(stats: Stats, name: string): number {
  const value = stats[name];
  if (value === undefined) throw new Error(`Economy stat "${name}" was not provided`);
  return value;
}

export function lookupStep(table: StepTable, key: number): number {
  let found = table[0]?.value;
  if (found === undefined) throw new Error("Empty step table");
  for (const row of table) {
    if (row.atLeast > key) break;
    found = row.value;
  }
  return found;
}

export function resolveQuantity(quantity: Quantity, stats: Stats): number {
  switch (quantity.kind) {
    case "const":
      return quantity.value;
    case "stat":
      return Math.floor(readStat(stats, quantity.stat) / (quantity.divideBy ?? 1));
    case "table":
      return lookupStep(quantity.table, readStat(stats, quantity.stat));
    case "sum":
      return quantity.parts.reduce((total, part) => total + resolveQuantity(part, stats), 0);
  }
}

/** Every stat a quantity reads: the adapter's tests check it provides them all. */
export function statsRead(quantity: Quantity): readonly string[] {
  switch (quantity.kind) {
    case "const":
      return [];
    case "stat":
    case "table":
      return [quantity.stat];
    case "sum":
      return [...new Set(quantity.parts.flatMap(statsRead))];
  }
}
