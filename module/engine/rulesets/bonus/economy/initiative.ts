import { sortInitiative, type InitiativeEntry } from "../../../core/turns/initiative.ts";
import type { InitiativeStructure } from "../../../core/turns/structure.ts";

/**
 * `bonus` turns: "When combat begins, all participants who wish to act roll their action dice. … Each round, all
 * fighters act in order of their initiative roll from highest to lowest." Rolled once, no held turns, no shifts.
 *
 * Ties (the seed is silent): the higher Speed score acts first (Speed is the ability of quickness: it sets movement
 * and Defense dice); if Speed ties too, the combatant that joined the encounter first acts first.
 */
export const BONUS_TURN_STRUCTURE: InitiativeStructure = {
  kind: "initiative",
  reroll: "never",
  shifts: "nextRound",
  holds: "none",
};

export interface BonusInitiativeRoll {
  readonly id: string;
  /** The initiative roll's total (action die + bonus dice). */
  readonly total: number;
  /** Speed score, the first tie-break. */
  readonly speed: number;
}

export function bonusInitiativeEntry(roll: BonusInitiativeRoll): InitiativeEntry {
  return { id: roll.id, total: roll.total, tiebreak: [roll.speed] };
}

/** Acting order, first to last; `rolls` in the order combatants joined the encounter. */
export function bonusInitiativeOrder(rolls: readonly BonusInitiativeRoll[]): readonly string[] {
  return sortInitiative(rolls.map(bonusInitiativeEntry));
}
