/**
 * The `energy` item sheets (weapon, armor, shield, gear, ability): every stored field as a form input with its model
 * label, and the description (enriched for reading, raw for the editor).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  itemSheetContext,
  type ItemSheetContext,
  type ItemSheetInput,
} from "../../../applications/sheets/item-context.ts";
import {
  checkboxInput,
  numberInput,
  selectInput,
  textInput,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { choiceLabel, itemFieldLabel, sheetText } from "./labels.ts";
import {
  ABILITY_KINDS,
  RANGED_KINDS,
  WEAPON_KINDS,
  WEAPON_WEIGHTS,
  type EnergySheetItem,
  type EnergyWeaponData,
} from "./sheet-data.ts";

export type EnergyItemInput = ItemSheetInput<EnergySheetItem>;
export type EnergyItemContext = ItemSheetContext<EnergySheetItem["kind"]>;

type Base = (name: string) => { idPrefix: string; name: string; label: string };

function weaponFields(i18n: Localizer, base: Base, s: EnergyWeaponData): FieldContext[] {
  // An empty Load input stores null: "the weapon names no Load cost" (Load then costs 1).
  const load = {
    ...numberInput(base("loadEnergy"), 0, 0, 10),
    value: s.loadEnergy === null ? "" : String(s.loadEnergy),
  };
  return [
    selectInput(base("kind"), s.kind, WEAPON_KINDS, (c) => choiceLabel(i18n, "WeaponKind", c)),
    numberInput(base("damage.count"), s.damage.count, 0, 20),
    numberInput(base("damage.faces"), s.damage.faces, 1, 100),
    numberInput(base("damage.bonus"), s.damage.bonus, -20, 50),
    textInput(base("damageType"), s.damageType),
    numberInput(base("attackBonus"), s.attackBonus, -10, 20),
    numberInput(base("accuracy"), s.accuracy, -10, 20),
    numberInput(base("precision"), s.precision, 0, 10),
    numberInput(base("reach"), s.reach, -1, 10),
    selectInput(base("weight"), s.weight, WEAPON_WEIGHTS, (c) => choiceLabel(i18n, "Weight", c)),
    checkboxInput(base("blunt"), s.blunt),
    numberInput(base("range.advantage"), s.range.advantage, 0, 1000),
    numberInput(base("range.disadvantage"), s.range.disadvantage, 0, 1000),
    numberInput(base("range.maximum"), s.range.maximum, 0, 1000),
    selectInput(base("rangedKind"), s.rangedKind, RANGED_KINDS, (c) => choiceLabel(i18n, "RangedKind", c)),
    numberInput(base("drawWeightKg"), s.drawWeightKg, 0, 200),
    load,
    numberInput(base("evasionBonus"), s.evasionBonus, -10, 10),
    textInput(base("properties"), s.properties),
    numberInput(base("mpr"), s.mpr, 0, 30),
    checkboxInput(base("equipped"), s.equipped),
    checkboxInput(base("sideArm"), s.sideArm),
  ];
}

function fieldsOf(i18n: Localizer, item: EnergySheetItem): FieldContext[] {
  const base: Base = (name) => ({ idPrefix: item.id, name: `system.${name}`, label: itemFieldLabel(i18n, name) });
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
        numberInput(base("quantity"), item.system.quantity, 0, 9999),
        checkboxInput(base("consumable"), item.system.consumable),
        checkboxInput(base("sideArm"), item.system.sideArm),
      ];
    case "ability":
      return [
        selectInput(base("kind"), item.system.kind, ABILITY_KINDS, (c) => choiceLabel(i18n, "AbilityKind", c)),
        numberInput(base("energy"), item.system.energy, 0, 20),
        numberInput(base("stamina"), item.system.stamina, 0, 100),
      ];
  }
}

export function itemContext(input: EnergyItemInput): EnergyItemContext {
  return itemSheetContext(input, { ruleset: "energy", sheetText }, fieldsOf(input.i18n, input.item));
}
