import type { EconomyState } from "../../../core/economy/economy.ts";

/**
 * Round-scoped state of a `bonus` combatant (lives on the Combatant sub-type, ARCHITECTURE.md decision 6):
 * the actions pool, reactions used per trigger, and a multi-action act being paid over turns. Defending, Ready and
 * the ambush roles are conditions (status effects with durations), not fields here.
 */
export interface BonusCombatantState {
  readonly id: string;
  readonly economy: EconomyState;
  /** Turns this combatant has started this combat (0 before its first; ambush rules read it). */
  readonly turnsStarted: number;
}

export function newBonusCombatant(id: string): BonusCombatantState {
  return { id, economy: { pools: { actions: 0 }, uses: {} }, turnsStarted: 0 };
}
