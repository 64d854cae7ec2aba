/**
 * Compendium index fields for `bonus`: the compendium browser can filter monsters by threat and size and items by
 * quality only if those fields are in each pack's index (Foundry's `compendiumIndexFields`).
 */
export const BONUS_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size"],
  Item: ["system.quality"],
} as const;

/** The index list with `fields` appended once each (a list not set up yet counts as empty). */
function withFields(current: readonly string[] | undefined, fields: readonly string[]): string[] {
  const list = [...(current ?? [])];
  for (const field of fields) if (!list.includes(field)) list.push(field);
  return list;
}

/** Called once at `init`. */
export function registerBonusIndexFields(): void {
  CONFIG.Actor.compendiumIndexFields = withFields(CONFIG.Actor.compendiumIndexFields, BONUS_INDEX_FIELDS.Actor);
  CONFIG.Item.compendiumIndexFields = withFields(CONFIG.Item.compendiumIndexFields, BONUS_INDEX_FIELDS.Item);
}
