import { I18N_ROOT } from "../../../constants.ts";
import { defineBaseItemSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField } from "../../../data/fields.ts";
import {
  ABILITY_DELIVERIES,
  DAMAGE_TYPES,
  DEFENSE_ROLL_KINDS,
  FORCED_MOVEMENTS,
  STAT_IDS,
  WEAPON_REACHES,
} from "./choices.ts";

const { ArrayField, NumberField, SchemaField } = foundry.data.fields;
/** The shared labels (biography, description) and the room's own (lang/en/momentum.json). */
const PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.momentum`];

/**
 * One damage component: dice of one type plus a flat part. A hit may deal several types at once ("an attack that
 * deals 5 Physical and 5 Poison damage"), the first component being the attack's own (the critical +6 goes there).
 */
const damageComponentsField = () =>
  new ArrayField(
    new SchemaField({
      type: choiceField(DAMAGE_TYPES, "physical"),
      count: integerField(1, 0, 20),
      faces: integerField(6, 1, 100),
      flat: integerField(0, -50, 100),
    }),
    { initial: [{ type: "physical", count: 1, faces: 6, flat: 0 }] },
  );

/**
 * Armor the hit ignores: "Effects that ignore Armor … also ignore the DR values if you damage a target with Poison or
 * Psychic damage", never below 0 ("attacking a target with 2 Armor with the Ability Armor Piercer, which allows you to
 * ignore up to 4 Armor"); 0 for most, 100 for an effect that ignores all of it (rules page decision 146).
 */
const ignoreArmorField = () => integerField(0, 0, 100);

const defineWeaponSchema = () => ({
  ...defineBaseItemSchema(),
  /** "Every weapon has a Primary and Secondary Stat that determines … how high their hit bonus is." */
  primary: choiceField(STAT_IDS, "strength"),
  secondary: choiceField(STAT_IDS, "dexterity"),
  /** A weapon's own bonus to hit beyond its Stats (an upgrade); 0 for most. */
  hitBonus: integerField(0, -10, 20),
  reach: choiceField(WEAPON_REACHES, "melee"),
  /** Metres: "Melee attacks have a base range of 1 m"; a ranged weapon's range. */
  range: integerField(1, 1, 1000),
  damage: damageComponentsField(),
  ignoreArmor: ignoreArmorField(),
  equipped: flagField(true),
});
export type MomentumWeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class MomentumWeaponModel extends foundry.abstract.TypeDataModel<MomentumWeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumWeaponSchema {
    return defineWeaponSchema();
  }
}

const defineArmorSchema = () => ({
  ...defineBaseItemSchema(),
  /** Armor added while worn ("how much Armor you get from what kind of armor" is in the item rules). */
  armor: integerField(0, -20, 50),
  /** The Evasion Cap: "Armor and clothes you wear limit how high your base Evasion can get"; null: no cap. */
  evasionCap: new NumberField({ required: true, nullable: true, integer: true, min: 0, max: 60, initial: null }),
  equipped: flagField(true),
});
export type MomentumArmorSchema = ReturnType<typeof defineArmorSchema>;

export class MomentumArmorModel extends foundry.abstract.TypeDataModel<MomentumArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumArmorSchema {
    return defineArmorSchema();
  }
}

const defineShieldSchema = () => ({
  ...defineBaseItemSchema(),
  /** Evasion from the shield: outside the Evasion Cap ("does not affect any other source of additional Evasion"). */
  evasion: integerField(1, 0, 20),
  armor: integerField(0, 0, 20),
  equipped: flagField(true),
});
export type MomentumShieldSchema = ReturnType<typeof defineShieldSchema>;

export class MomentumShieldModel extends foundry.abstract.TypeDataModel<MomentumShieldSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumShieldSchema {
    return defineShieldSchema();
  }
}

const defineGearSchema = () => ({
  ...defineBaseItemSchema(),
  quantity: integerField(1, 0, 9999),
  /** "Use a non-ability consumable, such as a stimulant" (the Use Item action). */
  consumable: flagField(),
});
export type MomentumGearSchema = ReturnType<typeof defineGearSchema>;

export class MomentumGearModel extends foundry.abstract.TypeDataModel<MomentumGearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumGearSchema {
    return defineGearSchema();
  }
}

const defineAbilitySchema = () => ({
  ...defineBaseItemSchema(),
  /** "6 plus an additional 3 for every Tier of the used Ability" (critical); "1d4 for each Tier" (non-lethal). */
  tier: integerField(1, 0, 10),
  /** "Use Ability costs the AP the Ability states" (rules page decision 41). */
  ap: integerField(2, 0, 3),
  wp: integerField(0, 0, 100),
  delivery: choiceField(ABILITY_DELIVERIES, "attack"),
  /** The Defense Roll the target makes when `delivery` is a Defense Roll. */
  defenseRoll: choiceField(DEFENSE_ROLL_KINDS, "constitution"),
  range: integerField(1, 1, 1000),
  damage: damageComponentsField(),
  ignoreArmor: ignoreArmorField(),
  /** A Maneuver, added to a weapon attack: "Critical hits with weapon attacks that have a Maneuver added to them". */
  maneuver: flagField(),
  /** How far, and how, a hit moves the target (decision 148); "none" or 0 m: it stays. */
  forcedMovement: new SchemaField({
    kind: choiceField(FORCED_MOVEMENTS, "none"),
    metres: integerField(0, 0, 100),
  }),
});
export type MomentumAbilitySchema = ReturnType<typeof defineAbilitySchema>;

export class MomentumAbilityModel extends foundry.abstract.TypeDataModel<MomentumAbilitySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): MomentumAbilitySchema {
    return defineAbilitySchema();
  }
}
