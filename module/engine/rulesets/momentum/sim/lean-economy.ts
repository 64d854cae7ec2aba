import { expireAt } from "../../../core/conditions/expire.ts";
import { turnEvent } from "../../../core/turns/boundary.ts";
import type { MomentumActor } from "../creature.ts";
import { AP_PER_TURN } from "../tables/actions.ts";

/**
 * A simulated fighter's economy as what a fight reads of the engine's `MomentumCombatantState`: the AP it has left
 * this turn, a number changed in place. The fight pays only in AP (its RP go unused, nobody pays to move, a weapon
 * attack's Attack action grants the one attack it makes at once), so the other pools, the uses and the AP spent this
 * turn, which no fight reads, are not kept; the engine builds a new combatant record at every turn start and payment.
 */
export interface LeanEconomy {
  /** The combatant id: the holder of "until your next turn" conditions. */
  readonly id: string;
  ap: number;
}

/**
 * The simulation's own `momentumAtBoundary` for the one boundary a simulated fight applies, a creature's turn start:
 * 3 AP, and its conditions expired (Defending ends); the caller reads the damage over time due from the actor
 * returned (`ticksDue`). test/engine/momentum/sim/lean-economy.test.ts holds the two equal over generated states.
 */
export function leanTurnStart(actor: MomentumActor, economy: LeanEconomy, round: number): MomentumActor {
  economy.ap = AP_PER_TURN;
  const expired = expireAt(actor.conditions, turnEvent("turnStart", round, economy.id));
  return expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
}
