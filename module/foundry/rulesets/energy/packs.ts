import type { SizeCategory } from "../../../engine/rulesets/energy/creature.ts";
import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `energy`: the compendium browser can filter monsters by threat and size and items by
 * Martial Proficiency Requirement and kind only if those fields are in each pack's index (`compendiumIndexFields`).
 */
export const ENERGY_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size"],
  Item: ["system.mpr", "system.kind"],
} as const satisfies IndexFields;

/**
 * Token footprint in 1 m grid spaces by size (Fray's choice: the seed gives heights, not footprints). "1m is an
 * approximation of the minimum amount of space a Medium sized creature needs to comfortably fight", so Small and
 * Medium take one space; Large (2.4–3.6 m) two; Huge (3.6–4.8 m) three; Tiny and smaller share a space (half a square).
 */
export const ENERGY_TOKEN_SPACES: Readonly<Record<SizeCategory, number>> = {
  miniscule: 0.5,
  fine: 0.5,
  diminutive: 0.5,
  tiny: 0.5,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
};
