import type { WoundsCombatantState } from "../economy/combatant.ts";

/**
 * Create an Opening (seed 004): "Make a melee attack roll with your weapon. You can use the result in place of your
 * Defense against any rebuff reaction made by the target for the rest of the turn." "You can" is optional, so Fray uses
 * the better of the two; the result lapses at the end of the creator's turn (economy/boundary.ts).
 */
export function createOpening(combatant: WoundsCombatantState, target: string, result: number): WoundsCombatantState {
  return { ...combatant, opening: { target, result } };
}

/** The Defense a Rebuff by `rebuffer` has to meet against this combatant. */
export function defenseAgainstRebuff(combatant: WoundsCombatantState, rebuffer: string, defense: number): number {
  const opening = combatant.opening;
  return opening !== undefined && opening.target === rebuffer ? Math.max(defense, opening.result) : defense;
}
