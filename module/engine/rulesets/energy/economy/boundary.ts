import { expireAt } from "../../../core/conditions/expire.ts";
import { economyAtBoundary, initialEconomy, type EconomySpec } from "../../../core/economy/economy.ts";
import type { BoundaryEvent } from "../../../core/turns/boundary.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { ENERGY_ACTIONS } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { ENERGY_LIMITS } from "./limits.ts";
import { ENERGY_POOLS, energyStats } from "./pools.ts";

/** The `energy` economy as data: the ruleset descriptor's economy entry. */
export const ENERGY_ECONOMY: EconomySpec = {
  pools: ENERGY_POOLS,
  limits: ENERGY_LIMITS,
  actions: ENERGY_ACTIONS,
  // "You cannot start an action in one Round and complete it in another unless the action specifically allows it."
  overrun: "refuse",
};

/**
 * A creature joins a combat (at its start or mid-Round): its Energy and Agility start full, so it can act in the Round
 * it joins (the seed has no rule for latecomers; waiting for the next Round would leave them idle).
 */
export function joinCombat(
  actor: EnergyActor,
  id: string,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyCombatantState {
  return {
    id,
    economy: initialEconomy(ENERGY_ECONOMY, energyStats(actor, options)),
    movedThisRound: 0,
    agileMovesLeft: 0,
  };
}

/** Rolls the seed makes "each Round": the adapter rolls them (dice/d20.ts) and applies them (damage/). */
export type DueRoll = "deathSave" | "wakeRoll";

export interface EnergyBoundaryResult {
  readonly actor: EnergyActor;
  readonly combatant: EnergyCombatantState;
  /** Conditions that ended at this boundary, in the order they ended. */
  readonly expired: readonly string[];
  readonly due: readonly DueRoll[];
}

/**
 * One boundary for one combatant. Rounds have no turns, so only two events happen:
 * - roundStart: "Your Energy is reset based on your Stamina. Your Agility is reset"; the once-per-Round uses clear;
 *   the Round's movement, Agile Moves and last action start over; then the Round's rolls fall due — a Death Save
 *   "at the beginning of every Round until you are Stabilized", and the wake roll of a creature knocked out by
 *   Stamina loss or Non-Lethal damage ("You roll a 1d20 each Round until you get a 20").
 * - roundEnd: conditions lasting "until the end of the Round" (or of the next) end; suppressions lift.
 */
export function energyAtBoundary(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
  event: BoundaryEvent,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyBoundaryResult {
  const paid = economyAtBoundary(ENERGY_ECONOMY, combatant.economy, event, combatant.id, energyStats(actor, options));
  const expired = expireAt(actor.conditions, event);
  let nextActor: EnergyActor = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  // A Round starts the combatant over (every field of EnergyCombatantState, `last` dropped), built in one go.
  const nextCombatant: EnergyCombatantState =
    event.kind === "roundStart"
      ? { id: combatant.id, economy: paid.state, movedThisRound: 0, agileMovesLeft: 0 }
      : { ...combatant, economy: paid.state };
  const due: DueRoll[] = [];
  if (event.kind === "roundStart") {
    const c = actor.creature;
    if (!c.dead && c.bleedingOut && c.lastDeathSaveRound !== event.round) due.push("deathSave");
    if (!c.dead && (c.unconscious === "stamina" || c.unconscious === "nonLethal")) due.push("wakeRoll");
  }
  if (event.kind === "roundEnd" && nextActor.suppressed.length > 0) {
    nextActor = { ...nextActor, suppressed: nextActor.suppressed.filter((s) => s.round > event.round) };
  }
  return { actor: nextActor, combatant: nextCombatant, expired: expired.removed, due };
}
