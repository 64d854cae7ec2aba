/**
 * Rows keyed by an inclusive range of whole numbers, as the seed prints its tables ("<=0", "1-3", ">=40").
 * An open end is `undefined`. Tables are checked in the tests to cover every whole number exactly once, so a lookup
 * always finds its row; values between whole numbers are floored first (a table of whole numbers has no 3.5 row).
 */
export interface Banded {
  /** Lowest value of the row (inclusive); undefined: no lower bound ("<=0"). */
  readonly from?: number;
  /** Highest value of the row (inclusive); undefined: no upper bound (">=40"). */
  readonly to?: number;
}

export function inBand(row: Banded, value: number): boolean {
  return (row.from === undefined || value >= row.from) && (row.to === undefined || value <= row.to);
}

/** The row holding `value`. A table must have at least one row; a gap falls back to the nearest row below. */
export function bandRow<T extends Banded>(rows: readonly [T, ...T[]], value: number): T {
  const whole = Math.floor(value);
  const found = rows.find((row) => inBand(row, whole));
  if (found) return found;
  const below = rows.filter((row) => row.to !== undefined && row.to < whole);
  return below.at(-1) ?? rows[0];
}

/** Problems with a table's bands: overlaps and gaps between consecutive rows (rows ascend). */
export function bandProblems(rows: readonly Banded[]): readonly string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    if (prev === undefined) {
      if (row.from !== undefined) problems.push(`first row starts at ${row.from}, not open`);
      return;
    }
    if (prev.to === undefined || row.from === undefined) problems.push(`row ${i} overlaps an open row`);
    else if (row.from !== prev.to + 1) problems.push(`rows ${i - 1} and ${i} leave ${prev.to} → ${row.from}`);
  });
  if (rows.at(-1)?.to !== undefined) problems.push("last row is not open");
  return problems;
}
