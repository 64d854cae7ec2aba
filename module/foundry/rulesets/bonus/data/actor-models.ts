import { I18N_ROOT } from "../../../constants.ts";
import { defineBonusCreatureSchema, type BonusCreatureSchema } from "./creature-schema.ts";
import { deriveBonus, type BonusDerived } from "../derive.ts";
import { armorSourcesOf } from "../armor-sources.ts";
import { bonusGuardOptions } from "../rule-variants.ts";
import { flagField } from "../../../data/fields.ts";

// A type alias, not an interface: fvtt-types wants derived data to be an indexable object type.
type Derived = { derived: BonusDerived };
/** No data is prepared before active effects apply. */
type NoBaseData = Record<string, never>;

/** Runs the engine derivation for a `bonus` creature model (character or NPC). */
function prepare(model: BonusCharacterModel | BonusNpcModel): BonusDerived {
  const actor = model.parent;
  return deriveBonus(model, armorSourcesOf(actor.items.contents), actor.statuses, bonusGuardOptions());
}

const THREATS = ["minion", "standard", "elite", "boss"] as const;

export class BonusCharacterModel extends foundry.abstract.TypeDataModel<
  BonusCreatureSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.bonus`];
  static override defineSchema(): BonusCreatureSchema {
    return defineBonusCreatureSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}

const defineNpcSchema = () => ({
  ...defineBonusCreatureSchema(),
  threat: new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...THREATS],
    initial: "standard",
  }),
  /**
   * An inanimate object (a door, a crate): "Everything has Durability, even objects … When an inanimate object's
   * Durability is depleted it is destroyed". Its damage goes through the engine's object pipeline (object-damage.ts).
   */
  object: flagField(),
});
type BonusNpcSchema = ReturnType<typeof defineNpcSchema>;

export class BonusNpcModel extends foundry.abstract.TypeDataModel<
  BonusNpcSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.bonus`];
  static override defineSchema(): BonusNpcSchema {
    return defineNpcSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}
