import type { StepTable } from "../../../core/economy/quantity.ts";

/**
 * The Speed table (seed 004): "You gain AP twice per round, once at the start of the round, and once at the end of
 * your turn. The amount you gain at each point is based on your Speed as listed in the table below. … any AP gained
 * in excess of your max AP as listed in the table is lost."
 */
export interface SpeedRow {
  readonly speed: number;
  readonly roundStart: number;
  readonly turnEnd: number;
  readonly maxAp: number;
}

export const SPEED_TABLE: readonly SpeedRow[] = [
  { speed: -10, roundStart: 2, turnEnd: 1, maxAp: 5 },
  { speed: -9, roundStart: 2, turnEnd: 1, maxAp: 5 },
  { speed: -8, roundStart: 2, turnEnd: 2, maxAp: 6 },
  { speed: -7, roundStart: 3, turnEnd: 2, maxAp: 7 },
  { speed: -6, roundStart: 3, turnEnd: 2, maxAp: 8 },
  { speed: -5, roundStart: 3, turnEnd: 3, maxAp: 9 },
  { speed: -4, roundStart: 4, turnEnd: 3, maxAp: 10 },
  { speed: -3, roundStart: 4, turnEnd: 4, maxAp: 12 },
  { speed: -2, roundStart: 5, turnEnd: 4, maxAp: 14 },
  { speed: -1, roundStart: 5, turnEnd: 5, maxAp: 16 },
  { speed: 0, roundStart: 6, turnEnd: 6, maxAp: 18 },
  { speed: 1, roundStart: 7, turnEnd: 7, maxAp: 21 },
  { speed: 2, roundStart: 8, turnEnd: 8, maxAp: 24 },
  { speed: 3, roundStart: 9, turnEnd: 9, maxAp: 27 },
  { speed: 4, roundStart: 11, turnEnd: 10, maxAp: 31 },
  { speed: 5, roundStart: 12, turnEnd: 12, maxAp: 36 },
  { speed: 6, roundStart: 14, turnEnd: 14, maxAp: 41 },
  { speed: 7, roundStart: 16, turnEnd: 16, maxAp: 48 },
  { speed: 8, roundStart: 18, turnEnd: 18, maxAp: 55 },
  { speed: 9, roundStart: 21, turnEnd: 21, maxAp: 63 },
  { speed: 10, roundStart: 24, turnEnd: 24, maxAp: 72 },
];

/**
 * One column as a core step table (Speed → value). Below −10 the −10 column applies and above 10 the 10 column: the
 * table's ends are its limits (docs/rules/wounds.md).
 */
function column(key: "roundStart" | "turnEnd" | "maxAp"): StepTable {
  return SPEED_TABLE.map((row) => ({ atLeast: row.speed, value: row[key] }));
}

export const ROUND_START_AP: StepTable = column("roundStart");
export const TURN_END_AP: StepTable = column("turnEnd");
export const MAX_AP: StepTable = column("maxAp");
