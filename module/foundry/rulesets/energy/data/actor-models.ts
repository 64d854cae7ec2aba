import { I18N_ROOT } from "../../../constants.ts";
import { choiceField } from "../../../data/fields.ts";
import { defineEnergyCreatureSchema, type EnergyCreatureSchema } from "./creature-schema.ts";
import { deriveEnergy, type EnergyDerived } from "../derive.ts";
import { gearSourcesOf } from "../gear-sources.ts";
import { energyOptions } from "../rule-variants.ts";
import { splitIdLists } from "../migrations/0002-energy-id-lists.ts";
import { migrateInPlace } from "../../../migrations/source.ts";

// A type alias, not an interface: fvtt-types wants derived data to be an indexable object type.
type Derived = { derived: EnergyDerived };
/** No data is prepared before active effects apply. */
type NoBaseData = Record<string, never>;

const PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.energy`];
const THREATS = ["minion", "standard", "elite", "boss"] as const;

/**
 * Runs the engine derivation and writes the engine's maxima into the tracks, so token bars and sheets read Aura
 * Strength and the Constitution Score rather than a stored max that could disagree with them.
 */
function prepare(model: EnergyCharacterModel | EnergyNpcModel): EnergyDerived {
  const actor = model.parent;
  const derived = deriveEnergy(model, gearSourcesOf(actor.items.contents), actor.statuses, energyOptions());
  model.aura.max = derived.auraStrength;
  model.stamina.max = derived.maxStamina;
  return derived;
}

export class EnergyCharacterModel extends foundry.abstract.TypeDataModel<
  EnergyCreatureSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyCreatureSchema {
    return defineEnergyCreatureSchema();
  }
  /** 0.0.x comma-separated Weaknesses and Resistances → id lists (migration 0002). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateInPlace(source, splitIdLists);
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}

const defineNpcSchema = () => ({
  ...defineEnergyCreatureSchema(),
  threat: choiceField(THREATS, "standard"),
});
type EnergyNpcSchema = ReturnType<typeof defineNpcSchema>;

/** The compact stat block of compendium creatures: the same numbers, plus how dangerous the GM rates it. */
export class EnergyNpcModel extends foundry.abstract.TypeDataModel<
  EnergyNpcSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyNpcSchema {
    return defineNpcSchema();
  }
  /** 0.0.x comma-separated Weaknesses and Resistances → id lists (migration 0002). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateInPlace(source, splitIdLists);
    return super.migrateData(source);
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}
