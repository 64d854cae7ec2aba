/**
 * Damage multipliers (seed):
 * - "If you have Resistance to a certain type of damage, then you take half damage (rounding down). If you have a
 *   Weakness to a certain type of damage, then you take double damage."
 * - "Weakness and Resistance cancel each other out just like Advantage and Disadvantage. You can't have multiple
 *   Weaknesses or multiple Resistances to the same thing" — they net to ×2, ×1 or ×½.
 * - "All damage multipliers … are applied after any additive modifiers … This also means that if you make an
 *   attack that has two sources of double damage, it will deal 3 times the damage": doubles add (core
 *   `additiveMultiplier`).
 * Halving sources other than Resistance (not Proficient: "you deal half damage with the weapon"; a weapon thrown
 * without the Thrown property) are not covered by the additive sentence. Fray halves once per source, after the
 * doubles: adding halves would let two of them erase a hit (1 − ½ − ½ = 0), which nothing in the seed supports.
 * The product is rounded down once, at the end ("The half damage … is rounded down").
 */
import { additiveMultiplier } from "../../../core/damage/arithmetic.ts";

export interface MultiplierSources {
  readonly weakness: boolean;
  readonly resistance: boolean;
  /** Other named sources of double damage (abilities). */
  readonly doubles?: readonly string[];
  /** Other named sources of half damage. */
  readonly halves?: readonly string[];
}

export interface DamageFactor {
  readonly factor: number;
  /** Doubling sources that counted, by name. */
  readonly doubledBy: readonly string[];
  readonly halvedBy: readonly string[];
}

export function damageFactor(sources: MultiplierSources): DamageFactor {
  const net = sources.weakness === sources.resistance ? undefined : sources.weakness ? "Weakness" : "Resistance";
  const doubledBy = [...(net === "Weakness" ? [net] : []), ...(sources.doubles ?? [])];
  const halvedBy = [...(net === "Resistance" ? [net] : []), ...(sources.halves ?? [])];
  const up = additiveMultiplier(doubledBy.map(() => 2));
  return { factor: up * 0.5 ** halvedBy.length, doubledBy, halvedBy };
}

/** The creature's Weakness and Resistance against a damage type. */
export function typeMultipliers(
  type: string | undefined,
  weaknesses: readonly string[] = [],
  resistances: readonly string[] = [],
): { readonly weakness: boolean; readonly resistance: boolean } {
  if (type === undefined) return { weakness: false, resistance: false };
  return { weakness: weaknesses.includes(type), resistance: resistances.includes(type) };
}
