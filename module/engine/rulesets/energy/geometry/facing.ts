import { arcOf, FRONT_HALF, type Arc } from "../../../core/geometry/facing.ts";
import type { Point } from "../../../core/geometry/shapes.ts";

/**
 * Facing (seed): "You are always facing half the area around you and not facing the other half. On a hex grid, you
 * face the 3 hexes in front of you (not facing the 3 behind you). On a square grid, you face the 3 squares in front
 * of you and the half of the 2 beside you – when the square is taken as a whole you are counted as facing it".
 * The core's FRONT_HALF arc (inclusive at 90°) gives exactly that on both grids and gridless scenes; headings come
 * snapped to the grid by the adapter (core `snapHeading`).
 * - "If you are attacked from where you are not facing, you have Disadvantage on Evasion rolls and you use your
 *   Unarmed Evasion."
 * - "You normally can't attack creatures you aren't facing." "Turning around does not take Energy or any other
 *   resource", so an attacker may turn first; the check is on the heading it attacks with.
 * - "Creatures can hide from you if you aren't facing them."
 */
export const ENERGY_ARC = FRONT_HALF;

export function energyArc(origin: Point, heading: number, other: Point): Arc {
  return arcOf(origin, heading, other, ENERGY_ARC);
}

/** Is `other` in the half `origin` faces? */
export function isFacing(origin: Point, heading: number, other: Point): boolean {
  return energyArc(origin, heading, other) === "front";
}

/** The defender is attacked from where it is not facing. */
export function attackedFromBehind(defender: Point, defenderHeading: number, attacker: Point): boolean {
  return !isFacing(defender, defenderHeading, attacker);
}
