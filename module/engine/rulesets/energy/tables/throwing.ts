import type { RangeTrio, WeaponWeight } from "../gear.ts";
import { trio } from "../gear.ts";
import type { Banded } from "../support/bands.ts";

/**
 * Throwing (seed): "Unless otherwise specified, Light weapons have a throwing range of (3/5/10), Heavy weapons have
 * a throwing range of (1/3/6), and other weapons have a throwing range of (2/4/8)." and the "Increased Throwing
 * Distance" table: "If you have high Arm Strength, then you can throw things further".
 */
export const THROWING_RANGES: Readonly<Record<WeaponWeight, RangeTrio>> = {
  light: trio(3, 5, 10),
  heavy: trio(1, 3, 6),
  other: trio(2, 4, 8),
};

export interface ThrowingDistanceRow extends Banded {
  readonly extra: RangeTrio;
}

export const INCREASED_THROWING_DISTANCE: readonly [ThrowingDistanceRow, ...ThrowingDistanceRow[]] = [
  { to: 4, extra: trio(0, 0, 0) },
  { from: 5, to: 9, extra: trio(0, 2, 4) },
  { from: 10, to: 14, extra: trio(1, 4, 8) },
  { from: 15, to: 19, extra: trio(1, 6, 10) },
  { from: 20, to: 24, extra: trio(2, 8, 16) },
  { from: 25, to: 29, extra: trio(2, 10, 20) },
  { from: 30, to: 34, extra: trio(3, 12, 24) },
  { from: 35, to: 39, extra: trio(3, 14, 28) },
  { from: 40, extra: trio(4, 16, 32) },
];
