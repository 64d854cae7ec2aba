import { expireAt } from "../../../core/conditions/expire.ts";
import { economyAtBoundary } from "../../../core/economy/economy.ts";
import { isBoundaryFor, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import type { ContestActor } from "../creature.ts";
import { conditionWith } from "../status.ts";
import type { ContestCombatantState } from "./combatant.ts";
import { contestStats } from "./pools.ts";
import { CONTEST_ECONOMY } from "./spec.ts";

export interface ContestBoundaryResult {
  readonly actor: ContestActor;
  readonly combatant: ContestCombatantState;
  /** Conditions that ended at this boundary, in the order they ended. */
  readonly expired: readonly string[];
  /**
   * This combatant's turn has just started and must be skipped at once (surprised: "During this round their turn is
   * skipped"): the Combat sub-type calls `nextTurn` again.
   */
  readonly skipTurn: boolean;
}

/**
 * Everything one boundary does to one combatant, in order:
 *   1. pools refill and limits clear (round start: 3 AP, two Attacks, one free action; turn start: movement);
 *   2. conditions expire (Disengaged at the turn's end, Surprised and Dazed at their round's end);
 *   3. at its own turn start, whether the turn is skipped.
 * The Combat sub-type calls this for every combatant at every event `core/turns` produces.
 */
export function contestAtBoundary(
  actor: ContestActor,
  combatant: ContestCombatantState,
  event: BoundaryEvent,
): ContestBoundaryResult {
  const paid = economyAtBoundary(CONTEST_ECONOMY, combatant.economy, event, combatant.id, contestStats(actor));
  const started = isBoundaryFor(event, "turnStart", combatant.id);
  const nextCombatant: ContestCombatantState = {
    ...combatant,
    economy: paid.state,
    turnsStarted: combatant.turnsStarted + (started ? 1 : 0),
  };
  const expired = expireAt(actor.conditions, event);
  const nextActor = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  const skipTurn = started && conditionWith(nextActor, "skipsTurn") !== undefined;
  return { actor: nextActor, combatant: nextCombatant, expired: expired.removed, skipTurn };
}
