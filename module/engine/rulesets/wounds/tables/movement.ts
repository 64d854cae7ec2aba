/**
 * The movement-rate table (seed 004): "A full movement costs 4 AP and moves you a number of yards equal to your
 * movement rate, which is usually calculated based on your Strength + Size + Athletics … You may spend fewer than 4 AP
 * to move a proportionally shorter distance, up to the limits indicated in the table."
 *
 * Each row: the rate, the Strength + Size + Athletics range that gives it (`from` undefined for "-30 or less"), and
 * the yards moved for 1, 2, 3 and 4 AP. Every cell equals ⌊rate × AP / 4⌋; the tests hold the table to that, and
 * `movement/rate.ts` uses the same rule past the table's edges.
 */
export interface MovementRow {
  readonly rate: number;
  readonly from: number | undefined;
  readonly to: number;
  /** Yards for 1, 2, 3 and 4 AP. */
  readonly yards: readonly [number, number, number, number];
}

const row = (rate: number, from: number | undefined, to: number, yards: MovementRow["yards"]): MovementRow => ({
  rate,
  from,
  to,
  yards,
});

export const MOVEMENT_TABLE: readonly MovementRow[] = [
  row(0, undefined, -30, [0, 0, 0, 0]),
  row(1, -29, -26, [0, 0, 0, 1]),
  row(2, -25, -22, [0, 1, 1, 2]),
  row(3, -21, -18, [0, 1, 2, 3]),
  row(4, -17, -14, [1, 2, 3, 4]),
  row(5, -13, -10, [1, 2, 3, 5]),
  row(6, -9, -6, [1, 3, 4, 6]),
  row(7, -5, -2, [1, 3, 5, 7]),
  row(8, -1, 2, [2, 4, 6, 8]),
  row(9, 3, 6, [2, 4, 6, 9]),
  row(10, 7, 10, [2, 5, 7, 10]),
  row(11, 11, 14, [2, 5, 8, 11]),
  row(12, 15, 18, [3, 6, 9, 12]),
  row(13, 19, 22, [3, 6, 9, 13]),
  row(14, 23, 26, [3, 7, 10, 14]),
  row(15, 27, 30, [3, 7, 11, 15]),
  row(16, 31, 34, [4, 8, 12, 16]),
  row(17, 35, 38, [4, 8, 12, 17]),
  row(18, 39, 42, [4, 9, 13, 18]),
  row(19, 43, 46, [4, 9, 14, 19]),
  row(20, 47, 50, [5, 10, 15, 20]),
  row(21, 51, 54, [5, 10, 15, 21]),
  row(22, 55, 58, [5, 11, 16, 22]),
  row(23, 59, 62, [5, 11, 17, 23]),
  row(24, 63, 66, [6, 12, 18, 24]),
  row(25, 67, 70, [6, 12, 18, 25]),
];

/** "A full movement costs 4 AP". */
export const FULL_MOVEMENT_AP = 4;
