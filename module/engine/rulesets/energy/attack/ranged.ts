import type { FlatModifier } from "../../../core/dice/request.ts";
import type { SizeCategory } from "../creature.ts";
import type { EnergyArmor } from "../gear.ts";
import type { AttackRollReading } from "../dice/d20.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { halve } from "../support/fractions.ts";
import {
  MISS_CHANCE_BASE,
  MISS_CHANCE_MOVEMENT_TABLE,
  missChanceSizeModifier,
  type TargetMovement,
} from "../tables/miss-chance.ts";
import { NON_LETHAL_STEP_PENALTY } from "../tables/non-lethal.ts";
import { decidedByNaturalRoll, type AttackOutcome } from "./outcome.ts";

/**
 * A ranged attack (seed): "You make Ranged Attacks using a Hit roll (which is a 1d20 with nothing added) that must
 * [be] greater than or equal to the Miss Chance to hit." "Miss Chance = Miss Chance Modifier + Target's Ranged
 * Evasion roll + Situational Modifiers", "Miss Chance Modifier = 8 – weapon Accuracy – Halved Dexterity Modifier".
 * The Ranged Evasion roll is made only "If the target of a ranged attack is aware of the incoming attack and able to
 * actively avoid it". Situational: target size, target movement, and +3 per Non-Lethal step.
 */
export interface MissChancePart {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export interface MissChanceInput {
  readonly accuracy: number;
  readonly dexterityModifier: number;
  /** The target's Ranged Evasion roll total; undefined when it cannot or does not roll. */
  readonly evasionRoll?: number;
  readonly targetSize: SizeCategory;
  readonly targetMovement: TargetMovement;
  readonly nonLethalSteps?: number;
  readonly other?: readonly FlatModifier[];
}

export function missChanceModifier(accuracy: number, dexterityModifier: number, options = DEFAULT_ENERGY_OPTIONS) {
  return MISS_CHANCE_BASE - accuracy - halve(dexterityModifier, options.fractions);
}

export function missChance(
  input: MissChanceInput,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): { readonly total: number; readonly parts: readonly MissChancePart[] } {
  const parts: MissChancePart[] = [
    {
      id: "modifier",
      label: "Miss Chance Modifier",
      value: missChanceModifier(input.accuracy, input.dexterityModifier, options),
    },
  ];
  if (input.evasionRoll !== undefined) {
    parts.push({ id: "evasion", label: "Ranged Evasion roll", value: input.evasionRoll });
  }
  const size = missChanceSizeModifier(input.targetSize, options.missChanceSizes);
  if (size !== 0) parts.push({ id: "size", label: `Target size (${input.targetSize})`, value: size });
  const movement = MISS_CHANCE_MOVEMENT_TABLE[input.targetMovement].modifier;
  if (movement !== 0) parts.push({ id: "movement", label: "Target movement", value: movement });
  const steps = Math.max(0, Math.floor(input.nonLethalSteps ?? 0));
  if (steps > 0) parts.push({ id: "nonLethal", label: "Non-Lethal", value: NON_LETHAL_STEP_PENALTY * steps });
  for (const m of input.other ?? []) parts.push({ id: "other", label: m.source, value: m.value });
  return { total: parts.reduce((sum, p) => sum + p.value, 0), parts };
}

/**
 * Did the hit strike armor? The damage formula says "– AR if Hit Roll is less than AC" (Fray's default, as in melee);
 * the sentence before it says "If your Hit roll is greater than or equal to the target's Ranged AC, then you hit
 * their armor". World setting `rangedArmor`.
 */
export function rangedArmorHit(face: number, armor: EnergyArmor, options = DEFAULT_ENERGY_OPTIONS): boolean {
  const coverage = armor.rangedCoverage ?? armor.coverage;
  return options.rangedArmor === "belowCoverage" ? face < coverage : face >= coverage;
}

export interface RangedAttackInput {
  readonly hitRoll: AttackRollReading;
  readonly missChance: number;
  /** Defending: the target wins ties, so the Hit roll must exceed the Miss Chance. */
  readonly defenderWinsTies: boolean;
  readonly armor?: EnergyArmor;
}

export function resolveRanged(
  input: RangedAttackInput,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): AttackOutcome {
  const { hitRoll } = input;
  const natural = decidedByNaturalRoll(hitRoll);
  if (natural) return natural;
  const hit = input.defenderWinsTies ? hitRoll.face > input.missChance : hitRoll.face >= input.missChance;
  const armorHit = hit && input.armor !== undefined && rangedArmorHit(hitRoll.face, input.armor, options);
  return {
    attackerExposed: hitRoll.attackerExposed,
    criticalFailure: hitRoll.criticalFailure,
    hit,
    criticalHit: false,
    armorHit,
    targetExposed: false,
    decidedBy: "roll",
  };
}
