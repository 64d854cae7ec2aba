/**
 * The `energy` item sheets (weapon, armor, shield, gear, ability): the fields of the item's kind as form inputs, each
 * with its model label and hint and its unit, and the description (enriched for reading, raw for the editor). A
 * weapon shows what its kind reads: a melee weapon no range, draw weight or Load; a bow no Reach or AV bonus; a
 * thrown weapon its range trio, its AV bonus (its Accuracy) and the weight class its throwing ranges come from.
 */
import { SUPPRESSIBLE_CONDITION_IDS } from "../../../../engine/rulesets/energy/economy/status.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  itemSheetContext,
  type ItemSheetContext,
  type ItemSheetInput,
} from "../../../applications/sheets/item-context.ts";
import {
  checkboxInput,
  modelFieldBase,
  numberInput,
  selectInput,
  textInput,
  type FieldBase,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { choiceLabel, ENERGY_KEYS, ITEM_FIELDS, sheetText } from "./labels.ts";
import {
  ABILITY_KINDS,
  ABILITY_RECHARGES,
  EXTRA_MODIFIERS,
  RANGED_KINDS,
  WEAPON_KINDS,
  WEAPON_WEIGHTS,
  type EnergySheetItem,
  type EnergyWeaponData,
} from "./sheet-data.ts";

export type EnergyItemInput = ItemSheetInput<EnergySheetItem>;
export type EnergyItemContext = ItemSheetContext<EnergySheetItem["kind"]>;

/** The units the item fields are in: `FRAY.Energy.Unit.<unit>`. */
type Unit = "m" | "kg" | "dice" | "faces" | "energy" | "stamina" | "count";
type Base = (name: string, unit?: Unit) => FieldBase;

function weaponFields(i18n: Localizer, base: Base, s: EnergyWeaponData): FieldContext[] {
  // An empty Load input stores null: "the weapon names no Load cost" (Load then costs 1).
  const load = {
    ...numberInput(base("loadEnergy", "energy"), 0, 0, 10),
    value: s.loadEnergy === null ? "" : String(s.loadEnergy),
  };
  const melee = s.kind === "melee";
  const ranged = s.kind === "ranged";
  // "Unarmed AV = 15 + MASAB", "Damage = MASAB (min 1)", "Reach0": an unarmed attack has no dice, bonus or reach.
  if (s.kind === "unarmed") {
    return [
      selectInput(base("kind"), s.kind, WEAPON_KINDS, (c) => choiceLabel(i18n, "WeaponKind", c)),
      textInput(base("damageType"), s.damageType),
      numberInput(base("precision"), s.precision, 0, 10),
      checkboxInput(base("equipped"), s.equipped),
    ];
  }
  const rangeTrio = [
    numberInput(base("range.advantage", "m"), s.range.advantage, 0, 1000),
    numberInput(base("range.disadvantage", "m"), s.range.disadvantage, 0, 1000),
    numberInput(base("range.maximum", "m"), s.range.maximum, 0, 1000),
  ];
  return [
    selectInput(base("kind"), s.kind, WEAPON_KINDS, (c) => choiceLabel(i18n, "WeaponKind", c)),
    numberInput(base("damage.count", "dice"), s.damage.count, 0, 20),
    numberInput(base("damage.faces", "faces"), s.damage.faces, 1, 100),
    numberInput(base("damage.bonus"), s.damage.bonus, -20, 50),
    textInput(base("damageType"), s.damageType),
    // The AV bonus: a melee weapon's, and a thrown one's Accuracy ("Weapons with the Thrown property have Accuracy
    // equal to their AV bonus"); a bow is never swung.
    ...(ranged ? [] : [numberInput(base("attackBonus"), s.attackBonus, -10, 20)]),
    ...(s.kind === "thrown" ? [] : [numberInput(base("accuracy"), s.accuracy, -10, 20)]),
    numberInput(base("precision"), s.precision, 0, 10),
    // Reach and bluntness (Non-Lethal's "Blunt melee weapon") are read for melee attacks only.
    ...(melee ? [numberInput(base("reach", "m"), s.reach, -1, 10), checkboxInput(base("blunt"), s.blunt)] : []),
    selectInput(base("weight"), s.weight, WEAPON_WEIGHTS, (c) => choiceLabel(i18n, "Weight", c)),
    numberInput(base("evasionBonus"), s.evasionBonus, -10, 10),
    ...(melee ? [] : rangeTrio),
    // "This action loads a ranged weapon with ammunition": draw weight and Load are a bow's or crossbow's.
    ...(ranged
      ? [
          selectInput(base("rangedKind"), s.rangedKind, RANGED_KINDS, (c) => choiceLabel(i18n, "RangedKind", c)),
          numberInput(base("drawWeightKg", "kg"), s.drawWeightKg, 0, 200),
          load,
        ]
      : []),
    textInput(base("properties"), s.properties),
    numberInput(base("mpr"), s.mpr, 0, 30),
    checkboxInput(base("equipped"), s.equipped),
    checkboxInput(base("sideArm"), s.sideArm),
  ];
}

function fieldsOf(i18n: Localizer, item: EnergySheetItem): FieldContext[] {
  const base: Base = (name, unit) =>
    modelFieldBase(i18n, ITEM_FIELDS, item.id, name, unit && i18n.localize(`${ENERGY_KEYS}.Unit.${unit}`));
  switch (item.kind) {
    case "weapon":
      return weaponFields(i18n, base, item.system);
    case "armor": {
      const s = item.system;
      return [
        numberInput(base("rating"), s.rating, 0, 50),
        numberInput(base("coverage"), s.coverage, 0, 21),
        numberInput(base("rangedCoverage"), s.rangedCoverage, 0, 21),
        numberInput(base("evasionPenalty"), s.evasionPenalty, 0, 20),
        numberInput(base("mpr"), s.mpr, 0, 30),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "shield":
      return [
        numberInput(base("evasionBonus"), item.system.evasionBonus, 0, 20),
        numberInput(base("mpr"), item.system.mpr, 0, 30),
        checkboxInput(base("equipped"), item.system.equipped),
        checkboxInput(base("sideArm"), item.system.sideArm),
      ];
    case "gear":
      return [
        numberInput(base("quantity", "count"), item.system.quantity, 0, 9999),
        checkboxInput(base("consumable"), item.system.consumable),
        checkboxInput(base("sideArm"), item.system.sideArm),
      ];
    case "ability":
      return [
        selectInput(base("kind"), item.system.kind, ABILITY_KINDS, (c) => choiceLabel(i18n, "AbilityKind", c)),
        numberInput(base("energy", "energy"), item.system.energy, 0, 20),
        numberInput(base("stamina", "stamina"), item.system.stamina, 0, 100),
        selectInput(base("recharge"), item.system.recharge, ABILITY_RECHARGES, (c) => choiceLabel(i18n, "Recharge", c)),
        numberInput(base("uses.value"), item.system.uses.value, 0, 99),
        numberInput(base("uses.max"), item.system.uses.max, 0, 99),
        checkboxInput(base("recoverySurge"), item.system.recoverySurge),
        checkboxInput(base("enhancesAttack"), item.system.enhancesAttack),
        // "Some Themes, Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation".
        ...EXTRA_MODIFIERS.map((id) => checkboxInput(base(`masab.${id}`), item.system.masab[id])),
        ...EXTRA_MODIFIERS.map((id) => checkboxInput(base(`masdb.${id}`), item.system.masdb[id])),
        // "If you have an ability which removes a Condition that is continually applied …" (combat/suppress.ts).
        ...SUPPRESSIBLE_CONDITION_IDS.map((id) => checkboxInput(base(`removes.${id}`), item.system.removes[id])),
      ];
  }
}

export function itemContext(input: EnergyItemInput): EnergyItemContext {
  return itemSheetContext(input, { ruleset: "energy", sheetText }, fieldsOf(input.i18n, input.item));
}
