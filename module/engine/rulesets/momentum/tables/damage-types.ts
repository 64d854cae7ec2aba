import type { DefenseRollKind } from "./defense-rolls.ts";

/**
 * Damage types (seed 002): "There are 11 damage types that can be categorized into four categories: Physical,
 * Elemental, Mystic, and Other." Listed in the seed's order. Each row carries the rules the seed attaches to the type:
 * which defence stands in for Armor, Holy's non-lethality, and the Elemental Status Effect linked to it ("Every
 * Elemental damage type has exactly one Status Effect that is linked to it"; the statuses are Fray's, see
 * conditions.ts).
 */
export const DAMAGE_CATEGORIES = ["physical", "elemental", "mystic", "other"] as const;
export type DamageCategory = (typeof DAMAGE_CATEGORIES)[number];

export const DAMAGE_TYPES = [
  "physical",
  "chemical",
  "cold",
  "heat",
  "poison",
  "shock",
  "curse",
  "holy",
  "spirit",
  "psychic",
  "reality",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const ELEMENTAL_STATUS_IDS = ["corroded", "chilled", "burning", "poisoned", "shocked"] as const;
export type ElementalStatusId = (typeof ELEMENTAL_STATUS_IDS)[number];

export interface DamageTypeRow {
  readonly id: DamageType;
  readonly label: string;
  readonly category: DamageCategory;
  /**
   * What is subtracted "as if it were Armor": the target's Armor, or the DR value of a Defense Roll kind ("Poison
   * damage … takes the Constitution DR value into account", "Psychic damage … takes the Will DR value").
   */
  readonly defense: "armor" | DefenseRollKind;
  /** "Holy damage is non-lethal against biological creatures … unless the one dealing the damage wishes". */
  readonly nonLethalToBiological: boolean;
  /** The Elemental Status Effect linked to the type (Elemental types only). */
  readonly status?: ElementalStatusId;
  readonly seedText: string;
}

const row = (
  id: DamageType,
  label: string,
  category: DamageCategory,
  seedText: string,
  extra: Partial<Pick<DamageTypeRow, "defense" | "nonLethalToBiological" | "status">> = {},
): DamageTypeRow => ({ id, label, category, defense: "armor", nonLethalToBiological: false, seedText, ...extra });

export const DAMAGE_TYPE_TABLE: Readonly<Record<DamageType, DamageTypeRow>> = {
  physical: row("physical", "Physical", "physical", "the most basic damage type that most weapons default to"),
  chemical: row("chemical", "Chemical", "elemental", "acidic and alkaline solutions", { status: "corroded" }),
  cold: row("cold", "Cold", "elemental", "damage that is caused by very low temperatures", { status: "chilled" }),
  heat: row("heat", "Heat", "elemental", "anything that damages through high temperatures", { status: "burning" }),
  poison: row(
    "poison",
    "Poison",
    "elemental",
    "ignores the Armor of its targets and instead takes the Constitution DR value into account",
    { defense: "constitution", status: "poisoned" },
  ),
  shock: row("shock", "Shock", "elemental", "Electricity causes Shock damage", { status: "shocked" }),
  curse: row("curse", "Curse", "mystic", "Evil and corrupting forces that erode you"),
  holy: row("holy", "Holy", "mystic", "Holy damage is non-lethal against biological creatures", {
    nonLethalToBiological: true,
  }),
  spirit: row("spirit", "Spirit", "mystic", "more neutral aligned supernatural forces"),
  psychic: row(
    "psychic",
    "Psychic",
    "other",
    "ignores the Armor of its targets and instead takes the Will DR value into account",
    { defense: "will" },
  ),
  reality: row("reality", "Reality", "other", "attacks you on a fundamental existential level"),
};

export function typesOfCategory(category: DamageCategory): readonly DamageType[] {
  return DAMAGE_TYPES.filter((type) => DAMAGE_TYPE_TABLE[type].category === category);
}

/** "Resistance reduces all incoming damage of that type by half. Immunity nullifies any damage of that type.
 * Vulnerability increases all damage of that type by half." */
export const AFFINITY_FACTORS = { resistance: 0.5, immunity: 0, vulnerability: 1.5 } as const;
