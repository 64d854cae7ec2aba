import { BONUS_ABILITIES, SIZE_CATEGORIES } from "../../../../engine/rulesets/bonus/creature.ts";
import { DAMAGE_TYPES } from "../../../../engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_RANKS } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import { defineBaseActorSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, trackField } from "../../../data/fields.ts";

const { SchemaField, StringField } = foundry.data.fields;

/** Bonus dice per ability: "Bonus dice can be added from having Skill bonuses, Talents, or high ability scores." */
function abilitiesField() {
  return new SchemaField(
    Object.fromEntries(BONUS_ABILITIES.map((a) => [a, integerField(0, 0, 10)])) as Record<
      (typeof BONUS_ABILITIES)[number],
      ReturnType<typeof integerField>
    >,
  );
}

/**
 * One flag per damage type the creature is immune to: "Damage types for weapons and attacks come into play when
 * protection functions better or worse against specific types of attacks" (rules page decision 27).
 */
function immunitiesField() {
  return new SchemaField(
    Object.fromEntries(DAMAGE_TYPES.map((t) => [t, flagField()])) as Record<
      (typeof DAMAGE_TYPES)[number],
      ReturnType<typeof flagField>
    >,
  );
}

/**
 * What every `bonus` creature stores; derived values (Guard, bonus die rank, movement, conditions from the tracks)
 * are computed by the engine during data preparation and never stored.
 */
export const defineBonusCreatureSchema = () => ({
  ...defineBaseActorSchema(),
  abilities: abilitiesField(),
  /** Speed score: "1 foot per point of your Speed Score" per Move action. */
  speed: integerField(30, 0, 500),
  /** Stamina score: Vigor recovery (1 per 5) and rounds of Shock. */
  stamina: integerField(10, 0, 100),
  size: choiceField(SIZE_CATEGORIES, "medium"),
  durability: trackField(20),
  health: trackField(10),
  vigor: trackField(20),
  mana: trackField(0),
  /** Guard bonuses from abilities and talents (armor adds its own). */
  guardBonus: integerField(0, -20, 50),
  extraActions: integerField(0, 0, 10),
  recovery: new SchemaField({
    durability: integerField(0, 0, 100),
    mana: integerField(0, 0, 100),
  }),
  superiorDurability: new StringField({
    required: true,
    nullable: true,
    blank: false,
    choices: [...QUALITY_RANKS],
    initial: null,
  }),
  immunities: immunitiesField(),
  state: new SchemaField({
    /** Rounds left in Shock; null when not in Shock. */
    shockRoundsLeft: new foundry.data.fields.NumberField({
      required: true,
      nullable: true,
      integer: true,
      min: 0,
      initial: null,
    }),
    stabilized: flagField(),
    winded: flagField(),
    vigorRecoveredWhileWinded: integerField(0, 0, 1000),
    dead: flagField(),
  }),
});
export type BonusCreatureSchema = ReturnType<typeof defineBonusCreatureSchema>;
