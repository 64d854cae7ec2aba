import { isBoundaryFor, type BoundaryEvent } from "../turns/boundary.ts";
import { clearUses, type UseCounts, type UseLimit } from "./limits.ts";
import { continueAct, type OverrunPolicy, type PendingAction } from "./multi-turn.ts";
import { initialPoolValues, refilledValue, type PoolSpec, type PoolValues } from "./pool.ts";
import type { Stats } from "./quantity.ts";
import type { ActionSpec } from "./actions.ts";

/**
 * A ruleset's whole economy as data, and what happens to one combatant's economy at a boundary.
 */
export interface EconomySpec {
  readonly pools: readonly PoolSpec[];
  readonly limits: readonly UseLimit[];
  readonly actions: readonly ActionSpec[];
  readonly overrun: OverrunPolicy;
}

/** The round-scoped economy of one combatant (plus, while a boundary is applied, any actor pools passed in). */
export interface EconomyState {
  readonly pools: PoolValues;
  readonly uses: UseCounts;
  readonly pending?: PendingAction;
}

export interface BoundaryResult {
  readonly state: EconomyState;
  /** A multi-turn act that was fully paid at this boundary and now takes effect. */
  readonly completed?: PendingAction;
}

export function initialEconomy(spec: EconomySpec, stats: Stats): EconomyState {
  return { pools: initialPoolValues(spec.pools, stats), uses: {} };
}

/**
 * Refill the pools present in `pools` whose refills happen at this event. Only pools present are touched, so the
 * caller decides which home it is updating (the combatant's pools, or an actor's Vigor at the recovery phase).
 */
export function applyRefills(
  specs: readonly PoolSpec[],
  pools: PoolValues,
  event: BoundaryEvent,
  holder: string,
  stats: Stats,
): PoolValues {
  let next = pools;
  for (const spec of specs) {
    const current = next[spec.id];
    if (current === undefined) continue;
    let value = current;
    for (const refill of spec.refills) {
      if (!isBoundaryFor(event, refill.at, holder)) continue;
      if (refill.unless !== undefined && (stats[refill.unless] ?? 0) !== 0) continue;
      value = refilledValue(spec, refill, value, stats);
    }
    if (value !== current) next = { ...next, [spec.id]: value };
  }
  return next;
}

/**
 * Everything the economy does at one boundary for one combatant, in this order: refill pools, clear use limits, and
 * at the holder's turn start pay towards a pending multi-turn act from the freshly refilled pool.
 */
export function economyAtBoundary(
  spec: EconomySpec,
  state: EconomyState,
  event: BoundaryEvent,
  holder: string,
  stats: Stats,
): BoundaryResult {
  const pools = applyRefills(spec.pools, state.pools, event, holder, stats);
  const uses = clearUses(spec.limits, state.uses, event, holder);
  const base: EconomyState = { pools, uses };
  if (state.pending === undefined) return { state: base };
  if (!isBoundaryFor(event, "turnStart", holder)) return { state: { ...base, pending: state.pending } };
  const paid = continueAct(pools, state.pending);
  const next: EconomyState = paid.pending
    ? { ...base, pools: paid.values, pending: paid.pending }
    : { ...base, pools: paid.values };
  return paid.completed ? { state: next, completed: paid.completed } : { state: next };
}
