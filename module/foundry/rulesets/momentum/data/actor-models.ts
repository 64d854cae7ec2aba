import { I18N_ROOT } from "../../../constants.ts";
import { choiceField } from "../../../data/fields.ts";
import { deriveMomentum, type MomentumDerived } from "../derive.ts";
import { gearSourcesOf } from "../gear-sources.ts";
import { THREATS } from "./choices.ts";
import { defineMomentumCreatureSchema, type MomentumCreatureSchema } from "./creature-schema.ts";

// A type alias, not an interface: fvtt-types wants derived data to be an indexable object type.
type Derived = { derived: MomentumDerived };
/** No data is prepared before active effects apply. */
type NoBaseData = Record<string, never>;

/** The shared labels (biography, description) and the room's own (lang/en/momentum.json). */
const PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.momentum`];

/** Runs the engine derivation over the actor's own data, its items and its statuses. */
function prepare(model: MomentumCharacterModel | MomentumNpcModel): MomentumDerived {
  const actor = model.parent;
  return deriveMomentum(model, gearSourcesOf(actor.items.contents), actor.statuses);
}

export class MomentumCharacterModel extends foundry.abstract.TypeDataModel<
  MomentumCreatureSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumCreatureSchema {
    return defineMomentumCreatureSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}

const defineNpcSchema = () => ({
  ...defineMomentumCreatureSchema(),
  threat: choiceField(THREATS, "standard"),
});
type MomentumNpcSchema = ReturnType<typeof defineNpcSchema>;

/** The compact stat block of compendium creatures: the same numbers, plus how dangerous the GM rates it. */
export class MomentumNpcModel extends foundry.abstract.TypeDataModel<
  MomentumNpcSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumNpcSchema {
    return defineNpcSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this);
  }
}
