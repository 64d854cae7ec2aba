import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `momentum`: the compendium browser can filter monsters by threat, size and kind
 * (creature or object) and items by reach and Ability delivery only if those fields are in each pack's index.
 */
export const MOMENTUM_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size", "system.kind"],
  Item: ["system.reach", "system.delivery", "system.tier"],
} as const satisfies IndexFields;
