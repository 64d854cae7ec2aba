import { CONTEST_ATTRIBUTES, type ContestAttribute } from "../../../../engine/rulesets/contest/tables/skills.ts";
import { SIZE_CATEGORIES } from "../../../../engine/rulesets/contest/tables/sizes.ts";
import { STYLE_MAX_GEAR } from "../../../../engine/rulesets/contest/tables/styles.ts";
import { defineBaseActorSchema } from "../../../data/base-models.ts";
import { choiceField, integerField, textField, trackField } from "../../../data/fields.ts";
import type { RankedSkill } from "../sources.ts";
import { AFFINITY_TARGETS, RANKED_SKILLS } from "./choices.ts";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/**
 * The governing attribute each skill starts with. The excerpt names an attribute only for combat tests (Strength or
 * Agility for Fighting Style) and PER for NPC initiative; for the rest Fray picks the nearest of the three it names
 * (docs/rules/contest.md, Foundry decisions). The player may change any of them.
 */
export const DEFAULT_SKILL_ATTRIBUTES: Readonly<Record<RankedSkill, ContestAttribute>> = {
  sorcery: "perception",
  dodge: "agility",
  focus: "perception",
  athletics: "strength",
  acrobatics: "agility",
  sleightOfHand: "agility",
  deception: "perception",
  stealth: "agility",
  observation: "perception",
};

function attributesField() {
  const attribute = () => integerField(0, -5, 20);
  return new SchemaField(
    Object.fromEntries(CONTEST_ATTRIBUTES.map((a) => [a, attribute()])) as Record<
      ContestAttribute,
      ReturnType<typeof attribute>
    >,
  );
}

function skillsField() {
  const skill = (attribute: ContestAttribute) =>
    new SchemaField({ rank: integerField(0, 0, 20), attribute: choiceField(CONTEST_ATTRIBUTES, attribute) });
  return new SchemaField(
    Object.fromEntries(RANKED_SKILLS.map((s) => [s, skill(DEFAULT_SKILL_ATTRIBUTES[s])])) as Record<
      RankedSkill,
      ReturnType<typeof skill>
    >,
  );
}

/** "You freely choose a name … and pick fitting pieces of weapons, armor, and shields"; "a maximum of 10". */
function stylesField() {
  return new ArrayField(
    new SchemaField({
      name: new StringField({ required: true, nullable: false, blank: false, initial: "Fighting Style" }),
      rank: integerField(0, 0, 20),
      gear: new ArrayField(new StringField({ required: true, nullable: false, blank: false }), {
        validate: (gear: unknown) => !Array.isArray(gear) || gear.length <= STYLE_MAX_GEAR,
        validationError: `holds at most ${STYLE_MAX_GEAR} pieces of gear`,
      }),
    }),
  );
}

/** "x Resistance (y), x being the damage type and y the value by which they reduce damage of that type". */
function affinitiesField() {
  return new ArrayField(
    new SchemaField({
      against: choiceField(AFFINITY_TARGETS, "fire"),
      value: integerField(1, 0, 50),
      /** Where it comes from ("Ancestry: Ork"), shown in the damage breakdown. */
      source: textField(),
    }),
  );
}

/**
 * What every `contest` creature stores. Derived values (training, AR in use, BR, the effective resistance per type,
 * skill bonuses, conditions in force) are computed by the engine during preparation and never stored.
 */
export const defineContestCreatureSchema = () => ({
  ...defineBaseActorSchema(),
  attributes: attributesField(),
  /** "each player character rolls 1d6 + their Initiative" (NPCs roll PER instead). */
  initiative: integerField(0, -5, 20),
  skills: skillsField(),
  styles: stylesField(),
  /** Unspent XP: expanding a style past five pieces costs 25 each. */
  xp: integerField(0, 0, 100_000),
  /** "Your Health Pool determines how many points of damage you can take before being knocked unconscious." */
  health: trackField(10),
  /** Metres of free movement on your turn, and a Dash. */
  speed: integerField(6, 0, 100),
  size: choiceField(SIZE_CATEGORIES, "medium"),
  resistances: affinitiesField(),
  vulnerabilities: affinitiesField(),
  /** The armor item whose AR counts ("you choose which one to use"); blank: the one that stops most of a hit. */
  armorChoice: textField(),
});
export type ContestCreatureSchema = ReturnType<typeof defineContestCreatureSchema>;
