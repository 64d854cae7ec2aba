import type { SizeCategory } from "../creature.ts";

/**
 * Reach and adjacency (seed 000).
 * - "Creatures are considered adjacent when they are positioned within 6 feet of another creature and have a clear
 *   path between them. … Cover, walls, and obstacles prevent creatures from being considered adjacent."
 * - "Small, medium, and large creatures have a reach of 6 feet. … Weapons such as polearms and chains might change
 *   this."
 * Distances are measured between the nearest spaces the two tokens occupy (core `footprintDistance`, times the
 * scene's feet per space), so a large body's own size already brings it closer to its foes.
 */

export const ADJACENT_WITHIN_FT = 6;

/**
 * Natural reach by size, in feet. Small, medium and large are the seed's 6 ft. The seed is silent on the others;
 * Fray's defaults (a candidate world setting): tiny 3 ft (a mouse must get into its foe's space on a 5-ft grid),
 * huge 10, massive 15, colossal 20 (longer limbs, on top of the bigger footprint).
 */
export const NATURAL_REACH_FT: Readonly<Record<SizeCategory, number>> = {
  tiny: 3,
  small: 6,
  medium: 6,
  large: 6,
  huge: 10,
  massive: 15,
  colossal: 20,
};

/** Reach for a melee attack: the weapon's reach when it has one ("polearms and chains"), else the size's. */
export function reachFt(size: SizeCategory, weaponReachFt?: number): number {
  return weaponReachFt ?? NATURAL_REACH_FT[size];
}

/** Both conditions of "adjacent": within 6 feet, and a clear path (no cover, wall or obstacle between). */
export function isAdjacent(distanceFt: number, clearPath: boolean): boolean {
  return clearPath && distanceFt <= ADJACENT_WITHIN_FT;
}

/**
 * Can start a melee attack without moving: within reach and with a clear path (a wall between you and your foe
 * stops a sword as surely as it stops adjacency).
 */
export function canReach(distanceFt: number, reach: number, clearPath: boolean): boolean {
  return clearPath && distanceFt <= reach;
}
