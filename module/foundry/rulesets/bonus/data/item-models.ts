import { DAMAGE_DELIVERIES } from "../../../../engine/rulesets/bonus/dice/damage.ts";
import { ATTACK_STYLES } from "../../../../engine/rulesets/bonus/dice/attack.ts";
import { DAMAGE_TYPES } from "../../../../engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_RANKS } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { defineBaseItemSchema } from "../../../data/base-models.ts";
import { choiceField, flagField, integerField, trackField } from "../../../data/fields.ts";
import { renameDamageValue } from "../migrations/0001-bonus-damage-value.ts";
import { migrateInPlace } from "../../../migrations/source.ts";
import { BONUS_DICE_ROLLS, type BonusDiceRoll } from "../bonus-dice.ts";
import { ARMOR_PROTECTION } from "../derive.ts";

const PREFIXES = [`${I18N_ROOT}.Item.base`, `${I18N_ROOT}.Item.bonus`];

const defineWeaponSchema = () => ({
  ...defineBaseItemSchema(),
  /** Damage Value: "the number of dice rolled for damage with that weapon". */
  damageValue: integerField(1, 0, 20),
  quality: choiceField(QUALITY_RANKS, "ordinary"),
  delivery: choiceField(DAMAGE_DELIVERIES, "melee"),
  style: choiceField(ATTACK_STYLES, "weapon"),
  damageType: choiceField(DAMAGE_TYPES, "kinetic"),
  ranged: flagField(),
  /** Longest range in feet for ranged weapons (0 = melee only). */
  range: integerField(0, 0, 5000),
  /** Reach in feet; 6 ft for small to large wielders ("a reach of 6 feet"). */
  reach: integerField(6, 0, 60),
  /** Light weapons allow the Off-hand attack. */
  light: flagField(),
  /** "if you are subject to some special attacks like poisons, any damage you take is done to your Health". */
  toHealth: flagField(),
  /** An area attack: "Light Cover … Area attacks are unaffected" (rules page decision 62). */
  area: flagField(),
  equipped: flagField(true),
});
export type BonusWeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class BonusWeaponModel extends foundry.abstract.TypeDataModel<BonusWeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): BonusWeaponSchema {
    return defineWeaponSchema();
  }
  /** 0.0.x `dv` → `damageValue` (migration 0001), at every load until the runner has stored it. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateInPlace(source, renameDamageValue);
    return super.migrateData(source);
  }
}

const defineArmorSchema = () => ({
  ...defineBaseItemSchema(),
  /** Armor Rank: damage absorbed per hit. */
  rank: integerField(2, 0, 50),
  /** Guard bonus: "Guard, which is 15 plus any bonuses from armor and abilities". */
  guardBonus: integerField(0, -10, 30),
  quality: choiceField(QUALITY_RANKS, "ordinary"),
  /** Armor is an object with its own Durability; it takes the damage it absorbs. */
  durability: trackField(20),
  equipped: flagField(true),
  /** "Unless stated otherwise, normal armor only protects you from physical damage". */
  protects: choiceField(ARMOR_PROTECTION, "physical"),
});
export type BonusArmorSchema = ReturnType<typeof defineArmorSchema>;

export class BonusArmorModel extends foundry.abstract.TypeDataModel<BonusArmorSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): BonusArmorSchema {
    return defineArmorSchema();
  }
}

const defineGearSchema = () => ({
  ...defineBaseItemSchema(),
  quantity: integerField(1, 0, 9999),
  consumable: flagField(),
});
export type BonusGearSchema = ReturnType<typeof defineGearSchema>;

export class BonusGearModel extends foundry.abstract.TypeDataModel<BonusGearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): BonusGearSchema {
    return defineGearSchema();
  }
}

const ABILITY_KINDS = ["skill", "talent", "technique", "spell"] as const;

/** The bonus dice a skill or talent adds, and to which rolls (bonus-dice.ts). */
function bonusDiceField() {
  const { SchemaField } = foundry.data.fields;
  return new SchemaField({
    count: integerField(0, 0, 10),
    rolls: new SchemaField(
      Object.fromEntries(BONUS_DICE_ROLLS.map((roll) => [roll, flagField()])) as Record<
        BonusDiceRoll,
        ReturnType<typeof flagField>
      >,
    ),
  });
}

const defineAbilitySchema = () => ({
  ...defineBaseItemSchema(),
  kind: choiceField(ABILITY_KINDS, "talent"),
  /** "Some abilities require more than one action to use, and most consume Vigor or Mana." */
  actions: integerField(1, 0, 10),
  vigor: integerField(0, 0, 100),
  mana: integerField(0, 0, 100),
  /** "When you use some combat techniques … you create an opening for others to attack" (combat/openings.ts). */
  createsOpening: flagField(),
  /** "Bonus dice can be added from having Skill bonuses, Talents, or high ability scores." */
  bonusDice: bonusDiceField(),
});
export type BonusAbilitySchema = ReturnType<typeof defineAbilitySchema>;

export class BonusAbilityModel extends foundry.abstract.TypeDataModel<BonusAbilitySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = PREFIXES;
  static override defineSchema(): BonusAbilitySchema {
    return defineAbilitySchema();
  }
}
