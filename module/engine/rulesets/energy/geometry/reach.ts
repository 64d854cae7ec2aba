import type { SizeCategory } from "../creature.ts";
import { sizeReachModifier } from "../tables/size.ts";

/**
 * Reach in metres on a 1 m grid ("When using a grid, each space is typically 1m"). Unarmed attacks have "Reach0";
 * Fray reads Reach as the metres of space between attacker and target, so Reach 0 reaches an adjacent space, Reach 1
 * one space further, and a Tiny creature's Reach −1 only its own space. Distances are the core's footprint distance
 * in spaces (centre to centre of the nearest occupied spaces): within reach when distance ≤ Reach + 1.
 * "Huge (and larger) creatures have +1 Reach and Tiny (or smaller) creatures have -1 Reach."
 */
export function effectiveReach(weaponReach: number, size: SizeCategory): number {
  return weaponReach + sizeReachModifier(size);
}

export function withinReach(distanceSpaces: number, reach: number): boolean {
  return distanceSpaces <= reach + 1;
}

/**
 * "When a creature moves through your maximum Reach (and you are facing them), you may make a Swift Attack against
 * them." `path` is the mover's distances (spaces) from you along its move.
 */
export function movesThroughReach(path: readonly number[], reach: number): boolean {
  return path.some((d) => withinReach(d, reach));
}
