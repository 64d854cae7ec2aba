import { segmentsIntersect } from "./intersect.ts";
import type { Segment } from "./shapes.ts";

/**
 * What cover and clear-path checks ask of a scene's walls. The adapter passes only the walls that block the sense
 * in question (sight for cover, movement for a clear path); the engine does not know wall types.
 */
export interface WallQuery {
  /** Some wall meets the segment. */
  blocks(s: Segment): boolean;
  /** Indices (into the wall list) of every wall meeting the segment, ascending. */
  blockers(s: Segment): number[];
}

/** The reference implementation: test every wall. Kept for tests (the index must agree with it) and tiny scenes. */
export function bruteForceWalls(walls: readonly Segment[]): WallQuery {
  return {
    blocks: (s) => walls.some((w) => segmentsIntersect(s, w)),
    blockers: (s) => walls.flatMap((w, i) => (segmentsIntersect(s, w) ? [i] : [])),
  };
}
