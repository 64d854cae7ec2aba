import { expireAt } from "../../../core/conditions/expire.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { economyAtBoundary, type EconomySpec } from "../../../core/economy/economy.ts";
import { isBoundaryFor, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import { spendStamina } from "../vitals/stamina.ts";
import { WOUNDS_ACTIONS } from "./actions.ts";
import { NO_DASH, type WoundsCombatantState } from "./combatant.ts";
import { applyCompletion } from "./effects.ts";
import { WOUNDS_LIMITS } from "./limits.ts";
import { WOUNDS_POOLS, woundsStats } from "./pools.ts";
import { spendAllOnTimed, timedDue } from "./timed.ts";

/** The `wounds` economy as data: the descriptor's economy entry. */
export const WOUNDS_ECONOMY: EconomySpec = {
  pools: WOUNDS_POOLS,
  limits: WOUNDS_LIMITS,
  actions: WOUNDS_ACTIONS,
  // "spend all your current AP, and continue to spend all AP on each of your subsequent turns until the total cost
  // has been spent, at which point the action takes effect"
  overrun: "carryOver",
};

export interface WoundsBoundaryResult {
  readonly actor: WoundsActor;
  readonly combatant: WoundsCombatantState;
  /** Conditions that ended at this boundary, oldest first. */
  readonly expired: readonly string[];
  /** An act that takes effect now: fully paid at this turn start, or a timed act whose last round ended. */
  readonly completed?: string;
  /** What the act paid over turns that completes now was aimed at, as it was declared (`ActionRequest.aim`). */
  readonly completedAim?: string;
  /** Fatigue from the completed act's stamina cost. */
  readonly fatigue: number;
}

/**
 * Everything one boundary does to one combatant, in order:
 *   1. AP: the round-start and turn-end gains (not while surprised: "you cannot gain AP until after your first turn";
 *      by default the gain at the end of that first turn already counts), reaction and Harry counts clear at round
 *      start, and at the holder's turn start an act in progress takes all AP;
 *   2. an act that completes pays its stamina ("spent when the action takes effect") and, after expiry, takes its
 *      own effect (economy/effects.ts);
 *   3. conditions expire, oldest first (Defending at the holder's turn start, Surprised at the end of its first turn,
 *      round durations at round ends);
 *   4. own turn end: the turn count rises and a Create an Opening result lapses ("for the rest of the turn");
 *   5. round end: the movement pool and Dash are lost ("any unspent movement is lost at the end of the round").
 */
export function woundsAtBoundary(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  event: BoundaryEvent,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsBoundaryResult {
  const id = combatant.id;
  const ownTurnEnd = isBoundaryFor(event, "turnEnd", id);
  const surprised = isActive(actor.conditions, "surprised");
  const noApGain = surprised && !(options.surprisedGainAtFirstTurnEnd && ownTurnEnd);
  const paid = economyAtBoundary(WOUNDS_ECONOMY, combatant.economy, event, id, woundsStats(actor, noApGain));
  let next: WoundsCombatantState = { ...combatant, economy: paid.state };
  let creature = actor.creature;
  let fatigue = 0;
  let completed: string | undefined;
  if (paid.completed) {
    completed = paid.completed.action;
    const spent = spendStamina(creature, combatant.pendingStamina ?? 0);
    creature = spent.creature;
    fatigue = spent.fatigue;
    const { pendingStamina: _owed, pendingAim: _aimed, ...rest } = next;
    next = rest;
  }
  const aim = paid.completed ? combatant.pendingAim : undefined;
  if (isBoundaryFor(event, "turnStart", id)) next = spendAllOnTimed(next);
  if (event.kind === "roundEnd") {
    const due = timedDue(next, event.round);
    if (due !== undefined) {
      completed = due;
      const { timed: _done, ...rest } = next;
      next = rest;
    }
    next = { ...next, movement: 0, dash: NO_DASH };
  }
  if (ownTurnEnd) {
    const { opening: _lapsed, ...rest } = next;
    next = { ...rest, turnsEnded: next.turnsEnded + 1 };
  }
  const expired = expireAt(actor.conditions, event);
  let after: WoundsActor = { creature, conditions: expired.state };
  if (completed !== undefined) {
    const done = applyCompletion(after, next, completed, event.round, aim);
    after = done.actor;
    next = done.combatant;
  }
  return {
    actor: after,
    combatant: next,
    expired: expired.removed,
    ...(completed === undefined ? {} : { completed }),
    ...(aim === undefined ? {} : { completedAim: aim }),
    fatigue,
  };
}
