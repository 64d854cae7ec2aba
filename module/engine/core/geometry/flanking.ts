import { segmentCrossesRectInterior } from "./intersect.ts";
import { angleBetween, bearing, type Point, type Rect } from "./shapes.ts";

/**
 * Flanking predicates, pure geometry. Whether each ally can actually attack (reach, first range increment, ignored
 * creatures) is the ruleset's filter, applied before calling these.
 */

/**
 * `contest`: "When at least two allied characters have a foe in their reach between them, such that one could draw
 * a straight line and connect all three characters, the foe is flanked." Fray draws the line between the two
 * allies' centres; it must pass through the inside of the foe's space (grazing a corner does not count, or two
 * allies at a corner would flank).
 */
export function flankedByLine(foe: Rect, allyA: Point, allyB: Point): boolean {
  return segmentCrossesRectInterior({ a: allyA, b: allyB }, foe);
}

/** Some pair of allies (given by centre) pass the straight-line test; returns the first such pair's indices. */
export function lineFlankingPair(foe: Rect, allies: readonly Point[]): readonly [number, number] | undefined {
  for (let i = 0; i < allies.length; i++) {
    for (let j = i + 1; j < allies.length; j++) {
      if (flankedByLine(foe, allies[i] as Point, allies[j] as Point)) return [i, j];
    }
  }
  return undefined;
}

/** Angle (0…180) between two creatures as seen from a centre point. */
export function separation(centre: Point, p: Point, q: Point): number {
  return angleBetween(bearing(centre, p), bearing(centre, q));
}

const EPS = 1e-9;

/**
 * `wounds`: a target is flanked "as long as there is at least a 120-degree separation between any two of the
 * surrounding creatures from the center of the target's space". Returns the first pair at or past `minDegrees`.
 * A creature standing on the centre has no direction and never counts.
 */
export function separationFlankingPair(
  centre: Point,
  attackers: readonly Point[],
  minDegrees = 120,
): readonly [number, number] | undefined {
  const placed = attackers.map((p, i) => ({ p, i })).filter(({ p }) => p.x !== centre.x || p.y !== centre.y);
  for (let a = 0; a < placed.length; a++) {
    for (let b = a + 1; b < placed.length; b++) {
      const pa = placed[a];
      const pb = placed[b];
      if (pa !== undefined && pb !== undefined && separation(centre, pa.p, pb.p) >= minDegrees - EPS) {
        return [pa.i, pb.i];
      }
    }
  }
  return undefined;
}

export function flankedBySeparation(centre: Point, attackers: readonly Point[], minDegrees = 120): boolean {
  return separationFlankingPair(centre, attackers, minDegrees) !== undefined;
}
