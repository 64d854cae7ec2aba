import { WOUNDS_ATTRIBUTES, type WoundsAttribute } from "../../../../engine/rulesets/wounds/creature.ts";
import { WOUND_LEVELS, type WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { defineBaseActorSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, textField, trackField } from "../../../data/fields.ts";
import { RETRIEVALS } from "./item-choices.ts";

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

/**
 * Attribute scores on the seed's scale: the Speed table runs −10 … 10 and the Vitality table −5 … 5 (the engine uses
 * the end rows beyond them), so −10 … 10 covers every table with room either side of an ordinary 0.
 */
function attributesField() {
  const score = () => integerField(0, -10, 10);
  return new SchemaField(
    Object.fromEntries(WOUNDS_ATTRIBUTES.map((a) => [a, score()])) as Record<WoundsAttribute, ReturnType<typeof score>>,
  );
}

/** A skill's or specialization's rank: "Dex [Melee/Weapon group]" adds both. */
const skillEntryField = () =>
  new SchemaField({
    /** Blank while a new row is being filled in: it counts nothing (sources.ts). */
    skill: textField(),
    /** Blank: the skill's own rank. */
    specialization: textField(),
    rank: integerField(0, 0, 20),
  });

/** Filled slots by level; how many a level has is derived (Persona, the Vitality table, the NPC tier). */
function woundsField() {
  const filled = () => integerField(0, 0, 30);
  return new SchemaField(
    Object.fromEntries(WOUND_LEVELS.map((level) => [level, filled()])) as Record<WoundLevel, ReturnType<typeof filled>>,
  );
}

/** A bleeding or burning level ("reduce the level of bleeding or burning by one step"); null: not affected. */
const afflictionField = () =>
  new StringField({ required: true, nullable: true, blank: false, choices: [...WOUND_LEVELS], initial: null });

/** A Treat Condition TN; the seed's TNs run −8 … 10, a poison's may run further. */
const conditionTnField = () =>
  new NumberField({ required: true, nullable: true, integer: true, min: -20, max: 40, initial: null });

/** Mana "placed into an object or tied up in a particular effect", and how it comes back. */
const investmentField = () =>
  new SchemaField({
    id: new StringField({ required: true, nullable: false, blank: false }),
    label: textField(),
    amount: integerField(1, 1, 200),
    retrieve: choiceField(RETRIEVALS, "effectEnds"),
  });

/**
 * What every `wounds` creature stores. Derived values (the seven Defenses, Toughness, wound slots, the stamina and
 * mana maxima, movement rate, AP per the Speed table, conditions in force) are computed by the engine during
 * preparation and never stored; the tracks' `max` are rewritten there (see actor-models.ts) so token bars read them.
 */
export const defineWoundsCreatureSchema = () => ({
  ...defineBaseActorSchema(),
  attributes: attributesField(),
  /** Size on the seed's numeric scale (0 a typical creature; "Most mounts are 4 to 7 sizes larger"). */
  size: integerField(0, -10, 20),
  skills: new ArrayField(skillEntryField()),
  /** "Your stamina pool begins with a value based on your race plus your Vitality": the race part. */
  raceStamina: integerField(10, 0, 100),
  /** "Your mana pool begins with a value based on your race plus your Lore": the race part. */
  raceMana: integerField(0, 0, 100),
  /** Toughness "from … other equipment or abilities" (armor worn is read from the armor items). */
  toughnessBonus: integerField(0, -20, 20),
  wounds: woundsField(),
  stamina: trackField(10),
  mana: trackField(0),
  /** "Your maximum stamina is reduced by your fatigue level." */
  fatigue: integerField(0, 0, 200),
  /** Exhausted persists until a long rest or fatigue falls below half (docs/rules/wounds.md decision 20). */
  exhausted: flagField(),
  invested: new ArrayField(investmentField()),
  /** "a cumulative +1 bonus on all future recovery checks until a check results in a healed wound". */
  recoveryBonus: integerField(0, 0, 100),
  /** "you can only gain the benefits of a long rest twice per day". */
  longRestsToday: integerField(0, 0, 2),
  afflictions: new SchemaField({ bleeding: afflictionField(), burning: afflictionField() }),
  /** Hobbled's and poisoned's Treat Condition TN, "the effect's TN", given by their cause (decision 156); null: not affected. */
  conditionTns: new SchemaField({ hobbled: conditionTnField(), poisoned: conditionTnField() }),
  state: new SchemaField({ dying: flagField(), unconscious: flagField(), dead: flagField() }),
});
export type WoundsCreatureSchema = ReturnType<typeof defineWoundsCreatureSchema>;
