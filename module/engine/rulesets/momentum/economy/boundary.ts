import { expireAt } from "../../../core/conditions/expire.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { economyAtBoundary, type EconomySpec } from "../../../core/economy/economy.ts";
import { isBoundaryFor, type BoundaryEvent } from "../../../core/turns/boundary.ts";
import type { MomentumConditionId } from "../conditions.ts";
import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { withoutLean } from "../geometry/lean.ts";
import { effectsInForce } from "../status.ts";
import { MOMENTUM_ACTIONS } from "../tables/actions.ts";
import type { DamageType } from "../tables/damage-types.ts";
import type { HeldAction, MomentumCombatantState } from "./combatant.ts";
import { dropHeldAction } from "./held-action.ts";
import { MOMENTUM_LIMITS, MOMENTUM_POOLS, momentumStats } from "./pools.ts";

/** The `momentum` economy as data: the ruleset descriptor's economy entry. */
export const MOMENTUM_ECONOMY: EconomySpec = {
  pools: MOMENTUM_POOLS,
  limits: MOMENTUM_LIMITS,
  actions: MOMENTUM_ACTIONS,
  // Nothing in the excerpt spreads an action over turns: an action needs its whole cost now.
  overrun: "refuse",
};

/** Damage a condition deals at the holder's turn start: roll `request`, then `applyTick` (damage/ticks.ts). */
export interface TickDue {
  readonly condition: MomentumConditionId;
  /** Elemental damage of this type, or Vitality lost to Bleeding. */
  readonly type?: DamageType;
  readonly request: DiceRequest;
}

export interface MomentumBoundaryResult {
  readonly actor: MomentumActor;
  readonly combatant: MomentumCombatantState;
  /** Conditions that ended at this boundary, in the order they ended. */
  readonly expired: readonly string[];
  /** A held action whose trigger never came: lost at the holder's next turn start. */
  readonly heldActionLost?: HeldAction;
  /** Damage over time due now (Bleeding, Elemental Status Effects). */
  readonly ticks: readonly TickDue[];
}

function tickRequest(condition: MomentumConditionId, faces: number): DiceRequest {
  return { label: condition, groups: [{ id: "tick", source: condition, count: 1, faces }], modifiers: [] };
}

/** The ticks due at the holder's turn start. */
export function ticksDue(
  actor: MomentumActor,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): readonly TickDue[] {
  if (actor.creature.dead) return [];
  return effectsInForce(actor).flatMap((e): TickDue[] => {
    const tick = e.effects.tick;
    if (tick === undefined) return [];
    if ("type" in tick) {
      return options.elementalTickDie > 0
        ? [{ condition: e.condition, type: tick.type, request: tickRequest(e.condition, options.elementalTickDie) }]
        : [];
    }
    return options.bleedingTickDie > 0
      ? [{ condition: e.condition, request: tickRequest(e.condition, options.bleedingTickDie) }]
      : [];
  });
}

/**
 * Everything one boundary does to one combatant, in order:
 *   1. pools refill and the free interaction clears (turn start: AP, movement; round start: RP);
 *   2. the spent-this-turn/round counts start over (Cinematic Burst reads them);
 *   3. at its turn start a held action that was not triggered is lost, and a lean out of full cover ends
 *      (geometry/lean.ts, decision 125);
 *   4. its conditions expire (Defending, Taking Cover, Command at its turn start — which happens at the normal place
 *      even when the turn is held; Blinded at its turn end; Surprised at the end of round 1);
 *   5. at its turn start, the damage over time due now.
 * The Combat sub-type calls this for every combatant at every event `core/turns` produces (turns/unions.ts first
 * turns a union's events into its members').
 */
export function momentumAtBoundary(
  actor: MomentumActor,
  combatant: MomentumCombatantState,
  event: BoundaryEvent,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumBoundaryResult {
  const stats = momentumStats(actor);
  const paid = economyAtBoundary(MOMENTUM_ECONOMY, combatant.economy, event, combatant.id, stats);
  const turnStart = isBoundaryFor(event, "turnStart", combatant.id);
  let next: MomentumCombatantState = {
    ...combatant,
    economy: paid.state,
    apSpentThisTurn: turnStart ? 0 : combatant.apSpentThisTurn,
    rpSpentThisRound: event.kind === "roundStart" ? 0 : combatant.rpSpentThisRound,
  };
  const lost = turnStart ? combatant.heldAction : undefined;
  if (lost) next = dropHeldAction(next);
  if (turnStart) next = withoutLean(next);
  const expired = expireAt(actor.conditions, event);
  const nextActor = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  return {
    actor: nextActor,
    combatant: next,
    expired: expired.removed,
    ...(lost ? { heldActionLost: lost } : {}),
    ticks: turnStart ? ticksDue(nextActor, options) : [],
  };
}
