import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `wounds`: the compendium browser can filter monsters by tier and size, weapons by kind
 * and group, only if those fields are in each pack's index (`compendiumIndexFields`).
 */
export const WOUNDS_INDEX_FIELDS = {
  Actor: ["system.tier", "system.size"],
  Item: ["system.kind", "system.group"],
} as const satisfies IndexFields;
