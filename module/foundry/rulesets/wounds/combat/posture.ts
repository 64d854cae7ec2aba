/**
 * Change Posture with the posture it changes to (seed 004): "You change your position between standing, crouching,
 * or prone. If you are prone, you cannot change directly to standing." The sheet offers one button per posture not
 * held (`changePosture:<posture>`, a variant of the engine's `changePosture` action); the spend pays the action's AP
 * and, in the same write, sets the posture (the Prone and Crouching statuses the attack table reads). The posture is
 * needed when the action takes effect, which an act declared over turns does not keep, so it is paid now or refused
 * with the shortfall, as healing is (rules page decisions 164, 165). Pure: the sheet's context reads it too.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { refuse, type WoundsOutcome } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import { changePosture, postureFromConditions } from "../../../../engine/rulesets/wounds/movement/posture.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { POSTURES, type Posture } from "../../../../engine/rulesets/wounds/tables/attack-modifiers.ts";

export const CHANGE_POSTURE: WoundsActionId = "changePosture";

/** The spend's action id for Change Posture to `to`. */
export function postureAction(to: Posture): string {
  return `${CHANGE_POSTURE}:${to}`;
}

/** The posture a Change Posture variant asks for; undefined for any other action id. */
export function askedPosture(action: string): Posture | undefined {
  return POSTURES.find((p) => postureAction(p) === action);
}

/** The postures a creature can be asked to change to: every one but the one it holds. */
export function otherPostures(actor: WoundsActor): readonly Posture[] {
  const held = postureFromConditions(actor.conditions);
  return POSTURES.filter((p) => p !== held);
}

/** What the engine's `takeAction` (and the spend's own step) answers: the actor after it, and whether it took effect. */
interface TakenAct {
  readonly actor: WoundsActor;
  readonly completed: boolean;
}

/**
 * A Change Posture paid (`taken`) with its posture set: refused when the posture cannot be taken ("If you are prone,
 * you cannot change directly to standing"; the one held) or when the AP did not pay it now (`ap`: the action's cost
 * and the AP held before it, for the shortfall). `to` undefined: any other action, unchanged.
 */
export function withPosture<T extends TakenAct>(
  taken: WoundsOutcome<T>,
  to: Posture | undefined,
  round: number,
  ap: { readonly cost: number; readonly have: number },
): WoundsOutcome<T> {
  if (to === undefined || !taken.ok) return taken;
  const changed = changePosture(taken.state.actor.conditions, to, round);
  if (!changed.ok) return refuse(taken.state, changed.reason);
  if (!taken.state.completed) {
    const message = `Change Posture is paid now: needs ${String(ap.cost)} AP, has ${String(ap.have)}.`;
    return refuse(taken.state, { code: "noAp", message, need: ap.cost, have: ap.have });
  }
  return { ok: true, state: { ...taken.state, actor: { ...taken.state.actor, conditions: changed.state } } };
}
