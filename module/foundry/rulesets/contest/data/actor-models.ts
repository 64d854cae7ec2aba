import { I18N_ROOT } from "../../../constants.ts";
import { choiceField } from "../../../data/fields.ts";
import { deriveContest, type ContestDerived } from "../derive.ts";
import type { ContestRoller } from "../sources.ts";
import { contestGearOf } from "../gear-sources.ts";
import { NPC_THREATS } from "./choices.ts";
import { defineContestCreatureSchema, type ContestCreatureSchema } from "./creature-schema.ts";

/** Field labels and hints: the shared ones, then the room's (lang/en/contest.json). */
const PREFIXES = [`${I18N_ROOT}.Actor.base`, `${I18N_ROOT}.Actor.contest`];

// A type alias, not an interface: fvtt-types wants derived data to be an indexable object type.
type Derived = { derived: ContestDerived };
/** No data is prepared before active effects apply. */
type NoBaseData = Record<string, never>;

function prepare(model: ContestCharacterModel | ContestNpcModel, roller: ContestRoller): ContestDerived {
  const actor = model.parent;
  return deriveContest(model, contestGearOf(actor.items.contents), actor.statuses, roller);
}

/** A player character: rolls 1d6 + Initiative. */
export class ContestCharacterModel extends foundry.abstract.TypeDataModel<
  ContestCreatureSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestCreatureSchema {
    return defineContestCreatureSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this, "pc");
  }
}

const defineNpcSchema = () => ({
  ...defineContestCreatureSchema(),
  threat: choiceField(NPC_THREATS, "standard"),
});
type ContestNpcSchema = ReturnType<typeof defineNpcSchema>;

/** The compact stat block: the same numbers, rolls 1d6 + PER, and how dangerous the GM rates it. */
export class ContestNpcModel extends foundry.abstract.TypeDataModel<
  ContestNpcSchema,
  Actor.Implementation,
  NoBaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestNpcSchema {
    return defineNpcSchema();
  }
  override prepareDerivedData(): void {
    this.derived = prepare(this, "npc");
  }
}
