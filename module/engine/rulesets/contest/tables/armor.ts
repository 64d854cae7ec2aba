/**
 * Armor and shields (seed 003). "Armor is divided in to two armor levels: partial armor and full armor. Wearing no
 * armor does not require training." The material table is not in the excerpt ("Read more in Armor."): its one
 * example, "a full suit of Iron Armor has an AR of 5", and the shield example, "a Bone Shield has a BR of 6", are
 * kept here as data; items carry their own material ratings.
 */
export const ARMOR_LEVELS = ["unarmored", "partial", "full"] as const;
export type ArmorLevel = (typeof ARMOR_LEVELS)[number];

export interface ArmorLevelRow {
  readonly id: ArmorLevel;
  readonly label: string;
  /** Wearing it without training in a Fighting Style imposes the untrained-armor rule. */
  readonly needsTraining: boolean;
  /** The gear name a Fighting Style lists to be trained in it ("partial armor", "full armor"). */
  readonly gear: string | null;
  readonly seedText: string;
}

export const ARMOR_LEVEL_TABLE: Readonly<Record<ArmorLevel, ArmorLevelRow>> = {
  unarmored: {
    id: "unarmored",
    label: "Unarmored",
    needsTraining: false,
    gear: null,
    seedText: "Being unarmored grants you no protection but also doesn't restrict your mobility.",
  },
  partial: {
    id: "partial",
    label: "Partial Armor",
    needsTraining: true,
    gear: "partial armor",
    seedText: "There are three levels of protective gear: Unarmored, Partial Armor, and Full Armor.",
  },
  full: {
    id: "full",
    label: "Full Armor",
    needsTraining: true,
    gear: "full armor",
    seedText: "Wearing a full suit of armor grants a higher degree of protection than only wearing partial armor.",
  },
};

/** An armor material: the AR of a full suit, and (rare materials) protection against magical damage. */
export interface ArmorMaterial {
  readonly id: string;
  readonly label: string;
  /** AR of a full suit of this material. */
  readonly fullRating: number;
  /** AR against magical damage of a full suit ("Some rare materials also provide protection against magical"). */
  readonly fullMagicalRating?: number;
}

/** "For example, a full suit of Iron Armor has an AR of 5". */
export const IRON: ArmorMaterial = { id: "iron", label: "Iron", fullRating: 5 };

/** "For example, a Bone Shield has a BR of 6." */
export const BONE_SHIELD_BR = 6;
