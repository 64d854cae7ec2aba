/**
 * Field builders shared by every ruleset's data models, so "a non-negative integer", "a value/max track" and "one
 * of these ids" mean the same thing (and validate the same way) everywhere.
 */
const { NumberField, SchemaField, StringField, BooleanField } = foundry.data.fields;

/** A whole number, never null; out-of-range input is clamped by Foundry's cleaning and rejected by validation. */
export function integerField(initial: number, min = 0, max?: number) {
  return new NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A current value and its maximum (Durability, Vigor, Aura …). */
export function trackField(initialMax: number) {
  return new SchemaField({
    value: integerField(initialMax),
    max: integerField(initialMax),
  });
}

/** One of a fixed list of ids (size, quality, damage type …). */
export function choiceField<const T extends string>(choices: readonly T[], initial: T) {
  return new StringField({ required: true, nullable: false, blank: false, choices: [...choices], initial });
}

export function flagField(initial = false) {
  return new BooleanField({ required: true, nullable: false, initial });
}

export function textField(initial = "") {
  return new StringField({ required: true, nullable: false, blank: true, initial });
}
