/**
 * The `wounds` item sheets (weapon, armor, shield, gear, ability): only the kind's own stored fields, as labelled
 * inputs with their model hints and units (yards, AP), and the description.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  itemSheetContext,
  type ItemSheetContext,
  type ItemSheetInput,
} from "../../../applications/sheets/item-context.ts";
import {
  checkboxInput,
  modelFieldBase,
  multiSelectInput,
  numberInput,
  selectInput,
  textInput,
  type FieldBase,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { DEFENSE_KINDS } from "../../../../engine/rulesets/wounds/tables/defenses.ts";
import {
  ABILITY_KINDS,
  DAMAGE_TYPES,
  MANA_USES,
  RETRIEVALS,
  WEAPON_KINDS,
  WEAPON_PROPERTIES,
} from "../data/item-choices.ts";
import { choiceLabel, defenseLabel, ITEM_FIELDS, sheetText } from "./labels.ts";
import type { WoundsSheetItem } from "./sheet-data.ts";

export type WoundsItemInput = ItemSheetInput<WoundsSheetItem>;
export type WoundsItemContext = ItemSheetContext<WoundsSheetItem["kind"]>;

type Base = (name: string, unit?: string) => FieldBase;

function weaponFields(i18n: Localizer, item: Extract<WoundsSheetItem, { kind: "weapon" }>, base: Base) {
  const s = item.system;
  const yards = sheetText(i18n, "Unit.yards");
  return [
    selectInput(base("kind"), s.kind, WEAPON_KINDS, (k) => choiceLabel(i18n, "WeaponKind", k)),
    textInput(base("group"), s.group),
    numberInput(base("accuracy"), s.accuracy, -10, 20),
    numberInput(base("damage"), s.damage, -10, 30),
    selectInput(base("damageType"), s.damageType, DAMAGE_TYPES, (t) => choiceLabel(i18n, "DamageType", t)),
    numberInput(base("reach", yards), s.reach, 0, 10),
    numberInput(base("range", yards), s.range, 0, 1000),
    numberInput(base("block"), s.block, 0, 10),
    checkboxInput(base("penetrating"), s.penetrating),
    checkboxInput(base("bypassesArmor"), s.bypassesArmor),
    checkboxInput(base("aquatic"), s.aquatic),
    multiSelectInput(base("properties"), [...s.properties], WEAPON_PROPERTIES, (p) => choiceLabel(i18n, "Property", p)),
    checkboxInput(base("equipped"), s.equipped),
  ];
}

function abilityFields(i18n: Localizer, item: Extract<WoundsSheetItem, { kind: "ability" }>, base: Base) {
  const s = item.system;
  const ap = sheetText(i18n, "Unit.ap");
  return [
    selectInput(base("kind"), s.kind, ABILITY_KINDS, (k) => choiceLabel(i18n, "AbilityKind", k)),
    textInput(base("school"), s.school),
    numberInput(base("ap", ap), s.ap, 0, 100),
    numberInput(base("stamina"), s.stamina, 0, 100),
    numberInput(base("mana"), s.mana, 0, 200),
    selectInput(base("manaUse"), s.manaUse, MANA_USES, (u) => choiceLabel(i18n, "ManaUse", u)),
    selectInput(base("retrieve"), s.retrieve, RETRIEVALS, (r) => choiceLabel(i18n, "Retrieve", r)),
    checkboxInput(base("attack"), s.attack),
    numberInput(base("damage"), s.damage, -10, 30),
    selectInput(base("damageType"), s.damageType, DAMAGE_TYPES, (t) => choiceLabel(i18n, "DamageType", t)),
    selectInput(base("targets"), s.targets, DEFENSE_KINDS, (k) => defenseLabel(i18n, k)),
    checkboxInput(base("ranged"), s.ranged),
    checkboxInput(base("penetrating"), s.penetrating),
    checkboxInput(base("bypassesArmor"), s.bypassesArmor),
  ];
}

function fieldsOf(i18n: Localizer, item: WoundsSheetItem, base: Base): FieldContext[] {
  switch (item.kind) {
    case "weapon":
      return weaponFields(i18n, item, base);
    case "armor":
      return [
        numberInput(base("toughness"), item.system.toughness, 0, 20),
        checkboxInput(base("equipped"), item.system.equipped),
      ];
    case "shield":
      return [
        numberInput(base("block"), item.system.block, 0, 10),
        checkboxInput(base("equipped"), item.system.equipped),
      ];
    case "gear":
      return [
        numberInput(base("quantity"), item.system.quantity, 0, 9999),
        numberInput(base("apCost", sheetText(i18n, "Unit.ap")), item.system.apCost, 0, 100),
        checkboxInput(base("healingKit"), item.system.healingKit),
      ];
    case "ability":
      return abilityFields(i18n, item, base);
  }
}

export function itemContext(input: WoundsItemInput): WoundsItemContext {
  const { i18n, item } = input;
  const base: Base = (name, unit) => modelFieldBase(i18n, ITEM_FIELDS, item.id, name, unit);
  return itemSheetContext(input, { ruleset: "wounds", sheetText }, fieldsOf(i18n, item, base));
}
