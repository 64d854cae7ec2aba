import type { EnergyWeapon, RangeTrio } from "../gear.ts";
import { adjustTrio } from "../geometry/range.ts";
import { bandRow } from "../support/bands.ts";
import { INCREASED_THROWING_DISTANCE, THROWING_RANGES } from "../tables/throwing.ts";

/**
 * Throwing (seed): "Throwing a weapon is a ranged attack. Weapons without the Thrown property deal half damage when
 * thrown unless the Hit Roll is a natural 20 in which case they deal full damage. Weapons with the Thrown property
 * have Accuracy equal to their AV bonus". A weapon without the property throws with its own Accuracy (0 for most
 * melee weapons).
 */
export function throwingRange(weapon: EnergyWeapon, armStrength: number): RangeTrio {
  const base = weapon.thrown ?? THROWING_RANGES[weapon.weight];
  return adjustTrio(base, bandRow(INCREASED_THROWING_DISTANCE, armStrength).extra);
}

export function throwingAccuracy(weapon: EnergyWeapon): number {
  return weapon.thrown === undefined ? weapon.accuracy : weapon.attackBonus;
}

/** Half damage for a weapon thrown without the Thrown property, unless the Hit roll is a natural 20. */
export function thrownHalfDamage(weapon: EnergyWeapon, naturalFace: number): boolean {
  return weapon.thrown === undefined && naturalFace !== 20;
}
