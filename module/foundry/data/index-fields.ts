/** Fields a ruleset adds to the compendium indexes so the compendium browser can filter by them. */
export interface IndexFields {
  readonly Actor: readonly string[];
  readonly Item: readonly string[];
}

/** The index list with `fields` appended once each (a list not set up yet counts as empty). */
function withFields(current: readonly string[] | undefined, fields: readonly string[]): string[] {
  return [...new Set([...(current ?? []), ...fields])];
}

/** Called at `init` for each ruleset room that declares index fields. */
export function addIndexFields(fields: IndexFields): void {
  CONFIG.Actor.compendiumIndexFields = withFields(CONFIG.Actor.compendiumIndexFields, fields.Actor);
  CONFIG.Item.compendiumIndexFields = withFields(CONFIG.Item.compendiumIndexFields, fields.Item);
}
