/**
 * When the reactions of the list may be taken (seed 004). Distances are in yards between the two creatures' spaces
 * (core `footprintDistance`); whether the reactor can see, and its weapon's reach, come from the scene.
 * - Rebuff: "A creature you can see attempts to approach closer than your weapon's optimal reach."
 * - Harry: "A creature within reach of your melee weapon attempts to make a ranged weapon attack or check."
 * - Cling: "A target you are grappling is about to move out of reach."
 * - Interpose: "A creature you can see makes an attack against you while you are grappling."
 */
export function rebuffTriggered(
  canSee: boolean,
  distanceBefore: number,
  distanceAfter: number,
  optimalReach: number,
): boolean {
  return canSee && distanceAfter < distanceBefore && distanceAfter < optimalReach;
}

export function harryTriggered(distance: number, meleeReach: number, rangedWeaponAttackOrCheck: boolean): boolean {
  return rangedWeaponAttackOrCheck && distance <= meleeReach;
}

export function clingTriggered(grappling: boolean, distanceAfter: number, reach: number): boolean {
  return grappling && distanceAfter > reach;
}

export function interposeTriggered(canSee: boolean, attackedThis: boolean, grappling: boolean): boolean {
  return canSee && attackedThis && grappling;
}
