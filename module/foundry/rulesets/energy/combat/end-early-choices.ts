/**
 * The ids and choices of ending an action early (end-early.ts, rules page decision 85), as the sheet offers them and
 * the spend reads them back: `endEarly:<used>`, one per Energy short of what this Round's last action paid. Plain data,
 * no Foundry globals.
 */
import type { EnergyCombatantState } from "../../../../engine/rulesets/energy/economy/combatant.ts";

const PREFIX = "endEarly:";

export function endEarlyActionId(used: number): string {
  return `${PREFIX}${used}`;
}

/** The Energy used that `endEarly:<used>` names, or undefined for any other id. */
export function parseEndEarly(action: string): number | undefined {
  if (!action.startsWith(PREFIX)) return undefined;
  const used = Number(action.slice(PREFIX.length));
  return Number.isInteger(used) && used >= 1 ? used : undefined;
}

/**
 * The Energy amounts the last action may be ended at, fewest first: from 1 up to one short of what it paid, each
 * giving some back (Stamina paid in place of Energy is never given back, so a push covering it all leaves none).
 * None once it was ended (`ended`): an action ends once.
 */
export function endEarlyChoices(state: EnergyCombatantState, ended: boolean): number[] {
  const last = state.last;
  if (!last || ended || last.staminaAsEnergy >= last.energy) return [];
  const lowest = Math.max(1, last.staminaAsEnergy);
  return Array.from({ length: Math.max(0, last.energy - lowest) }, (_, i) => lowest + i);
}
