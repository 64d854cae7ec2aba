/**
 * Spending from pools. A spend either pays in full or changes nothing and says why: pools never go negative, and a
 * refusal is an ordinary answer (the UI greys a button with its reason), never an exception.
 */

import type { PoolValues } from "./pool.ts";
import type { Outcome } from "../outcome.ts";

/** What something costs, by pool id: `{ actions: 1 }`, `{ energy: 1, stamina: 1 }`. */
export type Cost = Readonly<Record<string, number>>;

export type SpendRefusalCode = "short" | "unknownPool" | "invalidCost";

export interface SpendRefusal {
  readonly code: SpendRefusalCode;
  readonly message: string;
  readonly pool?: string;
  readonly need?: number;
  readonly have?: number;
}

export type { Outcome };

export type SpendOutcome = Outcome<PoolValues, SpendRefusal>;

/** The first reason this cost cannot be paid, or undefined when it can. */
export function whyCannotAfford(values: PoolValues, cost: Cost): SpendRefusal | undefined {
  // `for…in` over a cost's own keys, in the same order as `Object.entries`, without an array per call.
  for (const pool in cost) {
    const need = cost[pool] ?? Number.NaN;
    if (!Number.isFinite(need) || need < 0) {
      return { code: "invalidCost", message: `Cost of ${pool} must be a number of 0 or more.`, pool, need };
    }
    const have = values[pool];
    if (have === undefined) return { code: "unknownPool", message: `No pool "${pool}".`, pool };
    if (have < need) return { code: "short", message: `Needs ${need} ${pool}, has ${have}.`, pool, need, have };
  }
  return undefined;
}

export function canAfford(values: PoolValues, cost: Cost): boolean {
  return whyCannotAfford(values, cost) === undefined;
}

export function spend(values: PoolValues, cost: Cost): SpendOutcome {
  const reason = whyCannotAfford(values, cost);
  if (reason) return { ok: false, state: values, reason };
  const next: Record<string, number> = { ...values };
  for (const pool in cost) next[pool] = (next[pool] ?? 0) - (cost[pool] ?? 0);
  return { ok: true, state: next };
}

/**
 * Add to one pool (a refund, a potion, a talent's extra action). `max` caps the result unless the pool already
 * holds more; omit it for a grant that may exceed the usual max (bonus: "Ambushers gain 1 extra action").
 */
export function gain(values: PoolValues, pool: string, amount: number, max?: number): PoolValues {
  const current = values[pool] ?? 0;
  const raised = current + Math.max(0, amount);
  return { ...values, [pool]: max === undefined ? raised : Math.max(current, Math.min(max, raised)) };
}
