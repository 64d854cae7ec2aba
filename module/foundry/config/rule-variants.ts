/**
 * Rule variants as world settings: a ruleset's engine options object (the choices its seed leaves open, see
 * `engine/rulesets/<id>/**\/options.ts`) declared by its Foundry room, one world setting per field. The default of
 * each setting is the engine's default, so a world that never touches them plays exactly the documented reading.
 * Labels live in the room's lang file: `<i18n>.Settings.<field>.name`, `.hint` and `.choices.<value>`.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { SYSTEM_ID } from "../constants.ts";

export type VariantValue = string | number | boolean;

/**
 * The values a field may take, in menu order; boolean fields are checkboxes and list none. A field listing a single
 * value is one the room can play only that way (yet): it is not offered as a setting, and plays its default.
 */
export type VariantChoices<O> = {
  readonly [K in keyof O]: O[K] extends boolean ? null : readonly O[K][];
};

/** One options object of a room: its defaults (the engine's constant) and the choices of each field. */
export interface RuleVariantGroup<O extends object = object> {
  /** The room's localization root (`FRAY.<Room>`); its lang file holds `Settings.<field>.name`, `.hint`, `.choices`. */
  readonly i18n: string;
  readonly defaults: O;
  readonly choices: VariantChoices<O>;
}

/** A room's option object's world setting key, namespaced by the ruleset so two rooms may share field names. */
export type VariantSettingKey = `${RulesetId}-${string}`;

/** The keys fvtt-config.d.ts declares for the rooms' variants (it derives them from the same descriptors). */
type DeclaredVariantKey = Extract<foundry.helpers.ClientSettings.KeyFor<typeof SYSTEM_ID>, VariantSettingKey>;

export function variantSettingKey(ruleset: RulesetId, field: string): DeclaredVariantKey {
  // Registration and reading both take the field from a room's descriptor, whose fields the declaration lists.
  return `${ruleset}-${field}` as DeclaredVariantKey;
}

/** The fields of a group as [field, default, choices] (an options object is a plain record of values). */
function fieldsOf(group: RuleVariantGroup): [string, VariantValue, readonly VariantValue[] | null][] {
  const defaults = group.defaults as Readonly<Record<string, VariantValue>>;
  const choices = group.choices as Readonly<Record<string, readonly VariantValue[] | null>>;
  return Object.entries(defaults).map(([field, initial]) => [field, initial, choices[field] ?? null]);
}

/** The Foundry setting type of a value: the constructor Foundry casts stored and submitted values with. */
function settingType(value: VariantValue): typeof Boolean | typeof Number | typeof String {
  if (typeof value === "boolean") return Boolean;
  return typeof value === "number" ? Number : String;
}

/** `init`: one world setting per field of each group, with the room's labels; reload so every client plays it. */
export function registerRuleVariants(ruleset: RulesetId, groups: readonly RuleVariantGroup[]): void {
  for (const group of groups) {
    for (const [field, initial, values] of fieldsOf(group)) {
      if (values?.length === 1) continue;
      const key = (relative: string): string => `${group.i18n}.${relative}`;
      game.settings.register(SYSTEM_ID, variantSettingKey(ruleset, field), {
        name: key(`Settings.${field}.name`),
        hint: key(`Settings.${field}.hint`),
        scope: "world",
        config: true,
        type: settingType(initial),
        default: initial,
        requiresReload: true,
        ...(values
          ? { choices: Object.fromEntries(values.map((v) => [String(v), key(`Settings.${field}.choices.${v}`)])) }
          : {}),
      });
    }
  }
}

/** Is `value` one `field` may take? (A stored value from an older version, or a hand edit, may not be.) */
function allowed(value: unknown, initial: VariantValue, values: readonly VariantValue[] | null): value is VariantValue {
  return values ? values.includes(value as VariantValue) : typeof value === typeof initial;
}

/**
 * The options object the world plays: each field's setting, or the engine default when the stored value is not
 * one the field takes. Before `init` has registered the settings (a model validated outside a world), the defaults.
 */
export function readRuleVariants<O extends object>(ruleset: RulesetId, group: RuleVariantGroup<O>): O {
  const read: Record<string, VariantValue> = {};
  for (const [field, initial, values] of fieldsOf(group)) {
    const key = variantSettingKey(ruleset, field);
    const stored: unknown = game.settings.settings.has(`${SYSTEM_ID}.${key}` as const)
      ? game.settings.get(SYSTEM_ID, key)
      : initial;
    read[field] = allowed(stored, initial, values) ? stored : initial;
  }
  // Every field of `O` was read above with a value of its own type.
  return read as O;
}
