import type { WoundsCreature } from "../creature.ts";

/**
 * Toughness (seed 004): "Your Toughness is subtracted from all damage you take before determining the final wound
 * level. It is equal to your Vitality + Size plus any modifiers from armor worn or other equipment or abilities.
 * Certain attacks bypass armor, so your base Toughness should be noted separately." Base Toughness is everything but
 * the armor worn, so an armor-bypassing attack still meets Vitality, Size and abilities.
 */
export interface ToughnessPart {
  readonly id: "vitality" | "size" | "other" | "armor";
  readonly label: string;
  readonly value: number;
}

export interface Toughness {
  /** Vitality + Size + non-armor modifiers. */
  readonly base: number;
  /** What armor worn adds. */
  readonly armor: number;
  readonly total: number;
  readonly parts: readonly ToughnessPart[];
}

export interface ToughnessInput {
  /** Toughness from armor worn (sum of the pieces worn). */
  readonly armor?: number;
  /** Toughness from other equipment or abilities. */
  readonly other?: number;
}

export function toughnessOf(c: WoundsCreature, input: ToughnessInput = {}): Toughness {
  const armor = input.armor ?? 0;
  const other = input.other ?? 0;
  const parts: ToughnessPart[] = [
    { id: "vitality", label: "Vitality", value: c.attributes.vitality },
    { id: "size", label: "Size", value: c.size },
    { id: "other", label: "Equipment and abilities", value: other },
    { id: "armor", label: "Armor", value: armor },
  ];
  const base = c.attributes.vitality + c.size + other;
  return { base, armor, total: base + armor, parts };
}
