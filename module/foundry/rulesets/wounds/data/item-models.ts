import { DEFENSE_KINDS } from "../../../../engine/rulesets/wounds/tables/defenses.ts";
import { defineBaseItemSchema } from "../../../data/base-models.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { choiceField, flagField, integerField, textField } from "../../../data/fields.ts";
import { ABILITY_KINDS, DAMAGE_TYPES, MANA_USES, RETRIEVALS, WEAPON_KINDS, WEAPON_PROPERTIES } from "./item-choices.ts";

/** Field labels and hints: the shared base fields', then the room's (lang/en/wounds.json). */
const PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.wounds`];

const { SetField, StringField } = foundry.data.fields;

/** A block bonus: "Melee Defense: … + all weapon block bonuses". */
const blockField = () => integerField(0, 0, 10);

const defineWeaponSchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(WEAPON_KINDS, "melee"),
  /** The weapon group, the specialization of "Dex [Melee/Weapon group]" ("Swords", "Bows"). */
  group: textField(),
  /** "Dex [Melee/Weapon group] + weapon's accuracy". */
  accuracy: integerField(0, -10, 20),
  /** "add your Strength and the weapon's damage value to your attack roll". */
  damage: integerField(0, -10, 30),
  /** Fire is halved underwater, lightning spreads there (decision 224); untyped by default, so none needs migrating. */
  damageType: choiceField(DAMAGE_TYPES, "untyped"),
  /** Yards: Rebuff's "optimal reach", Grapple's "a reach of 0", flanking's "capable of attacking". */
  reach: integerField(1, 0, 10),
  /** A ranged weapon's first range increment in yards (flanking counts ranged attackers within it). */
  range: integerField(0, 0, 1000),
  block: blockField(),
  /** Underwater: "all weapon damage is halved except from aquatic weapons". */
  aquatic: flagField(),
  /** "These attacks add their damage to the attack roll before determining a hit". */
  penetrating: flagField(),
  /** "Certain attacks bypass armor": only base Toughness counts. */
  bypassesArmor: flagField(),
  properties: new SetField(
    new StringField({ required: true, nullable: false, blank: false, choices: [...WEAPON_PROPERTIES] }),
  ),
  equipped: flagField(true),
});
export type WoundsWeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class WoundsWeaponModel extends foundry.abstract.TypeDataModel<WoundsWeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsWeaponSchema {
    return defineWeaponSchema();
  }
}

const defineArmorSchema = () => ({
  ...defineBaseItemSchema(),
  /** Toughness "plus any modifiers from armor worn". */
  toughness: integerField(1, 0, 20),
  equipped: flagField(true),
});
export type WoundsArmorSchema = ReturnType<typeof defineArmorSchema>;

export class WoundsArmorModel extends foundry.abstract.TypeDataModel<WoundsArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsArmorSchema {
    return defineArmorSchema();
  }
}

/** The defensive weapon: its block bonus counts in melee and ranged Defense ("defensive weapon block bonuses"). */
const defineShieldSchema = () => ({
  ...defineBaseItemSchema(),
  block: integerField(1, 0, 10),
  equipped: flagField(true),
});
export type WoundsShieldSchema = ReturnType<typeof defineShieldSchema>;

export class WoundsShieldModel extends foundry.abstract.TypeDataModel<WoundsShieldSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsShieldSchema {
    return defineShieldSchema();
  }
}

const defineGearSchema = () => ({
  ...defineBaseItemSchema(),
  quantity: integerField(1, 0, 9999),
  /** Use an Object: "Many items include an AP cost in their descriptions" (0: the GM's, or the action table's). */
  apCost: integerField(0, 0, 100),
  /** Treat Wound, Treat Condition, Stabilize: "a -5 penalty … if you do not have a healing kit in hand". */
  healingKit: flagField(),
});
export type WoundsGearSchema = ReturnType<typeof defineGearSchema>;

export class WoundsGearModel extends foundry.abstract.TypeDataModel<WoundsGearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsGearSchema {
    return defineGearSchema();
  }
}

/**
 * A spell or other ability with its costs as the seed's action blocks list them ("the AP cost and may also show a
 * stamina cost or an associated mana cost"); an attack spell carries what the engine's spell attack reads.
 */
const defineAbilitySchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(ABILITY_KINDS, "ability"),
  /** The magic school, the specialization of "Rsn [Arcana/Magic school]". */
  school: textField(),
  ap: integerField(4, 0, 100),
  stamina: integerField(0, 0, 100),
  mana: integerField(0, 0, 200),
  manaUse: choiceField(MANA_USES, "spend"),
  /**
   * How invested mana comes back: "Usually, it is either returned as soon as the effect ends, or can be retrieved at
   * your option at the end of a long rest." A spell that names neither keeps the long rest (decision 167).
   */
  retrieve: choiceField(RETRIEVALS, "longRest"),
  /** An attack spell: rolled against `targets`, dealing `damage` (no Strength: not a weapon attack). */
  attack: flagField(),
  damage: integerField(0, -10, 30),
  /** Fire is halved underwater, lightning spreads there (decision 224); untyped by default. */
  damageType: choiceField(DAMAGE_TYPES, "untyped"),
  targets: choiceField(DEFENSE_KINDS, "ranged"),
  /** Reads the Modifiers to Attack table's ranged column (a touch spell does not). */
  ranged: flagField(true),
  penetrating: flagField(),
  bypassesArmor: flagField(),
});
export type WoundsAbilitySchema = ReturnType<typeof defineAbilitySchema>;

export class WoundsAbilityModel extends foundry.abstract.TypeDataModel<WoundsAbilitySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): WoundsAbilitySchema {
    return defineAbilitySchema();
  }
}
