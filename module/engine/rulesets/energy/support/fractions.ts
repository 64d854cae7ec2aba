/**
 * Whole-number division for the seed's fractions ("Halved Dexterity Modifier", "1/3 Level", "(Str + Dex) / 3",
 * "× (1 + 1/3)"). The seed's only rounding words are "rounded down" (damage multipliers), so Fray floors by default;
 * a world may round toward zero instead, which treats negative modifiers as kindly as positive ones. Integer
 * arithmetic throughout: no floating-point residue can turn an exact third into the next number down.
 */
export type FractionRounding = "down" | "towardZero";

/** numerator / denominator rounded by the world's rule (denominator > 0). */
export function divide(numerator: number, denominator: number, rounding: FractionRounding): number {
  if (!(denominator > 0)) throw new RangeError(`divide needs a positive denominator, got ${denominator}`);
  const floor = Math.floor(numerator / denominator);
  if (rounding === "down" || numerator >= 0) return floor;
  // Toward zero for a negative quotient: one above the floor unless the division is exact.
  return floor * denominator === numerator ? floor : floor + 1;
}

export const halve = (value: number, rounding: FractionRounding): number => divide(value, 2, rounding);
export const third = (value: number, rounding: FractionRounding): number => divide(value, 3, rounding);

/** Half rounded up ("Your Speed is halved (the Speed left is rounded up)"). */
export function halfRoundedUp(value: number): number {
  return Math.ceil(value / 2);
}
