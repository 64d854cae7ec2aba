import { bruteForceWalls, type WallQuery } from "./walls.ts";
import { buildWallIndex, type WallIndex } from "./wall-index.ts";
import type { Point, Segment } from "./shapes.ts";

/**
 * Walls whose blocking depends on where the looker stands, as Foundry v13's vision decides it for a point source
 * (core `ClockwiseSweepPolygon#_testEdgeInclusion` with `Edge#orientPoint` and `Edge#applyThreshold`):
 *
 * - a **one-way** wall (`direction` left or right) does not block a looker standing on its `direction` side, nor one
 *   collinear with it; it blocks from the other side. Sides are Foundry's: walking from the wall's first point to its
 *   second on a y-down canvas, left is the side `orient2dFast(a, b, p) < 0` names (so for a wall drawn eastward, the
 *   south side is left);
 * - a **proximity** wall blocks only a looker farther than its threshold from the wall; a **distance** wall (reverse
 *   proximity) only a looker within its threshold. Distance is from the looker to the nearest point of the wall, in
 *   the caller's units. A threshold of 0 means none: the wall blocks as a plain wall.
 *
 * The looker is the start of each queried segment (the attacker's sample point of a sight line).
 */
export type WallDirection = "both" | "left" | "right";

export interface WallThreshold {
  readonly kind: "proximity" | "distance";
  /** Same units as the wall's coordinates; 0 for none. */
  readonly distance: number;
}

export interface SensedWall {
  readonly segment: Segment;
  readonly direction: WallDirection;
  readonly threshold?: WallThreshold | undefined;
}

/** Which side of the wall (first point → second) `p` lies on, as `Edge#orientPoint`; "both" when collinear. */
export function sideOf(wall: Segment, p: Point): WallDirection {
  const { a, b } = wall;
  // Foundry's `orient2dFast(a, b, p)`: negative is left, positive right.
  const o = (a.y - p.y) * (b.x - p.x) - (a.x - p.x) * (b.y - p.y);
  if (o === 0) return "both";
  return o < 0 ? "left" : "right";
}

/** Distance from `p` to the nearest point of segment `s`. */
export function distanceToSegment(p: Point, s: Segment): number {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (s.a.x + t * dx), p.y - (s.a.y + t * dy));
}

/** The wall stops a sight line that starts at `looker` (when the line meets the wall at all). */
export function blocksFrom(wall: SensedWall, looker: Point): boolean {
  if (wall.direction !== "both") {
    const side = sideOf(wall.segment, looker);
    if (side === "both" || side === wall.direction) return false;
  }
  const t = wall.threshold;
  if (!t || t.distance <= 0) return true;
  const near = distanceToSegment(looker, wall.segment) < t.distance;
  return t.kind === "proximity" ? !near : near;
}

const isPlain = (w: SensedWall): boolean => w.direction === "both" && !(w.threshold && w.threshold.distance > 0);

/** The reference query: every wall tested. The index must agree with it. */
export function bruteForceSensedWalls(walls: readonly SensedWall[]): WallQuery {
  const geometric = bruteForceWalls(walls.map((w) => w.segment));
  const blockers = (s: Segment) =>
    geometric.blockers(s).filter((i) => {
      const w = walls[i];
      return w !== undefined && blocksFrom(w, s.a);
    });
  return { blocks: (s) => blockers(s).length > 0, blockers };
}

/**
 * A wall index over sensed walls: plain walls in one index (a query stops at the first hit), the few one-way and
 * threshold walls in another whose hits are kept only when they block from the line's start. Indices returned by
 * `blockers` are positions in `walls`.
 */
export function buildSensedWallIndex(walls: readonly SensedWall[]): WallIndex {
  const plainIds: number[] = [];
  const ruledIds: number[] = [];
  walls.forEach((w, i) => (isPlain(w) ? plainIds : ruledIds).push(i));
  const segments = (ids: readonly number[]) => ids.flatMap((i) => walls[i]?.segment ?? []);
  const plain = buildWallIndex(segments(plainIds));
  const ruled = buildWallIndex(segments(ruledIds));
  const ruledBlockers = (s: Segment): number[] =>
    ruled.blockers(s).flatMap((k) => {
      const i = ruledIds[k] ?? -1;
      const w = walls[i];
      return w !== undefined && blocksFrom(w, s.a) ? [i] : [];
    });
  return {
    cellSize: plain.cellSize,
    blocks: (s) => plain.blocks(s) || ruledBlockers(s).length > 0,
    blockers: (s) => [...plain.blockers(s).map((k) => plainIds[k] ?? -1), ...ruledBlockers(s)].sort((x, y) => x - y),
    candidateCount: (s) => plain.candidateCount(s) + ruled.candidateCount(s),
  };
}
