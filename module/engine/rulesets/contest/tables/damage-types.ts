/**
 * Damage types (seed 003): "All damage sources have a damage type. Damage types don't have any rules associated with
 * them, but are important to distinguish when determining resistances and vulnerabilites." Listed under the seed's
 * three headings, in its order: Physical Damage, Magical Damage, Other Damage Types.
 */

export const DAMAGE_GROUPS = ["physical", "magical", "other"] as const;
export type DamageGroup = (typeof DAMAGE_GROUPS)[number];

export const DAMAGE_TYPES = [
  "crushing",
  "piercing",
  "slashing",
  "fire",
  "frost",
  "shock",
  "acid",
  "force",
  "necrotic",
  "radiant",
  "poison",
  "psychic",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export interface DamageTypeRow {
  readonly id: DamageType;
  readonly group: DamageGroup;
  /** The seed's description of the type. */
  readonly seedText: string;
}

const row = (id: DamageType, group: DamageGroup, seedText: string): DamageTypeRow => ({ id, group, seedText });

export const DAMAGE_TYPE_TABLE: Readonly<Record<DamageType, DamageTypeRow>> = {
  crushing: row("crushing", "physical", "Blunt trauma attacks, such as maces and fall damage."),
  piercing: row("piercing", "physical", "Puncturing and impaling skin, such as spears, rapiers, and bows."),
  slashing: row("slashing", "physical", "Sharp edges that cut, such as swords."),
  fire: row("fire", "magical", "Burning flames from a dragon deal fire damage."),
  frost: row("frost", "magical", "Spells such as winter storm deal frost damage."),
  shock: row("shock", "magical", "Lightning bolts deal shock damage."),
  acid: row("acid", "other", "Liquid that destroys inorganic materials as well as organic tissue."),
  force: row("force", "other", "Force is pure energy concentrated into a damaging form."),
  necrotic: row("necrotic", "other", "Unholy energy that decays."),
  radiant: row("radiant", "other", "Divine energy."),
  poison: row("poison", "other", "Several different poisons and gasses deal poison damage."),
  psychic: row("psychic", "other", "Abilities that target the mind deal psychic damage."),
};

/**
 * Groups a resistance or vulnerability can name: "Resistances can also be extended to their groups. An Ork with Magic
 * Resistance (2) reduces all fire, frost, and shock damage by 2." "Other Damage Types" is a heading for what is
 * neither physical nor magical, not a kind of damage, so it is not a group a resistance can name
 * (docs/rules/contest.md).
 */
export const RESISTIBLE_GROUPS = ["physical", "magical"] as const satisfies readonly DamageGroup[];
export type ResistibleGroup = (typeof RESISTIBLE_GROUPS)[number];

export function groupOf(type: DamageType): DamageGroup {
  return DAMAGE_TYPE_TABLE[type].group;
}

/** The types a group covers, in the seed's order. */
export function typesOf(group: DamageGroup): readonly DamageType[] {
  return DAMAGE_TYPES.filter((type) => DAMAGE_TYPE_TABLE[type].group === group);
}
