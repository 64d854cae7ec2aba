import type { EconomyState } from "../../../core/economy/economy.ts";
import type { EnergyActionId } from "./actions.ts";

/**
 * Round-scoped state of an `energy` combatant (the Combatant sub-type, ARCHITECTURE.md decision 6): the Energy and
 * Agility pools, the once-per-round uses, and what the rules must remember within a Round.
 */
export interface LastAction {
  readonly action: EnergyActionId;
  /** Energy paid, counting Stamina paid in place of Energy. */
  readonly energy: number;
  /** Of which Stamina in place of Energy. */
  readonly staminaAsEnergy: number;
  /** Metres moved by the action (movement actions). */
  readonly metres: number;
  readonly sprint: boolean;
  /** An attack: Stamina spent on it by enhancing abilities ("limited to spending only 4 Stamina to enhance an attack"). */
  readonly enhancement?: number;
}

export interface EnergyCombatantState {
  readonly id: string;
  readonly economy: EconomyState;
  /** Metres moved this Round: Defend's bonus ends if you "move more than your Speed during a Round". */
  readonly movedThisRound: number;
  /** Agile Moves still open: "Once per Energy you spend on a non-movement action". */
  readonly agileMovesLeft: number;
  /** The action taken last this Round (Jump after moving, back-to-back turns, ending an action early). */
  readonly last?: LastAction;
}

export function newEnergyCombatant(id: string, energy = 0, agility = 0): EnergyCombatantState {
  return { id, economy: { pools: { energy, agility }, uses: {} }, movedThisRound: 0, agileMovesLeft: 0 };
}
