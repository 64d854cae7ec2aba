import { I18N_ROOT } from "../../../constants.ts";
import { defineBaseItemSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, textField } from "../../../data/fields.ts";
import { ABILITY_KINDS, ABILITY_RECHARGES, RANGED_KINDS, WEAPON_KINDS, WEAPON_WEIGHTS } from "./item-choices.ts";
import { optionalIntegerField } from "./nullable-fields.ts";
import {
  SUPPRESSIBLE_CONDITION_IDS,
  type SuppressibleConditionId,
} from "../../../../engine/rulesets/energy/economy/status.ts";

const { SchemaField } = foundry.data.fields;

/** One flag per Ability Modifier that MASAB and MASDB do not already hold (item-choices.ts `EXTRA_MODIFIERS`). */
const extraModifiersField = () =>
  new SchemaField({
    constitution: flagField(),
    intelligence: flagField(),
    wisdom: flagField(),
    charisma: flagField(),
  });
/**
 * One flag per condition the ability removes (the engine's `SUPPRESSIBLE_CONDITION_IDS`: never Fray's own states, so
 * nothing else can be written here): "If you have an ability which removes a Condition that is continually applied,
 * you still ignore the Condition until the end of the Round" (combat/suppress.ts).
 */
const removesField = () =>
  new SchemaField(
    Object.fromEntries(SUPPRESSIBLE_CONDITION_IDS.map((id) => [id, flagField()])) as Record<
      SuppressibleConditionId,
      ReturnType<typeof flagField>
    >,
  );
const PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.energy`];

export { ABILITY_KINDS, ABILITY_RECHARGES, RANGED_KINDS, WEAPON_KINDS, WEAPON_WEIGHTS };

/** Martial Proficiency Requirement: "If you meet or exceed this value with your MPL you incur no penalties". */
const mprField = () => integerField(0, 0, 30);

/** Stow/Equip: "a side arm, or otherwise easily accessible item takes only 1 Energy. Most other items require 2". */
const sideArmField = () => flagField();

/** A range trio in metres: Advantage within the first, Disadvantage past the second, maximum the third. */
const rangeField = () =>
  new SchemaField({
    advantage: integerField(0, 0, 1000),
    disadvantage: integerField(0, 0, 1000),
    maximum: integerField(0, 0, 1000),
  });

const defineWeaponSchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(WEAPON_KINDS, "melee"),
  /** "Weapon Damage roll": dice and a flat bonus. */
  damage: new SchemaField({
    count: integerField(1, 0, 20),
    faces: integerField(6, 1, 100),
    bonus: integerField(0, -20, 50),
  }),
  /** Damage type id, for Weakness and Resistance; blank for none. */
  damageType: textField(),
  /** Weapon Attack Bonus (melee AV; a Thrown weapon's Accuracy). */
  attackBonus: integerField(0, -10, 20),
  /** Ranged Accuracy: "Miss Chance Modifier = 8 − Accuracy − Halved Dexterity Modifier". */
  accuracy: integerField(0, -10, 20),
  /** Precise N: Critical Hit on a Combat roll of 20 − N and up. */
  precision: integerField(0, 0, 10),
  /** Reach in metres (0 for unarmed, -1 for a Tiny creature's own space). */
  reach: integerField(1, -1, 10),
  weight: choiceField(WEAPON_WEIGHTS, "other"),
  /** Blunt melee weapons deal Non-Lethal damage on a Chance roll of 5 or more. */
  blunt: flagField(),
  /** Range trio for ranged and thrown weapons (unused for melee). */
  range: rangeField(),
  rangedKind: choiceField(RANGED_KINDS, "bow"),
  drawWeightKg: integerField(0, 0, 200),
  /** Energy to Load ("Energy cost varies depending on weapon used"); null when the weapon names none (Load then
   * costs 1). */
  loadEnergy: optionalIntegerField(0, 10),
  /** Evasion bonus from the weapon ("shield & weapon bonuses"). */
  evasionBonus: integerField(0, -10, 10),
  /** Other properties as printed ("Versatile, Reach"): shown, not read by the rules. */
  properties: textField(),
  mpr: mprField(),
  equipped: flagField(true),
  sideArm: sideArmField(),
});
export type EnergyWeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class EnergyWeaponModel extends foundry.abstract.TypeDataModel<EnergyWeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyWeaponSchema {
    return defineWeaponSchema();
  }
}

const defineArmorSchema = () => ({
  ...defineBaseItemSchema(),
  /** Armor Rating (AR), subtracted from damage when the armor is hit. */
  rating: integerField(0, 0, 50),
  /** Armor Coverage (AC): a Combat roll below it hits the armor. */
  coverage: integerField(0, 0, 21),
  /** Ranged AC, as the armor lists it beside AC. */
  rangedCoverage: integerField(0, 0, 21),
  /** Armor penalty to Evasion, Ranged Evasion and Unarmed Evasion. */
  evasionPenalty: integerField(0, 0, 20),
  mpr: mprField(),
  equipped: flagField(true),
});
export type EnergyArmorSchema = ReturnType<typeof defineArmorSchema>;

export class EnergyArmorModel extends foundry.abstract.TypeDataModel<EnergyArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyArmorSchema {
    return defineArmorSchema();
  }
}

const defineShieldSchema = () => ({
  ...defineBaseItemSchema(),
  evasionBonus: integerField(1, 0, 20),
  mpr: mprField(),
  equipped: flagField(true),
  sideArm: sideArmField(),
});
export type EnergyShieldSchema = ReturnType<typeof defineShieldSchema>;

export class EnergyShieldModel extends foundry.abstract.TypeDataModel<EnergyShieldSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyShieldSchema {
    return defineShieldSchema();
  }
}

const defineGearSchema = () => ({
  ...defineBaseItemSchema(),
  quantity: integerField(1, 0, 9999),
  consumable: flagField(),
  sideArm: sideArmField(),
});
export type EnergyGearSchema = ReturnType<typeof defineGearSchema>;

export class EnergyGearModel extends foundry.abstract.TypeDataModel<EnergyGearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyGearSchema {
    return defineGearSchema();
  }
}

const defineAbilitySchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(ABILITY_KINDS, "feat"),
  /** What using it costs: Energy from the Round's pool, Stamina from the creature. */
  energy: integerField(0, 0, 20),
  stamina: integerField(0, 0, 100),
  /** Short Rest or Long Rest spells and abilities: uses left and per rest (rest/ability-uses.ts). */
  recharge: choiceField(ABILITY_RECHARGES, "none"),
  uses: new SchemaField({ value: integerField(0, 0, 99), max: integerField(0, 0, 99) }),
  /** "some spells and abilities allow you to restore Aura using Recover Surges during combat". */
  recoverySurge: flagField(),
  /** Its Stamina enhances the attack just made: "limited to spending only 4 Stamina to enhance an attack". */
  enhancesAttack: flagField(),
  /**
   * "Some Themes, Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation":
   * the abilities this one adds to each (Strength and Dexterity are always inside; the engine adds each once).
   */
  masab: extraModifiersField(),
  masdb: extraModifiersField(),
  removes: removesField(),
});
export type EnergyAbilitySchema = ReturnType<typeof defineAbilitySchema>;

export class EnergyAbilityModel extends foundry.abstract.TypeDataModel<EnergyAbilitySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): EnergyAbilitySchema {
    return defineAbilitySchema();
  }
}
