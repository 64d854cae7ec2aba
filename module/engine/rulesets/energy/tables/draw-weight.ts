import type { Banded } from "../support/bands.ts";

/**
 * The Draw Weight Table (seed): Arm Strength → Draw Weight (kg), Range (m), Extra Damage, Restrictions.
 * "Therefore, any two-handed crossbow adds +5 to the Arm Strength when determining Draw Weight."
 *
 * The Range column is printed as "-3/10/60", "+0", "+1/6/12": Fray reads the sign as applying to all three numbers
 * of the weapon's range trio (so "-3/10/60" is −3/−10/−60), the only reading under which a heavier draw never
 * shortens a range (docs/rules/energy.md). `range` holds the signed trio; `rangeText` the cell as printed.
 */
export type DrawWeightRestriction =
  | { readonly kind: "none" }
  | { readonly kind: "maxForHandCrossbows" }
  | { readonly kind: "maxForMpl"; readonly mplFrom: number; readonly mplTo?: number }
  | { readonly kind: "heavyAndSiegeCrossbowOnly" }
  | { readonly kind: "siegeCrossbowOnly" };

export interface DrawWeightRow extends Banded {
  /** The kg cell; the first row is "<20", kept as `kgBelow`. */
  readonly kg: number;
  readonly kgBelow?: true;
  readonly rangeText: string;
  readonly range: { readonly advantage: number; readonly disadvantage: number; readonly maximum: number };
  readonly extraDamage: number;
  readonly restriction: DrawWeightRestriction;
}

const r = (advantage: number, disadvantage: number, maximum: number) => ({ advantage, disadvantage, maximum });
const none = { kind: "none" } as const;

export const DRAW_WEIGHT_TABLE: readonly [DrawWeightRow, ...DrawWeightRow[]] = [
  { to: 0, kg: 20, kgBelow: true, rangeText: "-3/10/60", range: r(-3, -10, -60), extraDamage: 0, restriction: none },
  { from: 1, to: 3, kg: 20, rangeText: "-2/5/30", range: r(-2, -5, -30), extraDamage: 0, restriction: none },
  { from: 4, to: 7, kg: 25, rangeText: "-1/5/10", range: r(-1, -5, -10), extraDamage: 0, restriction: none },
  { from: 8, to: 11, kg: 30, rangeText: "+0", range: r(0, 0, 0), extraDamage: 0, restriction: none },
  {
    from: 12,
    to: 15,
    kg: 35,
    rangeText: "+0/5/10",
    range: r(0, 5, 10),
    extraDamage: 1,
    restriction: { kind: "maxForHandCrossbows" },
  },
  {
    from: 16,
    to: 19,
    kg: 40,
    rangeText: "+1/6/12",
    range: r(1, 6, 12),
    extraDamage: 2,
    restriction: { kind: "maxForMpl", mplFrom: 1, mplTo: 2 },
  },
  {
    from: 20,
    to: 24,
    kg: 45,
    rangeText: "+1/9/18",
    range: r(1, 9, 18),
    extraDamage: 3,
    restriction: { kind: "maxForMpl", mplFrom: 3, mplTo: 4 },
  },
  {
    from: 25,
    to: 29,
    kg: 50,
    rangeText: "+2/12/24",
    range: r(2, 12, 24),
    extraDamage: 4,
    restriction: { kind: "maxForMpl", mplFrom: 5 },
  },
  {
    from: 30,
    to: 34,
    kg: 60,
    rangeText: "+2/15/30",
    range: r(2, 15, 30),
    extraDamage: 5,
    restriction: { kind: "heavyAndSiegeCrossbowOnly" },
  },
  {
    from: 35,
    to: 39,
    kg: 70,
    rangeText: "+3/18/36",
    range: r(3, 18, 36),
    extraDamage: 6,
    restriction: { kind: "siegeCrossbowOnly" },
  },
  {
    from: 40,
    kg: 80,
    rangeText: "+3/26/52",
    range: r(3, 26, 52),
    extraDamage: 7,
    restriction: { kind: "siegeCrossbowOnly" },
  },
];

/** "CROSSBOWS: … any two-handed crossbow adds +5 to the Arm Strength when determining Draw Weight." */
export const TWO_HANDED_CROSSBOW_ARM_STRENGTH = 5;
