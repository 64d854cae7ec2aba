import { initialEconomy, type EconomyState } from "../../../core/economy/economy.ts";
import type { ContestActor } from "../creature.ts";
import { CONTEST_ECONOMY } from "./spec.ts";
import { contestStats } from "./pools.ts";

/**
 * Round-scoped state of a `contest` combatant (the Combatant sub-type, ARCHITECTURE.md decision 6): AP and movement,
 * attacks, free action and reactions used, and a pending Feint. Conditions (Disengaged, Braced…) live on the actor.
 */
export interface ContestCombatantState {
  readonly id: string;
  readonly economy: EconomyState;
  /** Feint: "If your next action is a Strike against the same target, you gain a boon". */
  readonly feint?: { readonly target: string };
  /** Turns started this combat (0 before the first). */
  readonly turnsStarted: number;
}

export function newContestCombatant(id: string, actor: ContestActor): ContestCombatantState {
  return { id, economy: initialEconomy(CONTEST_ECONOMY, contestStats(actor)), turnsStarted: 0 };
}
