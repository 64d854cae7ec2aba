import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `contest`: the compendium browser can filter monsters by threat and size ("*Size
 * Matters" for the maneuvers), weapons and Abilities by delivery and damage type, armor by level and Abilities by kind
 * (spell or feature), only if those fields are in each pack's index (`compendiumIndexFields`).
 */
export const CONTEST_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size"],
  Item: ["system.delivery", "system.damageType", "system.level", "system.kind"],
} as const satisfies IndexFields;
