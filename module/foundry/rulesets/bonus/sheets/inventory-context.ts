/**
 * Inventory and abilities lists: weapons, armor and gear with equip toggles and quantities; skills with the bonus
 * dice they add; talents, techniques and spells with what they cost. Every row opens its item sheet from a real button (keyboard reachable).
 */
import { QUALITY_DIE } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  itemGroup,
  itemRowContext,
  type ItemGroupContext,
  type ItemRowContext,
} from "../../../applications/sheets/item-row.ts";
import { abilityCostText, choiceLabel, diceText, sheetText, signed } from "./labels.ts";
import { POWER_KINDS, type BonusSheetItem, type PowerKind } from "./sheet-data.ts";

function summary(i18n: Localizer, item: BonusSheetItem): string {
  switch (item.kind) {
    case "weapon": {
      const s = item.system;
      return sheetText(i18n, "Item.weaponSummary", {
        dice: diceText(s.damageValue, QUALITY_DIE[s.quality]),
        quality: choiceLabel(i18n, "Quality", s.quality),
        type: choiceLabel(i18n, "DamageType", s.damageType),
      });
    }
    case "armor":
      return sheetText(i18n, "Item.armorSummary", { rank: item.system.rank, guard: signed(item.system.guardBonus) });
    case "gear":
      return item.system.consumable ? sheetText(i18n, "Item.consumable") : "";
    case "ability":
      // A skill is had, never used: what it adds, not what it costs.
      return item.system.kind === "skill"
        ? sheetText(i18n, "Item.bonusDice", { count: item.system.bonusDice.count })
        : abilityCostText(i18n, item.system.actions, item.system.vigor, item.system.mana);
  }
}

function itemRow(i18n: Localizer, item: BonusSheetItem): ItemRowContext {
  const equipped = item.kind === "weapon" || item.kind === "armor" ? item.system.equipped : null;
  return itemRowContext(i18n, item, summary(i18n, item), equipped, item.kind === "gear" ? item.system.quantity : null);
}

function group(i18n: Localizer, id: string, items: readonly BonusSheetItem[]): ItemGroupContext {
  return itemGroup(i18n, sheetText, id, items, (i) => itemRow(i18n, i));
}

export function inventoryContext(i18n: Localizer, items: readonly BonusSheetItem[]): ItemGroupContext[] {
  return [
    group(
      i18n,
      "weapons",
      items.filter((i) => i.kind === "weapon"),
    ),
    group(
      i18n,
      "armor",
      items.filter((i) => i.kind === "armor"),
    ),
    group(
      i18n,
      "gear",
      items.filter((i) => i.kind === "gear"),
    ),
  ];
}

const POWER_GROUP: Readonly<Record<PowerKind, string>> = {
  skill: "skills",
  talent: "talents",
  technique: "techniques",
  spell: "spells",
};

export function powersContext(i18n: Localizer, items: readonly BonusSheetItem[]): ItemGroupContext[] {
  return POWER_KINDS.map((kind) =>
    group(
      i18n,
      POWER_GROUP[kind],
      items.filter((i) => i.kind === "ability" && i.system.kind === kind),
    ),
  );
}
