import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { skillCheckRequest } from "./skill-check.ts";

/**
 * Initiative (seed 004): "At the start of combat or when you join an ongoing combat, make a Prc [Reflex/Initiative]
 * check and add 5. Your starting initiative value is equal to the result." A standard check; the +5 is a named part.
 */
export const INITIATIVE_NOTATION = "Prc [Reflex/Initiative]";
export const INITIATIVE_BONUS = 5;

export function initiativeRequest(
  c: WoundsCreature,
  modifiers: readonly FlatModifier[] = [],
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  return skillCheckRequest(
    c,
    {
      notation: INITIATIVE_NOTATION,
      label: "Initiative",
      modifiers: [{ source: "Initiative", value: INITIATIVE_BONUS }, ...modifiers],
    },
    options,
  );
}
