import type { BoundaryKind } from "../turns/boundary.ts";
import { resolveQuantity, type Quantity, type Stats } from "./quantity.ts";

/**
 * Pools as data: AP, RP, Energy, actions, Vigor… A pool spec says how big the pool is, when it refills and whether
 * what is left carries over. Values are plain numbers keyed by pool id; they never go below 0 and refills never push
 * them past the max.
 */

/**
 * Where a pool's value lives (ARCHITECTURE.md decision 6): round-scoped pools on the Combatant, persistent resources
 * on the Actor. The engine treats both alike; the adapter reads and writes them in their home.
 */
export type PoolHome = "combatant" | "actor";

export interface PoolRefill {
  /** Turn boundaries refill only at the holder's own turn; round boundaries refill everyone. */
  readonly at: BoundaryKind;
  /** "max": up to the max. A quantity: that much (from a stat, a table…). */
  readonly amount: Quantity | "max";
  /**
   * true: add to what is left, and anything past the max is lost (wounds: "Unspent AP is carried over, but any AP
   * gained in excess of your max AP … is lost"; bonus Vigor recovery). false: what is left is lost and the pool is
   * set to the amount (contest: "A character does not transfer unspent AP into the next round").
   */
  readonly carryOver: boolean;
  /**
   * Skip this refill while this stat is non-zero (wounds: a surprised creature "cannot gain AP until after your
   * first turn").
   */
  readonly unless?: string;
}

export interface PoolSpec {
  readonly id: string;
  readonly label: string;
  readonly home: PoolHome;
  /** The ceiling of the pool and the target of "max" refills. */
  readonly max: Quantity;
  /** When the pool refills in combat; empty means never (only rests or abilities restore it). */
  readonly refills: readonly PoolRefill[];
  /** Value when the combatant joins combat (combatant pools only; default 0, the first boundary fills it). */
  readonly initial?: Quantity | "max";
}

export type PoolValues = Readonly<Record<string, number>>;

export function poolMax(spec: PoolSpec, stats: Stats): number {
  return Math.max(0, resolveQuantity(spec.max, stats));
}

/** The value a pool holds after one refill. Never negative, never past the max unless it already was. */
export function refilledValue(spec: PoolSpec, refill: PoolRefill, current: number, stats: Stats): number {
  const max = poolMax(spec, stats);
  const amount = refill.amount === "max" ? max : Math.max(0, resolveQuantity(refill.amount, stats));
  if (!refill.carryOver) return Math.min(max, amount);
  // A gain never takes away: a pool already above its max (a one-off grant, a lowered max) keeps what it has.
  return Math.max(current, Math.min(max, current + amount));
}

/** Starting values of the combatant-home pools. */
export function initialPoolValues(specs: readonly PoolSpec[], stats: Stats): PoolValues {
  const values: Record<string, number> = {};
  for (const spec of specs) {
    if (spec.home !== "combatant") continue;
    const initial = spec.initial ?? { kind: "const", value: 0 };
    const max = poolMax(spec, stats);
    values[spec.id] = initial === "max" ? max : Math.min(max, Math.max(0, resolveQuantity(initial, stats)));
  }
  return values;
}
