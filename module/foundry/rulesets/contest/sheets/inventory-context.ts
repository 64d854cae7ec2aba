/**
 * Inventory and Abilities lists: weapons, armor, shields and gear with equip toggles and quantities; spells and
 * features with their delivery, damage and AP. Rows use the shared item row (applications/sheets/item-row.ts); only
 * each kind's summary is this room's.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { itemGroup, itemRowContext, type ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { choiceLabel, damageText, sheetText } from "./labels.ts";
import type { ContestSheetItem } from "./sheet-data.ts";

function summary(i18n: Localizer, item: ContestSheetItem): string {
  switch (item.kind) {
    case "weapon":
      return sheetText(i18n, "Item.weaponSummary", {
        damage: damageText(i18n, item.system.damage, item.system.damageType),
        delivery: choiceLabel(i18n, "Delivery", item.system.delivery),
        ap: item.system.ap,
      });
    case "armor":
      return sheetText(i18n, "Item.armorSummary", {
        level: choiceLabel(i18n, "ArmorLevel", item.system.level),
        material: item.system.material === "" ? item.name : item.system.material,
        rating: item.system.fullRating,
      });
    case "shield":
      return sheetText(i18n, "Item.shieldSummary", { rating: item.system.blockRating });
    case "gear":
      return "";
    case "ability":
      return sheetText(i18n, "Item.abilitySummary", {
        kind: choiceLabel(i18n, "AbilityKind", item.system.kind),
        damage: damageText(i18n, item.system.damage, item.system.damageType),
        ap: item.system.ap,
      });
  }
}

function row(i18n: Localizer, item: ContestSheetItem) {
  const equipped =
    item.kind === "weapon" || item.kind === "armor" || item.kind === "shield" ? item.system.equipped : null;
  return itemRowContext(i18n, item, summary(i18n, item), equipped, item.kind === "gear" ? item.system.quantity : null);
}

const GROUPS = [
  ["weapons", "weapon"],
  ["armor", "armor"],
  ["shields", "shield"],
  ["gear", "gear"],
  ["abilities", "ability"],
] as const;

export type GroupId = (typeof GROUPS)[number][0];

/** The groups named, in the order given, each with the items of its kind. */
export function itemGroups(
  i18n: Localizer,
  items: readonly ContestSheetItem[],
  ids: readonly GroupId[],
): ItemGroupContext[] {
  return GROUPS.filter(([id]) => ids.includes(id)).map(([id, kind]) =>
    itemGroup(
      i18n,
      sheetText,
      id,
      items.filter((i) => i.kind === kind),
      (i) => row(i18n, i),
    ),
  );
}

export const INVENTORY_GROUPS: readonly GroupId[] = ["weapons", "armor", "shields", "gear"];
