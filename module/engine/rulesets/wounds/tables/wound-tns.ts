import type { WoundLevel } from "./wound-levels.ts";

/**
 * The two TN tables keyed by wound level (seed 004).
 * - Recovery Checks: "Compare the result to the TNs in the table to the right to determine the highest wound level
 *   you can affect."
 * - Treat Wound: "choose what level of wound to treat and make a Lor [Healing/Wounds] check against the
 *   corresponding TN as listed in the table to the right."
 */
export const RECOVERY_TN: Readonly<Record<WoundLevel, number>> = {
  light: -8,
  moderate: -5,
  severe: -1,
  critical: 4,
  fatal: 10,
};

export const TREAT_WOUND_TN: Readonly<Record<WoundLevel, number>> = {
  light: -3,
  moderate: 0,
  severe: 3,
  critical: 6,
  fatal: 9,
};
