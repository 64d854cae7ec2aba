import type { Rounding } from "./steps.ts";

/**
 * Small numeric helpers shared by rulesets when they turn their modifiers into pipeline steps.
 */

/**
 * Round after a multiply. Products such as 10 × 0.3 come out as 3.0000000000000004 in floating point; snapping to
 * nine decimals first keeps "round up" from turning an exact 3 into 4.
 */
export function roundBy(value: number, mode: Rounding): number {
  const snapped = Math.round(value * 1e9) / 1e9;
  switch (mode) {
    case "down":
      return Math.floor(snapped);
    case "up":
      return Math.ceil(snapped);
    case "nearest":
      return Math.floor(snapped + 0.5);
  }
}

/**
 * Combine damage multipliers additively: each contributes its excess over 1. `energy`: "if you make an attack that
 * has two sources of double damage, it will deal 3 times the damage" → additiveMultiplier([2, 2]) = 3. Never below 0.
 */
export function additiveMultiplier(factors: readonly number[]): number {
  return Math.max(0, 1 + factors.reduce((sum, f) => sum + (f - 1), 0));
}

/**
 * The strongest of several same-kind values, or 0 when there are none. `contest`: "When you have a resistance to the
 * same damage type from multiple sources, you only benefit from the highest one"; `bonus`: "If you have two or more
 * Armor Ranks, you use the highest".
 */
export function highestOnly(values: readonly number[]): number {
  return values.reduce((best, v) => Math.max(best, v), 0);
}
