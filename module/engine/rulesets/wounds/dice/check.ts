import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import { ATTRIBUTE_LABEL, skillRank, specializationRank, type WoundsCreature } from "../creature.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { CHECK_MECHANICS, checkDice, checkOffset, naturalCritical, type Critical } from "./mechanic.ts";
import type { CheckNotation } from "./notation.ts";

/**
 * Building and reading checks. Every `wounds` roll (attack, combat check, skill check, recovery, initiative) is a
 * `checkRequest`: the mechanic's dice and offset, then the named parts, against a TN met on "equals or exceeds"
 * ("If the attack roll equals or exceeds the target's Defense, then the attack hits").
 */
export interface CheckInput {
  readonly label: string;
  /** "All attack and defense rolls are wild rolls unless an ability indicates otherwise." */
  readonly wild: boolean;
  readonly parts: readonly FlatModifier[];
  readonly tn?: number;
  readonly tnSource?: string;
}

export function checkRequest(input: CheckInput, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): DiceRequest {
  const mechanic = CHECK_MECHANICS[options.checkMechanic];
  const request: DiceRequest = {
    label: input.label,
    groups: [checkDice(mechanic, input.wild)],
    modifiers: [checkOffset(mechanic), ...input.parts.filter((p) => p.value !== 0)],
  };
  if (input.tn === undefined) return request;
  return { ...request, target: { kind: "meet", value: input.tn, source: input.tnSource ?? "TN" } };
}

/** Values for extra terms a notation names ("Size" is read from the creature; others come from the caller). */
export type ExtraValues = Readonly<Record<string, number>>;

/**
 * The parts of `Attr [Skill/Specialization]` for a creature: attribute, skill rank, specialization rank and any
 * extra terms, each named. `specialization` overrides a placeholder such as "Weapon group" with the actual one.
 */
export function notationParts(
  c: WoundsCreature,
  notation: CheckNotation,
  specialization: string | undefined = notation.specialization,
  extras: ExtraValues = {},
): FlatModifier[] {
  const parts: FlatModifier[] = [
    { source: ATTRIBUTE_LABEL[notation.attribute], value: c.attributes[notation.attribute] },
    { source: notation.skill, value: skillRank(c, notation.skill) },
  ];
  if (specialization !== undefined) {
    parts.push({
      source: `${notation.skill}/${specialization}`,
      value: specializationRank(c, notation.skill, specialization),
    });
  }
  for (const extra of notation.extras) {
    const value = extra.term === "Size" ? c.size : (extras[extra.term] ?? 0);
    parts.push({ source: extra.term, value: extra.sign * value });
  }
  return parts;
}

/** Does this check produce criticals? By default only wild rolls do (the seed ties them to attack rolls). */
export function criticalsApply(wild: boolean, options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS): boolean {
  return wild || options.criticals === "allChecks";
}

export function checkCritical(
  result: RollResult,
  wild: boolean,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): Critical | undefined {
  return criticalsApply(wild, options) ? naturalCritical(result) : undefined;
}
