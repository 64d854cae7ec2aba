import { insetRect, rectCentre, rectCorners, type Point, type Rect } from "./shapes.ts";
import type { WallQuery } from "./walls.ts";

/**
 * Cover by sampled sight lines: lines from sample points on the attacker to sample points on the target, each
 * blocked or not by a wall; the blocked fraction is what a ruleset maps to its cover levels (`bonus` light/partial/
 * full, `contest` low/high/full, `wounds` ¼ ½ ¾ 9⁄10). Samples are a rectangle's corners, pulled in by an inset so a
 * wall the token stands against does not block every line, plus its centre.
 */

/** Four inset corners and the centre of a token's rectangle. */
export function samplePoints(r: Rect, inset: number): readonly Point[] {
  return [...rectCorners(insetRect(r, inset)), rectCentre(r)];
}

/**
 * - best: the attacker uses its clearest sample point (the attacker leans to the best corner);
 * - mean: every line from every attacker sample counts equally.
 */
export type CoverMode = "best" | "mean";

export interface CoverResult {
  /** Blocked fraction in [0, 1]. */
  readonly fraction: number;
  /** Lines tested and blocked, counted over the lines that decided `fraction`. */
  readonly lines: number;
  readonly blocked: number;
  /** Index of the attacker sample used ("best"), or −1 ("mean"). */
  readonly from: number;
}

export function coverFraction(
  from: readonly Point[],
  to: readonly Point[],
  walls: WallQuery,
  mode: CoverMode = "best",
): CoverResult {
  if (from.length === 0 || to.length === 0) throw new RangeError("cover needs at least one sample on each side");
  const perSample = from.map((a) => to.reduce((n, b) => n + (walls.blocks({ a, b }) ? 1 : 0), 0));
  if (mode === "mean") {
    const blocked = perSample.reduce((s, n) => s + n, 0);
    const lines = from.length * to.length;
    return { fraction: blocked / lines, lines, blocked, from: -1 };
  }
  let best = 0;
  perSample.forEach((n, i) => {
    if (n < (perSample[best] ?? Infinity)) best = i;
  });
  const blocked = perSample[best] ?? 0;
  return { fraction: blocked / to.length, lines: to.length, blocked, from: best };
}

/** A straight line between two points that no wall crosses (`bonus` adjacency: "have a clear path between them"). */
export function clearPath(a: Point, b: Point, walls: WallQuery): boolean {
  return !walls.blocks({ a, b });
}
