import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { healingKitModifier, skillCheckRequest } from "../dice/skill-check.ts";
import { woundCount } from "../damage/wound-track.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";

/**
 * Stabilize (seed 004): "Make a Lor [Healing/Wounds] check with a TN equal to the number of wounds the target has
 * received. On a success, the target is no longer dying and may immediately make another check to wake up as if it had
 * healed a wound. It continues making these checks every 10 minutes until it wakes up. You have a -5 penalty to your
 * check if you do not have a healing kit in hand." The wake-up check itself belongs to the wounded condition, which the
 * excerpt does not include; `wakeUp` applies its success.
 */
export const STABILIZE_NOTATION = "Lor [Healing/Wounds]";
export const WAKE_CHECK_MINUTES = 10;

export function stabilizeTn(target: WoundsCreature): number {
  return woundCount(target);
}

export function stabilizeRequest(
  healer: WoundsCreature,
  target: WoundsCreature,
  hasKit: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    healer,
    {
      notation: STABILIZE_NOTATION,
      label: "Stabilize",
      modifiers: healingKitModifier(hasKit),
      tn: stabilizeTn(target),
      tnSource: "Wounds received",
    },
    options,
  );
}

export function stabilize(target: WoundsCreature, success: boolean): WoundsOutcome<WoundsCreature> {
  if (target.dead)
    return refuse(target, { code: "dead", message: "The dead cannot be stabilized.", condition: "dead" });
  if (!target.dying) return refuse(target, { code: "notDying", message: "Only a dying creature can be stabilized." });
  return { ok: true, state: success ? { ...target, dying: false } : target };
}

/** A successful wake-up check. */
export function wakeUp(target: WoundsCreature): WoundsCreature {
  return target.dead || target.dying ? target : { ...target, unconscious: false };
}
