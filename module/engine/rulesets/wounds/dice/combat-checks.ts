import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { COMBAT_CHECKS, type CombatCheckId } from "../tables/combat-checks.ts";
import { checkRequest, notationParts, type ExtraValues } from "./check.ts";
import { parseCheckNotation } from "./notation.ts";

/**
 * Attack rolls and combat checks: "In order to make an attack, you must make an attack roll, which is usually a wild
 * check using one of the main combat skills". Both are the combat-check formulas, wild unless "an ability indicates
 * otherwise"; an attack targets a Defense, a combat check "may use a TN other than your target's Defense".
 */
export interface CombatCheckInput {
  readonly check: CombatCheckId;
  /** The weapon's group ("Swords") for weapon checks. */
  readonly weaponGroup?: string;
  /** The spell's school for spell checks. */
  readonly magicSchool?: string;
  /** "+ weapon's accuracy" for weapon checks. */
  readonly accuracy?: number;
  /** Situational modifiers, each named (Modifiers to Attack, Harry, Distract, a Nonlethal Attack's −2 …). */
  readonly modifiers?: readonly FlatModifier[];
  /** The Defense or TN to meet. */
  readonly tn?: number;
  readonly tnSource?: string;
  readonly label?: string;
  /** Wild unless an ability says otherwise. */
  readonly wild?: boolean;
  readonly extras?: ExtraValues;
}

export function combatCheckParts(c: WoundsCreature, input: CombatCheckInput): FlatModifier[] {
  const formula = COMBAT_CHECKS[input.check];
  const notation = parseCheckNotation(formula.notation);
  if (!notation) throw new RangeError(`combat check "${input.check}" has bad notation "${formula.notation}"`);
  const chosen =
    formula.variableSpecialization === "Weapon group"
      ? input.weaponGroup
      : formula.variableSpecialization === "Magic school"
        ? input.magicSchool
        : notation.specialization;
  const parts = notationParts(c, notation, chosen, input.extras);
  if (formula.addsAccuracy) parts.push({ source: "Accuracy", value: input.accuracy ?? 0 });
  return [...parts, ...(input.modifiers ?? [])];
}

export function combatCheckRequest(
  c: WoundsCreature,
  input: CombatCheckInput,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): DiceRequest {
  const formula = COMBAT_CHECKS[input.check];
  return checkRequest(
    {
      label: input.label ?? `${formula.label} check`,
      wild: input.wild ?? true,
      parts: combatCheckParts(c, input),
      ...(input.tn === undefined ? {} : { tn: input.tn, tnSource: input.tnSource ?? "Defense" }),
    },
    options,
  );
}
