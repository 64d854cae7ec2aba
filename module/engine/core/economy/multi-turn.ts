import type { PoolValues } from "./pool.ts";
import { spend, whyCannotAfford, type Cost, type Outcome, type SpendRefusal } from "./spend.ts";

/**
 * Acts that cost more of the turn pool than is left.
 * - "refuse": "cannot start an action you cannot finish" (energy: "You cannot start an action in one Round and
 *   complete it in another unless the action specifically allows it").
 * - "carryOver": pay what you have now and the rest from the following turns (bonus: "If an act requires more
 *   actions than you have on your turn, then you must use action from the following turns to complete"; wounds:
 *   "spend all your current AP, and continue to spend all AP on each of your subsequent turns until the total cost
 *   has been spent").
 */
export type OverrunPolicy = "refuse" | "carryOver";

/** An act being paid over several turns. It takes effect when `remaining` reaches 0. */
export interface PendingAction {
  readonly action: string;
  readonly pool: string;
  readonly remaining: number;
  readonly startedRound: number;
}

export interface ActRequest {
  readonly action: string;
  /** The pool paid over turns (actions, AP) and how much the act needs from it in total. */
  readonly pool: string;
  readonly amount: number;
  /** Other costs, paid in full when the act starts (Vigor, Mana): they cannot be spread. */
  readonly extra?: Cost;
  readonly round: number;
}

export interface ActState {
  readonly values: PoolValues;
  /** Set while the act still needs payment from later turns. */
  readonly pending?: PendingAction;
}

export type ActRefusal =
  | SpendRefusal
  | { readonly code: "cannotFinish"; readonly message: string; readonly need: number; readonly have: number };

/** Start an act: pay in full, or (carry-over) pay what is there and leave the rest pending, or refuse. */
export function startAct(
  values: PoolValues,
  request: ActRequest,
  policy: OverrunPolicy,
): Outcome<ActState, ActRefusal> {
  const unchanged: ActState = { values };
  const full = { ...(request.extra ?? {}), [request.pool]: (request.extra?.[request.pool] ?? 0) + request.amount };
  const paidInFull = spend(values, full);
  if (paidInFull.ok) return { ok: true, state: { values: paidInFull.state } };
  const extraShort = request.extra ? whyCannotAfford(values, request.extra) : undefined;
  if (extraShort) return { ok: false, state: unchanged, reason: extraShort };
  const have = values[request.pool];
  if (have === undefined) return { ok: false, state: unchanged, reason: paidInFull.reason };
  if (policy === "refuse") {
    const message = `Needs ${request.amount} ${request.pool} to finish, has ${have}.`;
    return { ok: false, state: unchanged, reason: { code: "cannotFinish", message, need: request.amount, have } };
  }
  // Something must be paid now for an act to begin; with nothing left the turn is simply over.
  if (have <= 0) return { ok: false, state: unchanged, reason: paidInFull.reason };
  const paid = spend(values, { ...(request.extra ?? {}), [request.pool]: have });
  if (!paid.ok) return { ok: false, state: unchanged, reason: paid.reason };
  const pending: PendingAction = {
    action: request.action,
    pool: request.pool,
    remaining: request.amount - have,
    startedRound: request.round,
  };
  return { ok: true, state: { values: paid.state, pending } };
}

export interface ContinueResult extends ActState {
  /** The act that was completed by this payment, if any. */
  readonly completed?: PendingAction;
}

/** Pay towards a pending act from what the pool holds now (called at the holder's turn start, after refills). */
export function continueAct(values: PoolValues, pending: PendingAction): ContinueResult {
  const have = Math.max(0, values[pending.pool] ?? 0);
  const pay = Math.min(have, pending.remaining);
  const next = { ...values, [pending.pool]: have - pay };
  const remaining = pending.remaining - pay;
  if (remaining <= 0) return { values: next, completed: { ...pending, remaining: 0 } };
  return { values: next, pending: { ...pending, remaining } };
}
