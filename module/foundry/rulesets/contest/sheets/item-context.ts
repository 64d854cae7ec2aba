/**
 * The `contest` item sheets (weapon, armor, shield, gear, ability): each kind's own stored fields as labelled inputs
 * with their model hints and units (metres for reach and range), and the description.
 */
import { DAMAGE_TYPES } from "../../../../engine/rulesets/contest/tables/damage-types.ts";
import { DEFENSE_KINDS } from "../../../../engine/rulesets/contest/tables/defenses.ts";
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
import { ABILITY_KINDS, ARMOR_ITEM_LEVELS, DELIVERIES } from "../data/choices.ts";
import type { ContestWeaponSource } from "../sources.ts";
import { choiceLabel, CONTEST_KEYS, ITEM_FIELDS, sheetText } from "./labels.ts";
import type { ContestSheetItem } from "./sheet-data.ts";

export type ContestItemInput = ItemSheetInput<ContestSheetItem>;
export type ContestItemContext = ItemSheetContext<ContestSheetItem["kind"]>;

type Base = (path: string, unit?: string) => FieldBase;

function damageFields(i18n: Localizer, base: Base, damage: ContestWeaponSource["damage"], type: string) {
  return [
    numberInput(base("damage.count"), damage.count, 0, 20),
    numberInput(base("damage.faces"), damage.faces, 1, 100),
    numberInput(base("damage.bonus"), damage.bonus, -20, 50),
    selectInput(base("damageType"), type, DAMAGE_TYPES, (t) => choiceLabel(i18n, "DamageType", t)),
  ];
}

function fieldsOf(i18n: Localizer, item: ContestSheetItem, base: Base): FieldContext[] {
  const metres = sheetText(i18n, "unitMetres");
  const delivery = (value: string) =>
    selectInput(base("delivery"), value, DELIVERIES, (d) => choiceLabel(i18n, "Delivery", d));
  switch (item.kind) {
    case "weapon": {
      const s = item.system;
      return [
        delivery(s.delivery),
        textInput(base("gearType"), s.gearType),
        ...damageFields(i18n, base, s.damage, s.damageType),
        numberInput(base("reach", metres), s.reach, 1, 10),
        numberInput(base("range", metres), s.range, 0, 1000),
        numberInput(base("hands"), s.hands, 1, 2),
        checkboxInput(base("heavy"), s.heavy),
        numberInput(base("ap"), s.ap, 0, 3),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "armor": {
      const s = item.system;
      return [
        selectInput(base("level"), s.level, ARMOR_ITEM_LEVELS, (l) => choiceLabel(i18n, "ArmorLevel", l)),
        textInput(base("material"), s.material),
        numberInput(base("fullRating"), s.fullRating, 0, 30),
        numberInput(base("fullMagicalRating"), s.fullMagicalRating, 0, 30),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "shield":
      return [
        numberInput(base("blockRating"), item.system.blockRating, 0, 30),
        textInput(base("gearType"), item.system.gearType),
        checkboxInput(base("equipped"), item.system.equipped),
      ];
    case "gear":
      return [numberInput(base("quantity"), item.system.quantity, 0, 9999)];
    case "ability": {
      const s = item.system;
      return [
        selectInput(base("kind"), s.kind, ABILITY_KINDS, (k) => choiceLabel(i18n, "AbilityKind", k)),
        checkboxInput(base("attack"), s.attack),
        delivery(s.delivery),
        checkboxInput(base("targetsMind"), s.targetsMind),
        multiSelectInput(base("defenses"), [...s.defenses], DEFENSE_KINDS, (d) =>
          i18n.localize(`${CONTEST_KEYS}.Defense.${d}`),
        ),
        ...damageFields(i18n, base, s.damage, s.damageType),
        numberInput(base("range", metres), s.range, 0, 1000),
        numberInput(base("ap"), s.ap, 0, 3),
      ];
    }
  }
}

export function itemContext(input: ContestItemInput): ContestItemContext {
  const { i18n, item } = input;
  const base: Base = (path, unit) => modelFieldBase(i18n, ITEM_FIELDS, item.id, path, unit);
  return itemSheetContext(input, { ruleset: "contest", sheetText }, fieldsOf(i18n, item, base));
}
