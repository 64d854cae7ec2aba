import { ENERGY_ABILITIES, SIZE_CATEGORIES, type EnergyAbility } from "../../../../engine/rulesets/energy/creature.ts";
import { defineBaseActorSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, trackField } from "../../../data/fields.ts";
import { idListField, optionalIntegerField } from "./nullable-fields.ts";

const { SchemaField, StringField } = foundry.data.fields;

/** Cause of unconsciousness (engine `UnconsciousCause`): it decides how the creature wakes. */
export const UNCONSCIOUS_CAUSES = ["stamina", "nonLethal", "dying", "sleep"] as const;

/**
 * Score and modifier per ability: the seed uses both ("Maximum Stamina = Constitution Score", "Halved Dexterity
 * Modifier") and never says how one becomes the other, so both are stored (docs/rules/energy.md decision 1).
 */
function abilitiesField() {
  const ability = () => new SchemaField({ score: integerField(10, 0, 40), modifier: integerField(0, -10, 20) });
  return new SchemaField(
    Object.fromEntries(ENERGY_ABILITIES.map((a) => [a, ability()])) as Record<
      EnergyAbility,
      ReturnType<typeof ability>
    >,
  );
}

/**
 * What every `energy` creature stores. Derived values (AV, MASAB/MASDB, the five defenses, Aura Strength, Energy per
 * Round, Maximum Agility, conditions in force) are computed by the engine during preparation and never stored; the
 * tracks' `max` are recomputed there too (see actor-models.ts) so token bars read the engine's maxima.
 */
export const defineEnergyCreatureSchema = () => ({
  ...defineBaseActorSchema(),
  level: integerField(1, 0, 30),
  abilities: abilitiesField(),
  size: choiceField(SIZE_CATEGORIES, "medium"),
  /** Metres moved by a Run ("Speed is determined by Race"). */
  speed: integerField(6, 0, 100),
  inherent: new SchemaField({
    /** "This value is 8 for Medium creatures and 9 for Small creatures." */
    evasion: integerField(8, -10, 40),
    /** "This starts at 10, but can be modified depending on the creature's Race." */
    fortitude: integerField(10, -10, 40),
    will: integerField(10, -10, 40),
  }),
  /** "For every level of Martial Proficiency you have, you gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative." */
  martial: new SchemaField({
    level: integerField(0, 0, 30),
    armStrength: integerField(0, 0, 30),
    legStrength: integerField(0, 0, 30),
    initiative: integerField(0, 0, 30),
  }),
  armStrengthBase: integerField(0, -10, 40),
  legStrengthBase: integerField(0, -10, 40),
  initiativeSkill: integerField(0, -10, 40),
  /** Jump Distance (m) when it differs from the Size Chart's guide; null keeps the guide. */
  jumpDistance: optionalIntegerField(0, 100),
  extraAgility: integerField(0, 0, 20),
  extraStaminaAsEnergy: integerField(0, 0, 20),
  /** Current Stamina; max = Constitution Score. */
  stamina: trackField(10),
  /** Current Aura; max = Aura Strength. */
  aura: trackField(20),
  recoverySurges: integerField(5, 0, 100),
  weaknesses: idListField(),
  resistances: idListField(),
  state: new SchemaField({
    bleedingOut: flagField(),
    lastDeathSaveRound: optionalIntegerField(0, 100_000),
    unconscious: new StringField({
      required: true,
      nullable: true,
      blank: false,
      choices: [...UNCONSCIOUS_CAUSES],
      initial: null,
    }),
    dead: flagField(),
  }),
});
export type EnergyCreatureSchema = ReturnType<typeof defineEnergyCreatureSchema>;
