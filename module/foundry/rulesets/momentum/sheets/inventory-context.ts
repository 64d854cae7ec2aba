/**
 * Inventory and Abilities lists: weapons, armor, shields and gear with equip toggles and quantities; Abilities with
 * their Tier, cost and delivery. Rows use the shared item row (applications/sheets/item-row.ts).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { itemGroup, itemRowContext, type ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { abilityCostText } from "./cost-text.ts";
import { choiceLabel, damageText, sheetText } from "./labels.ts";
import type { MomentumSheetItem } from "./sheet-data.ts";

function summary(i18n: Localizer, item: MomentumSheetItem): string {
  switch (item.kind) {
    case "weapon":
      return sheetText(i18n, "Item.weaponSummary", {
        damage: damageText(i18n, item.system.damage),
        reach: choiceLabel(i18n, "Reach", item.system.reach),
      });
    case "armor":
      return item.system.evasionCap === null
        ? sheetText(i18n, "Item.armorNoCap", { armor: item.system.armor })
        : sheetText(i18n, "Item.armorSummary", { armor: item.system.armor, cap: item.system.evasionCap });
    case "shield":
      return sheetText(i18n, "Item.shieldSummary", {
        evasion: signed(item.system.evasion),
        armor: item.system.armor,
      });
    case "gear":
      return item.system.consumable ? sheetText(i18n, "Item.consumable") : "";
    case "ability":
      return sheetText(i18n, "Item.abilitySummary", {
        tier: item.system.tier,
        cost: abilityCostText(i18n, item.system.ap, item.system.wp),
        delivery: choiceLabel(i18n, "Delivery", item.system.delivery),
      });
  }
}

function row(i18n: Localizer, item: MomentumSheetItem) {
  const equipped =
    item.kind === "weapon" || item.kind === "armor" || item.kind === "shield" ? item.system.equipped : null;
  return itemRowContext(i18n, item, summary(i18n, item), equipped, item.kind === "gear" ? item.system.quantity : null);
}

function group(i18n: Localizer, id: string, items: readonly MomentumSheetItem[]): ItemGroupContext {
  return itemGroup(i18n, sheetText, id, items, (i) => row(i18n, i));
}

const GEAR_GROUPS = [
  ["weapons", "weapon"],
  ["armor", "armor"],
  ["shields", "shield"],
  ["gear", "gear"],
] as const;

export function inventoryContext(i18n: Localizer, items: readonly MomentumSheetItem[]): ItemGroupContext[] {
  return GEAR_GROUPS.map(([id, kind]) =>
    group(
      i18n,
      id,
      items.filter((i) => i.kind === kind),
    ),
  );
}

export function abilitiesContext(i18n: Localizer, items: readonly MomentumSheetItem[]): ItemGroupContext[] {
  return [
    group(
      i18n,
      "abilities",
      items.filter((i) => i.kind === "ability"),
    ),
  ];
}
