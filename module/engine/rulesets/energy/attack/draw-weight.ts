import type { EnergyWeapon, RangedKind, RangeTrio } from "../gear.ts";
import { adjustTrio } from "../geometry/range.ts";
import type { EnergyRefusal } from "../refusal.ts";
import { bandRow } from "../support/bands.ts";
import { DRAW_WEIGHT_TABLE, TWO_HANDED_CROSSBOW_ARM_STRENGTH, type DrawWeightRow } from "../tables/draw-weight.ts";

/**
 * Draw Weight (seed): "Your Arm Strength allows you to use and control a greater draw weight … you want to choose
 * the highest draw weight you can comfortably manage for your weapon." A weapon has its draw weight; the wielder's
 * Arm Strength (+5 for two-handed crossbows) and the table's restrictions bound what they can manage:
 * - "Max for hand crossbows" (35 kg); "Max for MPL 1-2" (40), "3-4" (45), ">=5" (50) for bows and crossbows —
 *   Fray puts MPL 0 with 1-2, the lowest tier the table names;
 * - "Heavy and siege crossbow only" (60 kg), "Siege crossbow only" (70, 80): past 50 kg only these, and their
 *   mechanism lifts the MPL cap (docs/rules/energy.md).
 */
const TWO_HANDED: readonly RangedKind[] = ["crossbow", "heavyCrossbow", "siegeCrossbow"];

function indexWhere(test: (row: DrawWeightRow) => boolean): number {
  return DRAW_WEIGHT_TABLE.findIndex(test);
}

/** The highest table row this kind of weapon may reach at this MPL. */
export function drawWeightCap(kind: RangedKind, mpl: number): number {
  const last = DRAW_WEIGHT_TABLE.length - 1;
  if (kind === "siegeCrossbow") return last;
  if (kind === "heavyCrossbow") return indexWhere((r) => r.restriction.kind === "heavyAndSiegeCrossbowOnly");
  if (kind === "handCrossbow") return indexWhere((r) => r.restriction.kind === "maxForHandCrossbows");
  const tier = Math.max(1, mpl);
  return indexWhere(
    (r) => r.restriction.kind === "maxForMpl" && tier >= r.restriction.mplFrom && tier <= (r.restriction.mplTo ?? tier),
  );
}

/** The heaviest draw weight row the wielder can comfortably manage with this kind of weapon. */
export function maxDrawWeightRow(armStrength: number, kind: RangedKind, mpl: number): DrawWeightRow {
  const arm = armStrength + (TWO_HANDED.includes(kind) ? TWO_HANDED_CROSSBOW_ARM_STRENGTH : 0);
  const byArm = DRAW_WEIGHT_TABLE.indexOf(bandRow(DRAW_WEIGHT_TABLE, arm));
  return DRAW_WEIGHT_TABLE[Math.min(byArm, drawWeightCap(kind, mpl))] ?? DRAW_WEIGHT_TABLE[0];
}

/** The row of a weapon's own draw weight (below 20 kg: the first row; between rows: the lighter one). */
export function drawWeightRowForKg(kg: number): DrawWeightRow {
  if (kg < 20) return DRAW_WEIGHT_TABLE[0];
  const rows = DRAW_WEIGHT_TABLE.filter((r) => r.kgBelow !== true && r.kg <= kg);
  return rows.at(-1) ?? DRAW_WEIGHT_TABLE[0];
}

export function whyCannotDraw(weapon: EnergyWeapon, armStrength: number, mpl: number): EnergyRefusal | undefined {
  if (weapon.ranged === undefined) return undefined;
  const max = maxDrawWeightRow(armStrength, weapon.ranged.kind, mpl);
  const kg = weapon.ranged.drawWeightKg;
  const fits = max.kgBelow === true ? kg < max.kg : kg <= max.kg;
  if (fits) return undefined;
  return {
    code: "drawWeightTooHigh",
    message: `${weapon.label} draws ${kg} kg; you can manage ${max.kgBelow === true ? "under " : ""}${max.kg} kg.`,
    need: kg,
    have: max.kg,
  };
}

/** A ranged weapon's range trio and extra damage at its draw weight. */
export function rangedProfile(
  weapon: EnergyWeapon,
): { readonly range: RangeTrio; readonly extraDamage: number } | undefined {
  if (weapon.ranged === undefined) return undefined;
  const row = drawWeightRowForKg(weapon.ranged.drawWeightKg);
  return { range: adjustTrio(weapon.ranged.range, row.range), extraDamage: row.extraDamage };
}
