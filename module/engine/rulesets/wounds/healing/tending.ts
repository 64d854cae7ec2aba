import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { healingKitModifier, skillCheckRequest } from "../dice/skill-check.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";

/**
 * Tending (seed 004): "If you tend another character for at least two hours while they are taking a long rest, you may
 * make a Lor [Healing/Wounds] check, substituting your check result for their recovery check if it is higher. You have
 * a -5 penalty to your check if you do not have access to a healing kit." The substitution is `recoveryTotal`.
 */
export const TENDING_NOTATION = "Lor [Healing/Wounds]";

export function tendingRequest(
  tender: WoundsCreature,
  hasKit: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    tender,
    { notation: TENDING_NOTATION, label: "Tending", modifiers: healingKitModifier(hasKit) },
    options,
  );
}
