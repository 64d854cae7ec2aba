import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { checkRequest, notationParts, type ExtraValues } from "./check.ts";
import { parseCheckNotation } from "./notation.ts";

/**
 * Any check written in the seed's notation ("Lor [Healing/Wounds]", "Str [Athletics/Jumping]", "Prs [Nature/Riding]").
 * Checks outside combat rolls are standard (not wild) unless the caller says otherwise.
 */
export interface SkillCheckInput {
  readonly notation: string;
  readonly modifiers?: readonly FlatModifier[];
  readonly tn?: number;
  readonly tnSource?: string;
  readonly label?: string;
  readonly wild?: boolean;
  readonly extras?: ExtraValues;
}

export function skillCheckRequest(
  c: WoundsCreature,
  input: SkillCheckInput,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  const notation = parseCheckNotation(input.notation);
  if (!notation) throw new RangeError(`"${input.notation}" is not a check in Attr [Skill/Specialization] notation`);
  return checkRequest(
    {
      label: input.label ?? input.notation,
      wild: input.wild ?? false,
      parts: [...notationParts(c, notation, notation.specialization, input.extras), ...(input.modifiers ?? [])],
      ...(input.tn === undefined ? {} : { tn: input.tn, tnSource: input.tnSource ?? "TN" }),
    },
    options,
  );
}

/** "You have a -5 penalty to your check if you do not have a healing kit in hand." */
export const NO_HEALING_KIT_PENALTY = -5;

export function healingKitModifier(hasKit: boolean): readonly FlatModifier[] {
  return hasKit ? [] : [{ source: "No healing kit", value: NO_HEALING_KIT_PENALTY }];
}
