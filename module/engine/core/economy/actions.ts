import type { Cost } from "./spend.ts";

/**
 * Action cost tables as data. A ruleset extends `ActionSpec` with its own fields (bonus: creates an opening,
 * physical or not); the core only needs the id and the cost.
 */
export interface ActionSpec {
  readonly id: string;
  readonly label: string;
  readonly cost: Cost;
  /** May be paid over several turns when the pool runs short (only under a "carryOver" policy). */
  readonly multiTurn?: boolean;
}

export function findAction<A extends ActionSpec>(table: readonly A[], id: string): A | undefined {
  return table.find((action) => action.id === id);
}
