import { DAMAGE_TYPES } from "../../../../engine/rulesets/contest/tables/damage-types.ts";
import { DEFENSE_KINDS } from "../../../../engine/rulesets/contest/tables/defenses.ts";
import { defineBaseItemSchema } from "../../../data/base-models.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { choiceField, flagField, integerField, textField } from "../../../data/fields.ts";
import { ABILITY_KINDS, ARMOR_ITEM_LEVELS, DELIVERIES } from "./choices.ts";

/** Field labels and hints: the shared ones, then the room's (lang/en/contest.json). */
const PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.contest`];

const { NumberField, SchemaField, SetField, StringField } = foundry.data.fields;

/** Damage dice and a flat bonus: the excerpt gives no weapon dice, so items carry their own. */
const damageField = () =>
  new SchemaField({
    count: integerField(1, 0, 20),
    faces: integerField(6, 1, 100),
    bonus: integerField(0, -20, 50),
  });

/** AP an action with it costs: Strike ⟐ = 1, Strike ⎆ = 2, ❖ = 3 (rules page decision 1). */
const apField = () => integerField(1, 0, 3);

const defineWeaponSchema = () => ({
  ...defineBaseItemSchema(),
  delivery: choiceField(DELIVERIES, "melee"),
  /** The gear name a Fighting Style lists ("longsword"); blank: the item's own name. */
  gearType: textField(),
  damage: damageField(),
  damageType: choiceField(DAMAGE_TYPES, "slashing"),
  /** Metres: 1 is the next square (rules page decision 20). */
  reach: integerField(1, 1, 10),
  /** Metres, for ranged and thrown weapons. */
  range: integerField(0, 0, 1000),
  hands: new NumberField({ required: true, nullable: false, integer: true, choices: [1, 2], initial: 1 }),
  /** "You must be wielding a shield or heavy weapon to use this maneuver" (Bash). */
  heavy: flagField(),
  ap: apField(),
  equipped: flagField(true),
});
export type ContestWeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class ContestWeaponModel extends foundry.abstract.TypeDataModel<ContestWeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestWeaponSchema {
    return defineWeaponSchema();
  }
}

/** "Armor Rating (AR), which is determined by your combination of Armor Level and Armor Material". */
const defineArmorSchema = () => ({
  ...defineBaseItemSchema(),
  level: choiceField(ARMOR_ITEM_LEVELS, "full"),
  /** The material's name ("Iron"); blank: the item's name. */
  material: textField(),
  /** AR of a full suit of the material ("a full suit of Iron Armor has an AR of 5"). */
  fullRating: integerField(0, 0, 30),
  /** AR of a full suit against magical damage ("Some rare materials also provide protection against magical"). */
  fullMagicalRating: integerField(0, 0, 30),
  equipped: flagField(true),
});
export type ContestArmorSchema = ReturnType<typeof defineArmorSchema>;

export class ContestArmorModel extends foundry.abstract.TypeDataModel<ContestArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestArmorSchema {
    return defineArmorSchema();
  }
}

/** "shields have a Block Rating (BR)" ("a Bone Shield has a BR of 6"). */
const defineShieldSchema = () => ({
  ...defineBaseItemSchema(),
  blockRating: integerField(2, 0, 30),
  /** The gear name a Fighting Style lists; blank: "shield". */
  gearType: textField(),
  equipped: flagField(true),
});
export type ContestShieldSchema = ReturnType<typeof defineShieldSchema>;

export class ContestShieldModel extends foundry.abstract.TypeDataModel<ContestShieldSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestShieldSchema {
    return defineShieldSchema();
  }
}

const defineGearSchema = () => ({
  ...defineBaseItemSchema(),
  quantity: integerField(1, 0, 9999),
});
export type ContestGearSchema = ReturnType<typeof defineGearSchema>;

export class ContestGearModel extends foundry.abstract.TypeDataModel<ContestGearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestGearSchema {
    return defineGearSchema();
  }
}

/**
 * A spell or feature. "If an action spell, has the Attack trait, it uses one of your ApR"; "abilites that target the
 * mind, which is mentioned in the ability's description"; "Attack spells can only be defended with Block or Dodge,
 * unless the spell's description says otherwise" (`defenses`: empty keeps the rule's own list).
 */
const defineAbilitySchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(ABILITY_KINDS, "spell"),
  attack: flagField(),
  delivery: choiceField(DELIVERIES, "ranged"),
  targetsMind: flagField(),
  defenses: new SetField(
    new StringField({ required: true, nullable: false, blank: false, choices: [...DEFENSE_KINDS] }),
  ),
  damage: damageField(),
  damageType: choiceField(DAMAGE_TYPES, "fire"),
  /** Metres. */
  range: integerField(10, 0, 1000),
  ap: apField(),
});
export type ContestAbilitySchema = ReturnType<typeof defineAbilitySchema>;

export class ContestAbilityModel extends foundry.abstract.TypeDataModel<ContestAbilitySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): ContestAbilitySchema {
    return defineAbilitySchema();
  }
}
