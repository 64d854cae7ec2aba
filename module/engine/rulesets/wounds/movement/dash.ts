import type { WoundsCombatantState } from "../economy/combatant.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";

/**
 * Dash (seed 004): "Your movement rate is doubled until the end of the round. If you use this action again while
 * already benefitting from it, make a Str [Athletics] check using the specialization that corresponds to your primary
 * mode of movement. For every 3 points in the check result, your movement rate increases by 1 until the end of the
 * round. You cannot increase your movement rate in this way more than once per round." The AP is paid through
 * `takeAction("dash")`; these functions change the combatant's Dash state.
 */
export const DASH_CHECK_STEP = 3;

/** The check for a second Dash, e.g. `Str [Athletics/Running]`. */
export function dashCheckNotation(mode: string): string {
  return `Str [Athletics/${mode}]`;
}

/** The first Dash of the round doubles the rate. */
export function dash(combatant: WoundsCombatantState): WoundsCombatantState {
  return { ...combatant, dash: { ...combatant.dash, doubled: true } };
}

/** A second Dash, with its check's total: +1 rate per 3 points, once per round. */
export function dashAgain(combatant: WoundsCombatantState, checkTotal: number): WoundsOutcome<WoundsCombatantState> {
  if (!combatant.dash.doubled) {
    return refuse(combatant, { code: "notDashing", message: "The check comes with a second Dash in a round." });
  }
  if (combatant.dash.checkUsed) {
    return refuse(combatant, { code: "dashUsed", message: "The rate can be raised this way once per round." });
  }
  const bonus = Math.floor(Math.max(0, checkTotal) / DASH_CHECK_STEP);
  return { ok: true, state: { ...combatant, dash: { doubled: true, bonus, checkUsed: true } } };
}
