/**
 * Armor Rating and Block Rating (seed 003). "Character that wear armor gain the benefit of an Armor Rating (AR), which
 * is determined by your combination of Armor Level and Armor Material"; "Your AR reduces all incoming physical damage
 * by an amount equal to its rating"; "If you have multiple sources of AR, you choose which one to use. You can't
 * benefit from multiple armor ratings at once."
 */
import type { ArmorLevel, ArmorMaterial } from "../tables/armor.ts";
import type { DamageGroup } from "../tables/damage-types.ts";

/** One source of AR the character could use (a suit of armor, a spell, a feature). */
export interface ArmorSource {
  readonly id: string;
  readonly label: string;
  /** AR against physical damage. */
  readonly rating: number;
  /** AR against magical damage, for the rare materials that give it. */
  readonly magicalRating?: number;
}

/**
 * The AR of armor of a level and material. The seed gives the full suit ("a full suit of Iron Armor has an AR of 5");
 * Fray gives partial armor half of it, rounded up (the seed's own rounding for half a rating, from shields), and
 * unarmored none ("Being unarmored grants you no protection").
 */
export function armorRating(
  level: ArmorLevel,
  material: ArmorMaterial,
): { readonly rating: number; readonly magicalRating: number } {
  const magical = material.fullMagicalRating ?? 0;
  switch (level) {
    case "unarmored":
      return { rating: 0, magicalRating: 0 };
    case "partial":
      return { rating: Math.ceil(material.fullRating / 2), magicalRating: Math.ceil(magical / 2) };
    case "full":
      return { rating: material.fullRating, magicalRating: magical };
  }
}

export function armorSource(id: string, level: ArmorLevel, material: ArmorMaterial): ArmorSource {
  const { rating, magicalRating } = armorRating(level, material);
  const label = `${material.label} ${level === "full" ? "full armor" : level === "partial" ? "partial armor" : "(unarmored)"}`;
  return magicalRating > 0 ? { id, label, rating, magicalRating } : { id, label, rating };
}

/** What a source stops of damage of this group. */
export function ratingAgainst(source: ArmorSource, group: DamageGroup): number {
  if (group === "physical") return Math.max(0, source.rating);
  if (group === "magical") return Math.max(0, source.magicalRating ?? 0);
  return 0;
}

/**
 * The one AR source that counts: the one the character chose, else the one that stops most of this hit (the choice a
 * character would make; the sheet may offer it as a default).
 */
export function chooseArmor(
  sources: readonly ArmorSource[],
  group: DamageGroup,
  chosen?: string,
): ArmorSource | undefined {
  if (chosen !== undefined) return sources.find((s) => s.id === chosen);
  return [...sources].sort((a, b) => ratingAgainst(b, group) - ratingAgainst(a, group))[0];
}

/**
 * Shields: "When you succeed on a Block, you add your BR to your AR against the triggering attack. Shields also
 * protect from magical damage equal to half their BR (round up)."
 */
export function blockRatingAgainst(blockRating: number, group: DamageGroup): number {
  const br = Math.max(0, blockRating);
  if (group === "physical") return br;
  if (group === "magical") return Math.ceil(br / 2);
  return 0;
}
