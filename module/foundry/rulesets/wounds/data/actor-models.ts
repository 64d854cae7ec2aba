import { NPC_TIERS } from "../../../../engine/rulesets/wounds/creature.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { choiceField, flagField } from "../../../data/fields.ts";
import { migrateInPlace } from "../../../migrations/source.ts";
import { deriveWounds, type WoundsDerived } from "../derive.ts";
import { gearSourcesOf } from "../gear-sources.ts";
import { woundsOptions } from "../rule-variants.ts";
import { defineWoundsCreatureSchema, type WoundsCreatureSchema } from "./creature-schema.ts";
import { skillRecordToRows } from "./skill-rows.ts";

/** Field labels and hints: the shared base fields', then the room's (lang/en/wounds.json). */
const PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.wounds`];

// A type alias, not an interface: fvtt-types wants derived data to be an indexable object type.
type Derived = { derived: WoundsDerived };
/** No data is prepared before active effects apply. */
type NoBaseData = Record<string, never>;

/**
 * Runs the engine derivation and writes the engine's current maxima into the tracks (stamina after fatigue, mana
 * after investment), so token bars and sheets never read a stored max that could disagree with them.
 */
function prepare(model: WoundsCharacterModel | WoundsNpcModel): WoundsDerived {
  const actor = model.parent;
  const derived = deriveWounds(model, gearSourcesOf(actor.items.contents), actor.statuses, woundsOptions());
  model.stamina.max = derived.stamina.max;
  model.mana.max = derived.mana.max;
  return derived;
}

export class WoundsCharacterModel extends foundry.abstract.TypeDataModel<
  WoundsCreatureSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsCreatureSchema {
    return defineWoundsCreatureSchema();
  }
  /** Skills written as the engine's "Skill/Specialization" record become rows (data/skill-rows.ts). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateInPlace(source, skillRecordToRows);
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}

const defineNpcSchema = () => ({
  ...defineWoundsCreatureSchema(),
  /** "they have 1, 2, or 3 slots of each level from Moderate to Critical depending on whether they are a minion,
   * standard, or elite NPC". */
  tier: choiceField(NPC_TIERS, "standard"),
  /** "unless the GM determines they are a special case": follows the staggered and fatal-wound rules. */
  special: flagField(),
});
type WoundsNpcSchema = ReturnType<typeof defineNpcSchema>;

/** The compact stat block of compendium creatures: the same numbers, with the simplified wound track. */
export class WoundsNpcModel extends foundry.abstract.TypeDataModel<
  WoundsNpcSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsNpcSchema {
    return defineNpcSchema();
  }
  /** Skills written as the engine's "Skill/Specialization" record become rows (data/skill-rows.ts). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateInPlace(source, skillRecordToRows);
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}
