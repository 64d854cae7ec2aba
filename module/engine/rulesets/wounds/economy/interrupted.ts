import { lookupStep } from "../../../core/economy/quantity.ts";
import type { WoundsCreature } from "../creature.ts";
import { MAX_AP } from "../tables/speed.ts";
import { actInProgress, apOf, cancelActs, withAp, type WoundsCombatantState } from "./combatant.ts";

/**
 * A declared action cancelled by another's interrupt (seed 004): "If you interrupt after an action is declared, that
 * action does not take place and the acting character does not spend its AP cost." The AP paid for it come back: the
 * whole cost of an action paid at once, or, for one still being paid over turns (`action` is the act in progress),
 * what was paid so far, the act dropped. As if never spent, the pool keeps at most the max AP ("any AP gained in excess
 * of your max AP as listed in the table is lost").
 */
export interface Undeclared {
  readonly combatant: WoundsCombatantState;
  /** The AP given back. */
  readonly refund: number;
}

export function undeclare(
  creature: WoundsCreature,
  combatant: WoundsCombatantState,
  action: string,
  cost: number,
): Undeclared {
  const paying = actInProgress(combatant) === action ? combatant.economy.pending : undefined;
  const paid = paying ? Math.max(0, cost - paying.remaining) : cost;
  const cleared = paying ? cancelActs(combatant) : combatant;
  const have = apOf(cleared);
  const ap = Math.max(have, Math.min(lookupStep(MAX_AP, creature.attributes.speed), have + paid));
  return { combatant: withAp(cleared, ap), refund: ap - have };
}
