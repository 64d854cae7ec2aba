import { expireAt } from "../../../core/conditions/expire.ts";
import { economyAtBoundary, type EconomySpec } from "../../../core/economy/economy.ts";
import type { PendingAction } from "../../../core/economy/multi-turn.ts";
import { isBoundaryFor, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import type { BonusActor } from "./actor.ts";
import { BONUS_ACTIONS } from "./actions.ts";
import type { BonusCombatantState } from "./combatant.ts";
import { BONUS_POOLS, bonusStats } from "./pools.ts";
import { BONUS_LIMITS } from "./reactions.ts";
import { recoveryPhase, type RecoveryLog } from "./recovery.ts";

/** The `bonus` economy as data: the ruleset descriptor's economy entry. */
export const BONUS_ECONOMY: EconomySpec = {
  pools: BONUS_POOLS,
  limits: BONUS_LIMITS,
  actions: BONUS_ACTIONS,
  // "If an act requires more actions than you have on your turn, then you must use action from the following turns"
  overrun: "carryOver",
};

export interface BonusBoundaryResult {
  readonly actor: BonusActor;
  readonly combatant: BonusCombatantState;
  /** Conditions that ended at this boundary, in the order they ended. */
  readonly expired: readonly string[];
  /** A multi-action act fully paid at this turn start: it takes effect now. */
  readonly completed?: PendingAction;
  /** Present at round end: what the recovery phase did. */
  readonly recovery?: RecoveryLog;
}

/**
 * Everything one boundary does to one combatant, in order:
 *   1. the combatant's pools refill and its reaction counts clear (turn start: actions; round start: reactions);
 *      at its turn start a multi-action act is paid from the new actions;
 *   2. its conditions expire (Defending and Ready at its turn start, the ambush roles at the end of round 1);
 *   3. at round end, the recovery phase.
 * The Combat sub-type calls this for every combatant at every event `core/turns` produces.
 */
export function bonusAtBoundary(
  actor: BonusActor,
  combatant: BonusCombatantState,
  event: BoundaryEvent,
): BonusBoundaryResult {
  const stats = bonusStats(actor, event.round);
  const paid = economyAtBoundary(BONUS_ECONOMY, combatant.economy, event, combatant.id, stats);
  const started = isBoundaryFor(event, "turnStart", combatant.id) ? 1 : 0;
  const nextCombatant: BonusCombatantState = {
    ...combatant,
    economy: paid.state,
    turnsStarted: combatant.turnsStarted + started,
  };
  const expired = expireAt(actor.conditions, event);
  let nextActor: BonusActor = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  const base = {
    combatant: nextCombatant,
    expired: expired.removed,
    ...(paid.completed ? { completed: paid.completed } : {}),
  };
  if (event.kind !== "roundEnd") return { actor: nextActor, ...base };
  const recovered = recoveryPhase(nextActor, event.round);
  nextActor = recovered.actor;
  return { actor: nextActor, ...base, recovery: recovered.log };
}
