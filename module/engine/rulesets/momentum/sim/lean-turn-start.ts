import { expireAt } from "../../../core/conditions/expire.ts";
import { clearUses } from "../../../core/economy/limits.ts";
import { turnEvent } from "../../../core/turns/boundary.ts";
import type { MomentumActor } from "../creature.ts";
import { momentumAtBoundary, ticksDue, type TickDue } from "../economy/boundary.ts";
import type { MomentumCombatantState } from "../economy/combatant.ts";
import { effectiveBasicMovement, MOMENTUM_LIMITS } from "../economy/pools.ts";
import { AP_PER_TURN } from "../tables/actions.ts";

/**
 * The simulation's own `momentumAtBoundary` for the one boundary a simulated fight applies, a creature's turn start:
 * 3 AP, Basic Movement (scaled by Chilled, 0 while immobile), no weapon attacks granted yet, the free interaction
 * and the AP spent this turn cleared, its conditions expired (Defending ends), and the damage over time due. The
 * engine's path reads every pool spec and resolves every stat through the generic economy; here the three pools a
 * turn start sets are set directly. A combatant paying an act over turns or holding an action (which a simulated
 * one never does) goes through the engine's path. What it leaves is what `momentumAtBoundary` leaves:
 * test/engine/momentum/sim/lean-turn-start.test.ts holds the two equal over generated states.
 */
export interface TurnStart {
  readonly actor: MomentumActor;
  readonly combatant: MomentumCombatantState;
  readonly ticks: readonly TickDue[];
}

export function leanTurnStart(actor: MomentumActor, combatant: MomentumCombatantState, round: number): TurnStart {
  const event = turnEvent("turnStart", round, combatant.id);
  if (combatant.economy.pending !== undefined || combatant.heldAction !== undefined) {
    const b = momentumAtBoundary(actor, combatant, event);
    return { actor: b.actor, combatant: b.combatant, ticks: b.ticks };
  }
  const pools = combatant.economy.pools;
  const next: Record<string, number> = { ...pools };
  if (pools["ap"] !== undefined) next["ap"] = AP_PER_TURN;
  if (pools["movement"] !== undefined) next["movement"] = Math.max(0, effectiveBasicMovement(actor));
  if (pools["attacks"] !== undefined) next["attacks"] = 0;
  const expired = expireAt(actor.conditions, event);
  const after = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  return {
    actor: after,
    combatant: {
      ...combatant,
      economy: { pools: next, uses: clearUses(MOMENTUM_LIMITS, combatant.economy.uses, event, combatant.id) },
      apSpentThisTurn: 0,
    },
    ticks: ticksDue(after),
  };
}
