import type { CoverLevel } from "../tables/cover.ts";

/**
 * From a blocked fraction (core `coverFraction`) to a `bonus` cover level. The seed describes cover by example
 * ("Crouching behind a tree stump", "Hiding behind a cement pillar or wall") and never by fraction, so the bounds
 * are Fray's (candidate world setting): a quarter of the sight lines blocked is partial cover, three quarters full,
 * all of them no line of sight. Light cover is soft (foliage, a camouflage net): walls never give it; the adapter
 * reports it from the scene (a region or a token flag).
 */
export interface CoverBounds {
  readonly partialFrom: number;
  readonly fullFrom: number;
}

export const DEFAULT_COVER_BOUNDS: CoverBounds = { partialFrom: 0.25, fullFrom: 0.75 };

export type SightCover = CoverLevel | "none" | "noLineOfSight";

export function coverFromFraction(fraction: number, bounds: CoverBounds = DEFAULT_COVER_BOUNDS): SightCover {
  if (fraction >= 1) return "noLineOfSight";
  if (fraction >= bounds.fullFrom) return "full";
  if (fraction >= bounds.partialFrom) return "partial";
  return "none";
}
