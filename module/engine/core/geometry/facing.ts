import { neighbourBearings, type GridSpec } from "./grid.ts";
import { angleBetween, bearing, type Point } from "./shapes.ts";

/**
 * Facing: which arc of a creature another point lies in, from the creature's heading. The engine's heading is a
 * bearing (0 = east, 90 = south on screen); the adapter converts Foundry's token rotation to it.
 *
 * Arcs are described by two angles off the heading: `frontUpTo` (inclusive) and `rearBeyond` (exclusive). What is
 * neither is a side. Inclusive front edges make `energy`'s square rule come out right: a square exactly beside you
 * is half in front, and "when the square is taken as a whole you are counted as facing it".
 */

export type Arc = "front" | "side" | "rear";

export interface ArcSpec {
  /** Off-heading angle (degrees) up to which a point is in front, inclusive. */
  readonly frontUpTo: number;
  /** Off-heading angle beyond which a point is behind, exclusive. */
  readonly rearBeyond: number;
}

/** Front half / rear half, no sides (`energy`: "You are always facing half the area around you"). */
export const FRONT_HALF: ArcSpec = { frontUpTo: 90, rearBeyond: 90 };

// Headings from a grid or from a rotation slider carry float noise; a point on an arc edge must not flicker.
const EPS = 1e-9;

/** Angle (0…180) between a creature's heading and the direction from it to `other`. */
export function offHeading(origin: Point, heading: number, other: Point): number {
  return angleBetween(heading, bearing(origin, other));
}

/**
 * The arc of the creature at `origin` (facing `heading`) that `other` lies in. A point on the creature's own
 * position has no direction; it counts as in front (it can always be seen and struck).
 */
export function arcOf(origin: Point, heading: number, other: Point, spec: ArcSpec): Arc {
  if (origin.x === other.x && origin.y === other.y) return "front";
  const off = offHeading(origin, heading, other);
  if (off <= spec.frontUpTo + EPS) return "front";
  if (off > spec.rearBeyond + EPS) return "rear";
  return "side";
}

/**
 * Snaps a heading to the nearest neighbour direction of the grid (8 on squares, 6 on hexes) so that a token
 * always faces whole cells; gridless headings pass through.
 */
export function snapHeading(heading: number, grid: GridSpec): number {
  const options = neighbourBearings(grid);
  if (options === undefined) return ((heading % 360) + 360) % 360;
  let best = options[0] ?? 0;
  for (const option of options) if (angleBetween(heading, option) < angleBetween(heading, best)) best = option;
  return best;
}
