import { addCondition, clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import type { Posture } from "../tables/attack-modifiers.ts";

/**
 * Change Posture (seed 004): "You change your position between standing, crouching, or prone. If you are prone, you
 * cannot change directly to standing." Postures are conditions (attackers read them from the Modifiers to Attack
 * table); the AP is paid through `takeAction("changePosture")`. Fray: the action changes the posture, so asking for
 * the one held is refused (rules page decision 164).
 */
export function postureFromConditions(conditions: ConditionState): Posture {
  if (isActive(conditions, "prone")) return "prone";
  if (isActive(conditions, "crouching")) return "crouching";
  return "standing";
}

function without(conditions: ConditionState, id: "prone" | "crouching"): ConditionState {
  return isActive(conditions, id) ? clearDirect(conditions, id).state.state : conditions;
}

export function changePosture(conditions: ConditionState, to: Posture, round: number): WoundsOutcome<ConditionState> {
  const from = postureFromConditions(conditions);
  if (from === to) {
    return refuse(conditions, { code: "samePosture", message: `Already ${to}.` });
  }
  if (from === "prone" && to === "standing") {
    return refuse(conditions, { code: "badPosture", message: "From prone, crouch first.", condition: "prone" });
  }
  const cleared = without(without(conditions, "prone"), "crouching");
  if (to === "standing") return { ok: true, state: cleared };
  const added = addCondition(WOUNDS_CONDITIONS, cleared, to, {
    source: "posture",
    duration: { kind: "permanent" },
    round,
  });
  return { ok: true, state: added.state };
}

/** Knocked prone (Trip): no AP, no posture order. */
export function knockProne(conditions: ConditionState, round: number, source = "knocked prone"): ConditionState {
  const cleared = without(conditions, "crouching");
  return addCondition(WOUNDS_CONDITIONS, cleared, "prone", { source, duration: { kind: "permanent" }, round }).state;
}
