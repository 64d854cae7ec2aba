import type { MartialProficiency } from "../creature.ts";
import type { EnergyRefusal } from "../refusal.ts";

/**
 * Martial Proficiency (seed): "If you meet or exceed this value with your MPL you incur no penalties while using the
 * item and are considered Proficient with the item." Not Proficient with a melee weapon: "you deal half damage with
 * the weapon and have -1 Evasion and -1 AV with the weapon"; with a ranged weapon: "you deal half damage with the
 * weapon and must spend an additional Energy on your Ranged Attacks". "For every level of Martial Proficiency you
 * have, you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative." "You learn a Combat Style for having a MPL of
 * at least 3 and another for having a MPL of at least 6".
 */
export const COMBAT_STYLE_LEVELS = [3, 6] as const;

export function isProficient(mpl: number, mpr: number): boolean {
  return mpl >= mpr;
}

export interface ProficiencyPenalties {
  readonly halfDamage: boolean;
  readonly av: number;
  readonly evasion: number;
  readonly extraRangedEnergy: number;
}

export function proficiencyPenalties(mpl: number, mpr: number, ranged: boolean): ProficiencyPenalties {
  if (isProficient(mpl, mpr)) return { halfDamage: false, av: 0, evasion: 0, extraRangedEnergy: 0 };
  return ranged
    ? { halfDamage: true, av: 0, evasion: 0, extraRangedEnergy: 1 }
    : { halfDamage: true, av: -1, evasion: -1, extraRangedEnergy: 0 };
}

export function combatStyles(mpl: number): number {
  return COMBAT_STYLE_LEVELS.filter((level) => mpl >= level).length;
}

/** Every level's point goes to exactly one of the three. */
export function whyAllocationInvalid(martial: MartialProficiency): EnergyRefusal | undefined {
  const parts = [martial.armStrength, martial.legStrength, martial.initiative];
  if (parts.some((p) => !Number.isInteger(p) || p < 0) || !Number.isInteger(martial.level) || martial.level < 0) {
    return { code: "invalid", message: "Martial Proficiency points are whole numbers of 0 or more." };
  }
  const spent = parts.reduce((sum, p) => sum + p, 0);
  if (spent !== martial.level) {
    return {
      code: "invalid",
      message: `MPL ${martial.level} gives ${martial.level} points; ${spent} are placed.`,
      need: martial.level,
      have: spent,
    };
  }
  return undefined;
}
