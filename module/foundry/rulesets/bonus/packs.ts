import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `bonus`: the compendium browser can filter monsters by threat and size and items by
 * quality only if those fields are in each pack's index (Foundry's `compendiumIndexFields`).
 */
export const BONUS_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size"],
  Item: ["system.quality"],
} as const satisfies IndexFields;
