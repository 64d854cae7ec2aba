import type { WoundsCombatantState } from "../economy/combatant.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";

/**
 * Ignoring your flank (seed 004): "At any time on your turn or as a free reaction when you first become flanked, you
 * may choose to ignore specific creatures. … You can choose to stop ignoring a creature on your turn." The list lives
 * on the combatant; flanking (combat/flanking.ts) and the attack modifiers (rear attacks) read it.
 */
export type IgnoreMoment = "ownTurn" | "firstFlanked" | "other";

export function ignoreCreature(
  combatant: WoundsCombatantState,
  id: string,
  when: IgnoreMoment,
): WoundsOutcome<WoundsCombatantState> {
  if (when === "other") {
    return refuse(combatant, { code: "notYourTurn", message: "Ignore creatures on your turn or when first flanked." });
  }
  if (combatant.ignoring.includes(id)) return { ok: true, state: combatant };
  return { ok: true, state: { ...combatant, ignoring: [...combatant.ignoring, id] } };
}

export function stopIgnoring(
  combatant: WoundsCombatantState,
  id: string,
  ownTurn: boolean,
): WoundsOutcome<WoundsCombatantState> {
  if (!ownTurn) return refuse(combatant, { code: "notYourTurn", message: "Stop ignoring a creature on your turn." });
  return { ok: true, state: { ...combatant, ignoring: combatant.ignoring.filter((i) => i !== id) } };
}
