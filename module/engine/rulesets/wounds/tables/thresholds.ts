import type { ThresholdRow } from "../../../core/damage/steps.ts";
import type { WoundLevel } from "./wound-levels.ts";

/**
 * Wound Thresholds (seed 004): "Each wound level is associated with a specific numeric threshold to determine how
 * much damage is needed to cause a wound of that level … You gain a wound of the highest level whose threshold the
 * damage exceeds or equals." Rows ascend, in the core's threshold shape, so the damage pipeline reads them directly.
 */
export interface WoundThresholdRow extends ThresholdRow {
  readonly level: WoundLevel;
}

export const WOUND_THRESHOLDS: readonly WoundThresholdRow[] = [
  { level: "light", atLeast: 0 },
  { level: "moderate", atLeast: 2 },
  { level: "severe", atLeast: 4 },
  { level: "critical", atLeast: 6 },
  { level: "fatal", atLeast: 8 },
];

/** The threshold of one level. */
export function thresholdOf(level: WoundLevel): number {
  return WOUND_THRESHOLDS.find((row) => row.level === level)?.atLeast ?? 0;
}
