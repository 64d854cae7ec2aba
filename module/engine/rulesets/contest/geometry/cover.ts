import { COVER_LEVELS, COVER_TABLE, type CoverLevel } from "../tables/cover.ts";

/**
 * From a blocked fraction (core `coverFraction`: the share of sight lines a wall stops) to a cover level, reading the
 * share of sight lines as the share of the body protected: "at least half" is low, "at least three-quarters" high,
 * "completely protected and concealed" full. Undefined below half.
 */
export function coverFromFraction(fraction: number): CoverLevel | undefined {
  let level: CoverLevel | undefined;
  for (const id of COVER_LEVELS) if (fraction >= COVER_TABLE[id].protects - 1e-9) level = id;
  return level;
}
