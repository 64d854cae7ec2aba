/**
 * Resistance checks (seed 000): "When you are called upon to make a Resistance check, you will add one of your
 * relevant Ability Score bonuses" and "If you have general bonuses to your Resistance from talents or class
 * abilities, you always add this bonus." The VS comes from the attack or effect that calls for the check.
 */
import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { BonusAbility } from "../creature.ts";
import { abilityDice, abilityLabel, actionRollRequest, vsTarget, type BonusDiceSource, type VsRule } from "./check.ts";
import type { Challenge, Charge } from "./rank.ts";

export interface ResistanceInput {
  /** "Attacks that call for a Resistance check will specify the Ability Score used to resist the effect." */
  readonly ability: BonusAbility;
  readonly abilities: Readonly<Partial<Record<BonusAbility, number>>>;
  /** General Resistance bonuses given as bonus dice (always added). */
  readonly generalDice?: readonly BonusDiceSource[];
  /** General Resistance bonuses given as flat numbers (always added). */
  readonly generalModifiers?: readonly FlatModifier[];
  /** The VS of the effect being resisted, when known. */
  readonly vs?: number;
  readonly vsRule?: VsRule;
  readonly charges?: readonly Charge[];
  readonly challenges?: readonly Challenge[];
  readonly wounded?: boolean;
}

export function resistanceRequest(input: ResistanceInput): DiceRequest {
  const label = `${abilityLabel(input.ability)} Resistance`;
  return actionRollRequest({
    label,
    dice: [abilityDice(input.abilities, input.ability), ...(input.generalDice ?? [])],
    charges: input.charges,
    challenges: input.challenges,
    wounded: input.wounded,
    modifiers: input.generalModifiers,
    target: input.vs === undefined ? undefined : vsTarget(input.vs, label, input.vsRule),
  });
}
