import type { Duration } from "../../../core/conditions/duration.ts";
import { addCondition } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import type { WoundsActor } from "../status.ts";
import type { WoundsCombatantState } from "./combatant.ts";

/**
 * What some actions do by themselves when they take effect — at once, or when an act paid over turns completes at a
 * boundary ("at which point the action takes effect"). Actions whose effect needs a roll or a choice (attacks, Change
 * Posture's new posture, a second Dash's check) are applied by their own procedures when `completed` names them.
 * - Defend: "Until your next turn or you receive a wound" (damage/apply.ts ends it on a wound).
 * - Ready an Action: "Until you take an action or reaction, you can take the chosen action as a reaction": Readied,
 *   and the chosen action (the act's `aim`, `readiedKey`) kept on the combatant; none named, none kept.
 * - Dash (the first of the round): "Your movement rate is doubled until the end of the round."
 */
export interface Completion {
  readonly actor: WoundsActor;
  readonly combatant: WoundsCombatantState;
}

function add(conditions: ConditionState, id: string, duration: Duration, round: number): ConditionState {
  return addCondition(WOUNDS_CONDITIONS, conditions, id, { source: id, duration, round }).state;
}

export function applyCompletion(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  action: string,
  round: number,
  /** What the act was aimed at: for Ready, the chosen action. */
  aim?: string,
): Completion {
  const holder = combatant.id;
  if (action === "defend") {
    const duration = { kind: "untilTurnStart", holder } as const;
    const added = add(actor.conditions, "defending", duration, round);
    return { actor: { ...actor, conditions: added }, combatant };
  }
  if (action === "ready") {
    const added = add(actor.conditions, "readied", { kind: "permanent" }, round);
    const { readied: _before, ...rest } = combatant;
    return { actor: { ...actor, conditions: added }, combatant: aim === undefined ? rest : { ...rest, readied: aim } };
  }
  if (action === "dash" && !combatant.dash.doubled) {
    return { actor, combatant: { ...combatant, dash: { ...combatant.dash, doubled: true } } };
  }
  return { actor, combatant };
}
