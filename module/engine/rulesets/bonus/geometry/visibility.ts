import { FEET_PER_METRE, VISIBILITY_TABLE, type VisibilityLevel } from "../tables/visibility.ts";

/**
 * A ranged attack under a visibility level: whether it is allowed at this distance and its VS penalty. The attack
 * roll itself adds the penalty to the VS (dice layer).
 */
export interface RangedVisibility {
  readonly allowed: boolean;
  readonly vsPenalty: number;
  readonly reason: "clear" | "beyondLimit" | "penalty" | "pointBlank";
}

export function rangedVisibility(level: VisibilityLevel, distanceFt: number): RangedVisibility {
  const row = VISIBILITY_TABLE[level];
  if (row.rangedLimit !== undefined && distanceFt > row.rangedLimit) {
    return { allowed: false, vsPenalty: row.rangedPenalty, reason: "beyondLimit" };
  }
  // "no penalties at point blank (under 3 meters)": strictly under, converted exactly (≈ 9.84 ft).
  if (row.pointBlankUnderMetres !== undefined && distanceFt < row.pointBlankUnderMetres * FEET_PER_METRE) {
    return { allowed: true, vsPenalty: 0, reason: "pointBlank" };
  }
  return row.rangedPenalty > 0
    ? { allowed: true, vsPenalty: row.rangedPenalty, reason: "penalty" }
    : { allowed: true, vsPenalty: 0, reason: "clear" };
}

/** The VS penalty to driving, navigating and piloting. */
export function pilotingPenalty(level: VisibilityLevel): number {
  return VISIBILITY_TABLE[level].pilotingPenalty;
}
