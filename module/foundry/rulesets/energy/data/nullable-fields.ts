/**
 * Field builders the shared set (module/foundry/data/fields.ts) does not have yet, kept apart from the schemas so
 * both item and creature schemas import them without importing each other.
 */
const { ArrayField, NumberField, StringField } = foundry.data.fields;

/** A whole number that may be absent (null): an override, or a Round not yet reached. */
export function optionalIntegerField(min: number, max: number) {
  return new NumberField({ required: true, nullable: true, integer: true, min, max, initial: null });
}

/** A list of ids (damage types for Weakness and Resistance): free ids, as the seed names types only by example. */
export function idListField() {
  return new ArrayField(new StringField({ required: true, nullable: false, blank: false }));
}
