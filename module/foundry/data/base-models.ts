/**
 * Base data models every ruleset's document types start from. A ruleset's own room
 * (`module/foundry/rulesets/<id>/`) extends these with its fields; the shared part is only what every
 * Fray actor or item has: rich-text notes that Foundry sanitises (the manifest lists them as `htmlFields`).
 */
const { HTMLField, SchemaField } = foundry.data.fields;

export const defineBaseActorSchema = () => ({
  details: new SchemaField({
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
  }),
});
export type BaseActorSchema = ReturnType<typeof defineBaseActorSchema>;

export const defineBaseItemSchema = () => ({
  description: new HTMLField({ required: true, blank: true, initial: "" }),
});
export type BaseItemSchema = ReturnType<typeof defineBaseItemSchema>;

export class FrayActorModel extends foundry.abstract.TypeDataModel<BaseActorSchema, Actor.Implementation> {
  static override defineSchema(): BaseActorSchema {
    return defineBaseActorSchema();
  }
}

export class FrayItemModel extends foundry.abstract.TypeDataModel<BaseItemSchema, Item.Implementation> {
  static override defineSchema(): BaseItemSchema {
    return defineBaseItemSchema();
  }
}
