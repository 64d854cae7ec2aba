import { defineBaseActorSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, trackField } from "../../../data/fields.ts";
import type { SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import type { StatId } from "../../../../engine/rulesets/momentum/tables/stats.ts";
import { CREATURE_KINDS, DAMAGE_TYPES, SIZE_CATEGORIES, SKILL_IDS, STAT_IDS } from "./choices.ts";

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

type Whole = ReturnType<typeof integerField>;

/** The seven Stats: "The Stat Bonus" is Stat − 10 (rules page decision 1), so 10 is the average. */
const statsField = () =>
  new SchemaField(Object.fromEntries(STAT_IDS.map((id) => [id, integerField(10, 0, 40)])) as Record<StatId, Whole>);

/** Skill Levels; the Initiative and DR formulas add them. */
const skillsField = () =>
  new SchemaField(Object.fromEntries(SKILL_IDS.map((id) => [id, integerField(0, 0, 20)])) as Record<SkillId, Whole>);

/** A list of damage type ids (resistances, immunities, vulnerabilities); an unknown id fails validation. */
const damageTypeList = () =>
  new ArrayField(new StringField({ required: true, nullable: false, blank: false, choices: [...DAMAGE_TYPES] }));

/**
 * Vitality "may fall below 0; the creature bleeds below 1 and dies at" −max (rules page decision 19), so its value
 * has no floor at 0, unlike the shared track.
 */
const vitalityField = () =>
  new SchemaField({
    value: new NumberField({ required: true, nullable: false, integer: true, min: -10_000, initial: 10 }),
    max: integerField(10, 0),
  });

/**
 * What every `momentum` creature stores. Derived values (Stat Bonuses, hit bonuses, Evasion, Armor, the seven DR
 * values, DR Power, Initiative, conditions in force) are computed by the engine during preparation, never stored.
 */
export const defineMomentumCreatureSchema = () => ({
  ...defineBaseActorSchema(),
  kind: choiceField(CREATURE_KINDS, "creature"),
  stats: statsField(),
  skills: skillsField(),
  /** "Your Archetype determines your Evasion Stat"; its Primary Stat is the DR Power. */
  archetype: new SchemaField({
    primary: choiceField(STAT_IDS, "strength"),
    secondary: choiceField(STAT_IDS, "dexterity"),
    evasion: choiceField(STAT_IDS, "dexterity"),
  }),
  size: choiceField(SIZE_CATEGORIES, "medium"),
  /** "Holy damage is non-lethal against biological creatures". */
  biological: flagField(true),
  vitality: vitalityField(),
  temporaryVitality: integerField(0, 0),
  /** WP: the seed names it beside Vitality ("regains all of her Vitality, Temporary Vitality, and WP"). */
  wp: trackField(0),
  /** Narrative Momentum: no cap and no refill in the excerpt (rules page decision 40). */
  narrativeMomentum: integerField(0, 0),
  /** Basic Movement in metres, "usually 3 m". */
  basicMovement: integerField(3, 0, 100),
  /** Armor the creature has without armor items (hide, plating); negative Armor "leads to taking increased damage". */
  naturalArmor: integerField(0, -20, 50),
  affinities: new SchemaField({
    resistant: damageTypeList(),
    immune: damageTypeList(),
    vulnerable: damageTypeList(),
  }),
  dead: flagField(),
});
export type MomentumCreatureSchema = ReturnType<typeof defineMomentumCreatureSchema>;
