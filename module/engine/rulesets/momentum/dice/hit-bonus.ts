import type { FlatModifier } from "../../../core/dice/request.ts";
import type { MomentumCreature } from "../creature.ts";
import { STAT_LABELS, statBonus, type StatId } from "../tables/stats.ts";

/**
 * Hit bonus (seed 002): "The hit bonus is equal to the Primary Stat Bonus of the weapon plus half of its Secondary
 * Stat Bonus", "3 plus 1,5, which is rounded down to 1, for a total of 4". "Your Ability hit bonus is calculated
 * similarly to a weapon hit bonus, but it uses your Primary and Secondary Stat instead, which are determined by your
 * Archetype." Returned as named parts so the roll dialog shows each.
 *
 * "Rounded down" is taken literally for negative bonuses too: half of −3 is −2 (docs/rules/momentum.md).
 */
export interface WeaponStats {
  readonly primary: StatId;
  readonly secondary: StatId;
}

/** "The Primary Stat Bonus … plus half of its Secondary Stat Bonus", each term as the parts and the total read it. */
function statTerms(creature: MomentumCreature, stats: WeaponStats): { primary: number; secondary: number } {
  return {
    primary: statBonus(creature.stats[stats.primary]),
    secondary: Math.floor(statBonus(creature.stats[stats.secondary]) / 2),
  };
}

/**
 * The Stat part of the hit bonus as one number, without the named parts: what the sheet's derivation shows for every
 * weapon on every preparation (issue 19's derivation budget), equal to the sum of `hitBonusParts` with no extras.
 */
export function statHitBonus(creature: MomentumCreature, stats: WeaponStats): number {
  const { primary, secondary } = statTerms(creature, stats);
  return primary + secondary;
}

export function hitBonusParts(
  creature: MomentumCreature,
  stats: WeaponStats,
  extra: readonly FlatModifier[] = [],
): readonly FlatModifier[] {
  const { primary, secondary } = statTerms(creature, stats);
  return [
    { source: `${STAT_LABELS[stats.primary]} Bonus`, value: primary },
    { source: `half ${STAT_LABELS[stats.secondary]} Bonus`, value: secondary },
    ...extra,
  ];
}

/** A weapon's hit bonus: its own Primary and Secondary Stats, plus any weapon bonus. */
export function weaponHitBonus(
  creature: MomentumCreature,
  weapon: WeaponStats,
  extra: readonly FlatModifier[] = [],
): readonly FlatModifier[] {
  return hitBonusParts(creature, weapon, extra);
}

/** The Ability hit bonus: the Archetype's Primary and Secondary Stats. */
export function abilityHitBonus(
  creature: MomentumCreature,
  extra: readonly FlatModifier[] = [],
): readonly FlatModifier[] {
  return hitBonusParts(creature, creature.archetype, extra);
}
