/**
 * The `bonus` item sheets (weapon, armor, gear, ability): the fields of the item's kind as form inputs, each with its
 * model label and hint and its unit, and the description (enriched for reading, raw for the editor). A ranged weapon
 * shows its Range, a melee one its Reach and whether it is light (the Off-hand attack's); an ability its kind's.
 */
import { ATTACK_STYLES } from "../../../../engine/rulesets/bonus/dice/attack.ts";
import { DAMAGE_DELIVERIES } from "../../../../engine/rulesets/bonus/dice/damage.ts";
import { DAMAGE_TYPES } from "../../../../engine/rulesets/bonus/tables/damage-types.ts";
import { QUALITY_RANKS } from "../../../../engine/rulesets/bonus/tables/quality.ts";
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
  type FieldBase,
  type FieldContext,
} from "../../../applications/sheets/field-context.ts";
import { BONUS_KEYS, choiceLabel, ITEM_FIELDS, sheetText } from "./labels.ts";
import { BONUS_DICE_ROLLS } from "../bonus-dice.ts";
import { ARMOR_PROTECTION } from "../derive.ts";
import { POWER_KINDS, type BonusSheetItem } from "./sheet-data.ts";

export type BonusItemInput = ItemSheetInput<BonusSheetItem>;
export type BonusItemContext = ItemSheetContext<BonusSheetItem["kind"]>;

/** The units the item fields are in: `FRAY.Bonus.Unit.<unit>`. */
type Unit = "ft" | "dice" | "actions" | "vigor" | "mana" | "count";

function fieldsOf(i18n: Localizer, item: BonusSheetItem): FieldContext[] {
  const base = (name: string, unit?: Unit): FieldBase =>
    modelFieldBase(i18n, ITEM_FIELDS, item.id, name, unit && i18n.localize(`${BONUS_KEYS}.Unit.${unit}`));
  const quality = (q: (typeof QUALITY_RANKS)[number]) =>
    selectInput(base("quality"), q, QUALITY_RANKS, (c) => choiceLabel(i18n, "Quality", c));
  switch (item.kind) {
    case "weapon": {
      const s = item.system;
      // Range is read for ranged attacks only, Reach and Light for melee ones (reach.ts, the Off-hand attack).
      const byReach = s.ranged
        ? [numberInput(base("range", "ft"), s.range, 0, 5000)]
        : [numberInput(base("reach", "ft"), s.reach, 0, 60), checkboxInput(base("light"), s.light)];
      return [
        numberInput(base("damageValue", "dice"), s.damageValue, 0, 20),
        quality(s.quality),
        selectInput(base("delivery"), s.delivery, DAMAGE_DELIVERIES, (c) => choiceLabel(i18n, "Delivery", c)),
        selectInput(base("style"), s.style, ATTACK_STYLES, (c) => choiceLabel(i18n, "AttackStyle", c)),
        selectInput(base("damageType"), s.damageType, DAMAGE_TYPES, (c) => choiceLabel(i18n, "DamageType", c)),
        checkboxInput(base("ranged"), s.ranged),
        ...byReach,
        checkboxInput(base("toHealth"), s.toHealth),
        checkboxInput(base("area"), s.area),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "armor": {
      const s = item.system;
      return [
        numberInput(base("rank"), s.rank, 0, 50),
        numberInput(base("guardBonus"), s.guardBonus, -10, 30),
        quality(s.quality),
        selectInput(base("protects"), s.protects, ARMOR_PROTECTION, (c) => choiceLabel(i18n, "Protects", c)),
        numberInput(base("durability.value"), s.durability.value, 0),
        numberInput(base("durability.max"), s.durability.max, 0),
        checkboxInput(base("equipped"), s.equipped),
      ];
    }
    case "gear":
      return [
        numberInput(base("quantity", "count"), item.system.quantity, 0, 9999),
        checkboxInput(base("consumable"), item.system.consumable),
      ];
    case "ability": {
      const s = item.system;
      // A skill is had: the bonus dice it adds and to which rolls (bonus-dice.ts). Techniques and spells are used: what
      // using them costs. A talent may be both ("techniques, spells, or talents you can activate").
      const dice = [
        numberInput(base("bonusDice.count", "dice"), s.bonusDice.count, 0, 10),
        ...BONUS_DICE_ROLLS.map((roll) => checkboxInput(base(`bonusDice.rolls.${roll}`), s.bonusDice.rolls[roll])),
      ];
      const costs = [
        numberInput(base("actions", "actions"), s.actions, 0, 10),
        numberInput(base("vigor", "vigor"), s.vigor, 0, 100),
        numberInput(base("mana", "mana"), s.mana, 0, 100),
        checkboxInput(base("createsOpening"), s.createsOpening),
      ];
      const kind = selectInput(base("kind"), s.kind, POWER_KINDS, (c) => choiceLabel(i18n, "AbilityKind", c));
      if (s.kind === "skill") return [kind, ...dice];
      if (s.kind === "talent") return [kind, ...costs, ...dice];
      return [kind, ...costs];
    }
  }
}

export function itemContext(input: BonusItemInput): BonusItemContext {
  return itemSheetContext(input, { ruleset: "bonus", sheetText }, fieldsOf(input.i18n, input.item));
}
