import { segmentCrossesRectInterior } from "../../../core/geometry/intersect.ts";
import type { Point, Rect } from "../../../core/geometry/shapes.ts";
import { COVER_TABLE, type CoverLevel } from "../tables/cover.ts";
import { sizeSteps, type SizeCategory } from "../tables/size.ts";

/**
 * Cover by direction (seed 002). Walls and objects: the blocked fraction of the sight lines from the attacker (core
 * `coverFraction`, which only looks along the attack, so cover is "from the direction" by construction) — "at least
 * half of your body" is half cover, "your entire body" full cover. Creatures: "Standing behind a creature of the same
 * size category or bigger also gives you half cover, but all attacks that miss you target the creature in front of
 * you instead". Taking Cover: "You also no longer grant half-cover to creatures of the same size category".
 */
export function coverFromFraction(fraction: number): CoverLevel {
  if (fraction >= COVER_TABLE.full.covers) return "full";
  if (fraction >= COVER_TABLE.half.covers) return "half";
  return "none";
}

/** "You have half cover while leaning out of full cover." */
export function leaningCover(cover: CoverLevel): CoverLevel {
  return cover === "full" ? "half" : cover;
}

export interface CoverCandidate {
  readonly id: string;
  /** The space the creature occupies, in the same units as the attack line. */
  readonly rect: Rect;
  readonly size: SizeCategory;
  /** It is Taking Cover (no cover to creatures of its own size category). */
  readonly takingCover: boolean;
}

/**
 * May this creature's body cover the target at all? "Standing behind a creature of the same size category or bigger
 * also gives you half cover" (a smaller one does not), and Taking Cover: "You also no longer grant half-cover to
 * creatures of the same size category".
 */
export function coversBySize(target: SizeCategory, blocker: Pick<CoverCandidate, "size" | "takingCover">): boolean {
  const steps = sizeSteps(target, blocker.size);
  return steps > 0 || (steps === 0 && !blocker.takingCover);
}

/** Does this creature give the target half cover against an attack along `from` → `to`? */
export function givesCreatureCover(from: Point, to: Point, target: SizeCategory, blocker: CoverCandidate): boolean {
  return coversBySize(target, blocker) && segmentCrossesRectInterior({ a: from, b: to }, blocker.rect);
}

/**
 * The creature "in front of you" for an attack from `from` on a target at `to`: of the creatures that give cover, the
 * one nearest the target (it is the one a missed attack strikes). Undefined when no creature gives cover.
 */
export function creatureCover(
  from: Point,
  to: Point,
  target: SizeCategory,
  candidates: readonly CoverCandidate[],
): CoverCandidate | undefined {
  const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  const dist = (c: CoverCandidate): number => Math.hypot(centre(c.rect).x - to.x, centre(c.rect).y - to.y);
  return candidates
    .filter((c) => givesCreatureCover(from, to, target, c))
    .reduce<CoverCandidate | undefined>(
      (best, c) => (best === undefined || dist(c) < dist(best) ? c : best),
      undefined,
    );
}

/** The better of the wall cover and the creature cover (cover does not stack: both are "half"). */
export function combinedCover(walls: CoverLevel, creature: CoverCandidate | undefined): CoverLevel {
  if (walls === "full") return "full";
  return walls === "half" || creature !== undefined ? "half" : "none";
}
