import type { ThresholdRow } from "./steps.ts";

/**
 * Threshold tables and slot ladders: how a number becomes a level (`wounds`: Light 0, Moderate 2 … Fatal 8) and how
 * a full level escalates to the next free one.
 */

/** The highest row whose `atLeast` the value reaches, or undefined below the first row. Rows ascend. */
export function levelFor(table: readonly ThresholdRow[], value: number): string | undefined {
  let level: string | undefined;
  for (const row of table) if (value >= row.atLeast) level = row.level;
  return level;
}

export interface SlotRow {
  readonly filled: number;
  readonly capacity: number;
}

export type Slots = Readonly<Record<string, SlotRow>>;

export interface SlotFill {
  readonly slots: Slots;
  /** The level that took the slot, or undefined when every level from the asked one up was full. */
  readonly level: string | undefined;
  /** Levels passed over because they were full. */
  readonly escalatedPast: readonly string[];
}

/** Fill a slot at `level`, escalating up `ladder` past full levels. A level missing from `slots` has no slots. */
export function fillSlot(slots: Slots, ladder: readonly string[], level: string): SlotFill {
  const start = ladder.indexOf(level);
  const escalatedPast: string[] = [];
  if (start < 0) return { slots, level: undefined, escalatedPast };
  for (const id of ladder.slice(start)) {
    const row = slots[id];
    if (row !== undefined && row.filled < row.capacity) {
      return { slots: { ...slots, [id]: { ...row, filled: row.filled + 1 } }, level: id, escalatedPast };
    }
    escalatedPast.push(id);
  }
  return { slots, level: undefined, escalatedPast };
}
