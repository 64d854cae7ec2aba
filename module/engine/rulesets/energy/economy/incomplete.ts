import { gain } from "../../../core/economy/spend.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";
import type { EnergyCombatantState } from "./combatant.ts";

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
