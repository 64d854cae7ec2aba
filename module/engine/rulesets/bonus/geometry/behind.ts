import { arcOf, type Arc, type ArcSpec } from "../../../core/geometry/facing.ts";
import type { Point } from "../../../core/geometry/shapes.ts";

/**
 * "Attacking and defending from the front, sides, or behind carries no special rules. However, being attacked from
 * behind while you are unaware and attacking an opponent from behind who is unaware, impacts Guard."
 *
 * The seed names front, sides and behind without drawing them. Fray's arcs: front within 45° of the heading, behind
 * more than 90° off it, sides in between; on a square grid that is the three squares ahead, one to each side, and the
 * three behind; on hexes one ahead, two sides, three behind. Only "behind" has a rule.
 */
export const BONUS_ARCS: ArcSpec = { frontUpTo: 45, rearBeyond: 90 };

export function bonusArc(defender: Point, defenderHeading: number, attacker: Point, spec = BONUS_ARCS): Arc {
  return arcOf(defender, defenderHeading, attacker, spec);
}

export function isBehind(defender: Point, defenderHeading: number, attacker: Point, spec = BONUS_ARCS): boolean {
  return bonusArc(defender, defenderHeading, attacker, spec) === "rear";
}

/**
 * Guard is halved only when both hold: the attacker is behind, and the defender is "unaware of your enemy" (the
 * adapter or the GM says so: hidden, invisible, ambushing, distracted).
 */
export function behindAndUnaware(
  defender: Point,
  defenderHeading: number,
  attacker: Point,
  unaware: boolean,
  spec = BONUS_ARCS,
): boolean {
  return unaware && isBehind(defender, defenderHeading, attacker, spec);
}
