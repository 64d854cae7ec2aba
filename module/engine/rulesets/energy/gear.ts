/**
 * Weapons, armor and shields as the rules read them. Items carry more on the sheet (price, description); these are
 * only the numbers the seed's formulas use.
 */

/** A range trio in metres: Advantage within the first, Disadvantage past the second, maximum the third. */
export interface RangeTrio {
  readonly advantage: number;
  readonly disadvantage: number;
  readonly maximum: number;
}

export const trio = (advantage: number, disadvantage: number, maximum: number): RangeTrio => ({
  advantage,
  disadvantage,
  maximum,
});

/** Weight class for throwing ranges and Disarm ("Light weapons may not Disarm Heavy weapons"). */
export type WeaponWeight = "light" | "heavy" | "other";

/** Ranged weapons by how they are drawn (the Draw Weight table's restrictions). */
export type RangedKind = "bow" | "handCrossbow" | "crossbow" | "heavyCrossbow" | "siegeCrossbow";

export interface DamageDice {
  readonly count: number;
  readonly faces: number;
  readonly bonus: number;
}

export interface EnergyWeapon {
  readonly id: string;
  readonly label: string;
  readonly damage: DamageDice;
  /** Weapon Attack Bonus (melee AV; a Thrown weapon's Accuracy). */
  readonly attackBonus: number;
  /** Ranged Accuracy (Miss Chance Modifier = 8 − Accuracy − Halved Dexterity Modifier). */
  readonly accuracy: number;
  /** Precise N: "will Crit on a Combat roll of 19 or 20" for Precise 1. */
  readonly precision: number;
  /** Reach in metres (unarmed attacks have Reach 0). */
  readonly reach: number;
  readonly weight: WeaponWeight;
  /** Blunt melee weapons deal Non-Lethal damage on a Chance roll of 5 or more. */
  readonly blunt: boolean;
  /** Thrown(#/#/#): throwing range, and Accuracy equal to the AV bonus. */
  readonly thrown?: RangeTrio;
  /** Ranged weapons: kind, range trio and Draw Weight. */
  readonly ranged?: { readonly kind: RangedKind; readonly range: RangeTrio; readonly drawWeightKg: number };
  /** Martial Proficiency Requirement. */
  readonly mpr: number;
  /** Energy to Load, for weapons that need it ("Energy cost varies depending on weapon used"). */
  readonly loadEnergy?: number;
  /** Evasion bonus from the weapon ("shield & weapon bonuses"); not used against ranged attacks. */
  readonly evasionBonus: number;
}

export interface EnergyArmor {
  /** Armor Coverage (AC): a Combat roll below it hits the armor. */
  readonly coverage: number;
  /** Ranged AC (defaults to `coverage`). */
  readonly rangedCoverage?: number;
  /** Armor Rating (AR), subtracted from damage when the armor is hit (the seed's "AB" once). */
  readonly rating: number;
  /** Armor penalty to Evasion, Ranged Evasion and Unarmed Evasion. */
  readonly evasionPenalty: number;
}

export interface EnergyShield {
  readonly evasionBonus: number;
}
