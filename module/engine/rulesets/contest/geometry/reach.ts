/**
 * Reach. "make a Fighting Style test against a foe within their weapon's reach"; the excerpt gives no reach values.
 * Fray: a creature reaches 1 m (the next square of a 1-m grid, diagonals included under the equidistant rule) unless
 * its weapon says more. Distances are core `footprintDistance` in spaces times the scene's metres per space, so a big
 * body's own size already brings it closer.
 */
export const NATURAL_REACH_M = 1;

export function reachMetres(weaponReachM?: number): number {
  return weaponReachM ?? NATURAL_REACH_M;
}

export function withinReach(distanceMetres: number, reachM: number): boolean {
  return distanceMetres <= reachM;
}

/** What a creature's reach reads from one of its weapons. */
export interface ReachingWeapon {
  readonly equipped: boolean;
  /** A ranged weapon reaches nobody in melee. */
  readonly ranged: boolean;
  readonly reach: number;
}

/** A creature's reach: its longest equipped melee weapon's, else the natural 1 m (rules page decision 20). */
export function creatureReachMetres(weapons: readonly ReachingWeapon[]): number {
  const reaches = weapons.filter((w) => w.equipped && !w.ranged).map((w) => reachMetres(w.reach));
  return reaches.length ? Math.max(...reaches) : reachMetres();
}
