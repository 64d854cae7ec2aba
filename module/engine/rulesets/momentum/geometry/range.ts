/**
 * Melee and ranged (seed 002): "Melee attacks have a base range of 1 m and ignore cover. Ranged attacks have a greater
 * range than melee attacks that depend on the Ability or weapon, but you attack with disadvantage if you are within
 * melee range of an enemy." Distances are metres between the nearest spaces two tokens occupy (core
 * `footprintDistance` × 1 m), so two creatures side by side, diagonals included, are 1 m apart.
 */
export const MELEE_RANGE_M = 1;

/** Within melee range: at most the weapon's reach (1 m unless it says otherwise). */
export function withinMelee(distanceM: number, reachM: number = MELEE_RANGE_M): boolean {
  return distanceM <= reachM;
}

/**
 * Some enemy stands within melee range of the attacker. `enemyDistancesM` are the distances to the enemies able to
 * fight (the adapter leaves out the dead, the downed and objects: an enemy that cannot strike threatens nobody).
 */
export function enemyWithinMelee(enemyDistancesM: readonly number[]): boolean {
  return enemyDistancesM.some((d) => withinMelee(d));
}

/** Can this attack reach the target at all: melee within reach, ranged within its range. */
export function inRange(distanceM: number, ranged: boolean, rangeM: number = MELEE_RANGE_M): boolean {
  return ranged ? distanceM <= rangeM : withinMelee(distanceM, rangeM);
}
