import { gain } from "../../../core/economy/spend.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";
import { actionSpec } from "./actions.ts";
import type { EnergyCombatantState, LastAction } from "./combatant.ts";

/**
 * Incomplete actions: "The Energy (or any resource) used to perform actions is technically spent as the results of
 * the action occur and you can willingly end an action at any time. Typically, at least 1 Energy is still spent if
 * an action is interrupted." The action was paid in full when it began; ending it early gives back what was not
 * used, keeping at least 1 Energy. Stamina paid in place of Energy counts as the first Energy used (it is the push
 * that got the action going), so refunds are Energy; Stamina paid for its own sake (Sprint, Jump) stays spent.
 */
export interface EndEarly {
  /** Energy the part done used ("If you perform the Run action and only move 1/3 of your Speed … 1 Energy"). */
  readonly energyUsed: number;
  /** Metres actually moved, for a movement action stopped short. */
  readonly metres?: number;
}

export function endActionEarly(combatant: EnergyCombatantState, end: EndEarly): EnergyOutcome<EnergyCombatantState> {
  const last = combatant.last;
  if (last === undefined) return refuse(combatant, { code: "noAction", message: "No action to end this Round." });
  if (last.energy <= 0) return { ok: true, state: combatant };
  const used = Math.min(last.energy, Math.max(1, Math.ceil(end.energyUsed)));
  const refund = Math.min(last.energy - used, last.energy - last.staminaAsEnergy);
  const pools = gain(combatant.economy.pools, "energy", Math.max(0, refund));
  const metres = end.metres === undefined ? last.metres : Math.min(last.metres, Math.max(0, end.metres));
  return {
    ok: true,
    state: {
      ...combatant,
      economy: { ...combatant.economy, pools },
      movedThisRound: Math.max(0, combatant.movedThisRound - (last.metres - metres)),
      agileMovesLeft: Math.min(combatant.agileMovesLeft, used),
      last: { ...last, energy: last.energy - Math.max(0, refund), metres },
    },
  };
}

/**
 * The Energy amounts the last action may be ended at, fewest first: from 1 ("at least 1 Energy is still spent") up to
 * one short of what it paid, each giving some back. Stamina paid in place of Energy is never given back, so the
 * lowest offer is what that Stamina covered, and a push covering it all leaves nothing to offer. None once it was
 * ended (`ended`): an action ends once (rules page decision 85).
 */
export function endEarlyChoices(combatant: EnergyCombatantState, ended: boolean): number[] {
  const last = combatant.last;
  if (!last || ended || last.staminaAsEnergy >= last.energy) return [];
  const lowest = Math.max(1, last.staminaAsEnergy);
  return Array.from({ length: Math.max(0, last.energy - lowest) }, (_, i) => lowest + i);
}

/**
 * The metres a movement action ended after `used` Energy covered: its share of the distance paid for ("If you
 * perform the Run action and only move 1/3 of your Speed, you would only spend 1 Energy"), rounded down. Undefined
 * for an action that is not movement.
 */
export function metresCovered(last: LastAction, used: number): number | undefined {
  if (actionSpec(last.action).kind !== "movement" || last.energy <= 0) return undefined;
  return Math.floor((last.metres * used) / last.energy);
}
