import type { DiceRequest, DieGroup, FlatModifier } from "../../../core/dice/request.ts";

/**
 * The damage roll (seed 004): "In the case of a hit with a weapon attack, add your Strength and the weapon's damage
 * value to your attack roll to determine the damage dealt." Strong Attack: "On a hit, you deal an additional 1d6
 * damage." Underwater: "all weapon damage is halved except from aquatic weapons. You still apply your full Strength
 * damage modifier." Fray halves rounding down (toward the smaller number), so halving never adds damage.
 */
export const STRONG_ATTACK_DIE = 6;
export const DAMAGE_GROUP_ID = "damage";

export interface ExtraDamageDice {
  readonly source: string;
  readonly count: number;
  readonly faces: number;
}

export interface DamageInput {
  /** Strength for weapon attacks; omit for attacks that add none (a spell's own damage value). */
  readonly strength?: number;
  readonly damageValue: number;
  readonly damageSource?: string;
  readonly extraDice?: readonly ExtraDamageDice[];
  /** Underwater with a non-aquatic weapon: the damage value is halved. */
  readonly halveDamageValue?: boolean;
  readonly modifiers?: readonly FlatModifier[];
  readonly label?: string;
}

export function halved(value: number): number {
  return Math.floor(value / 2);
}

export function damageRequest(input: DamageInput): DiceRequest {
  const value = input.halveDamageValue === true ? halved(input.damageValue) : input.damageValue;
  const parts: FlatModifier[] = [];
  if (input.strength !== undefined) parts.push({ source: "Strength", value: input.strength });
  parts.push({ source: input.damageSource ?? "Damage value", value });
  const groups: DieGroup[] = (input.extraDice ?? [])
    .filter((d) => d.count > 0)
    .map((d) => ({ id: DAMAGE_GROUP_ID, source: d.source, count: d.count, faces: d.faces }));
  return {
    label: input.label ?? "Damage",
    groups,
    modifiers: [...parts, ...(input.modifiers ?? [])].filter((m) => m.value !== 0),
  };
}

/** Strong Attack's extra die. */
export const STRONG_ATTACK_DICE: ExtraDamageDice = { source: "Strong Attack", count: 1, faces: STRONG_ATTACK_DIE };
