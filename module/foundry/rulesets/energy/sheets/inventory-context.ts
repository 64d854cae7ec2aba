/**
 * Inventory and abilities lists: weapons, armor, shields and gear with equip toggles and quantities; themes, feats
 * and spells with what they cost. Rows use the shared item row (applications/sheets/item-row.ts).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { itemGroup, itemRowContext, type ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { choiceLabel, damageDiceText, sheetText } from "./labels.ts";
import { ABILITY_KINDS, type EnergyAbilityKind, type EnergySheetItem } from "./sheet-data.ts";

/** "1 Energy · 2 Stamina"; zero costs are left out. */
export function costText(i18n: Localizer, energy: number, stamina: number): string {
  const parts = [
    energy > 0 ? sheetText(i18n, "Cost.energy", { count: energy }) : "",
    stamina > 0 ? sheetText(i18n, "Cost.stamina", { count: stamina }) : "",
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" · ") : sheetText(i18n, "Cost.free");
}

function summary(i18n: Localizer, item: EnergySheetItem): string {
  switch (item.kind) {
    case "weapon":
      return sheetText(i18n, "Item.weaponSummary", {
        dice: damageDiceText(item.system.damage),
        kind: choiceLabel(i18n, "WeaponKind", item.system.kind),
      });
    case "armor":
      return sheetText(i18n, "Item.armorSummary", { rating: item.system.rating, coverage: item.system.coverage });
    case "shield":
      return sheetText(i18n, "Item.shieldSummary", { bonus: signed(item.system.evasionBonus) });
    case "gear":
      return item.system.consumable ? sheetText(i18n, "Item.consumable") : "";
    case "ability":
      return costText(i18n, item.system.energy, item.system.stamina);
  }
}

function row(i18n: Localizer, item: EnergySheetItem) {
  const equipped =
    item.kind === "weapon" || item.kind === "armor" || item.kind === "shield" ? item.system.equipped : null;
  return itemRowContext(i18n, item, summary(i18n, item), equipped, item.kind === "gear" ? item.system.quantity : null);
}

function group(i18n: Localizer, id: string, items: readonly EnergySheetItem[]): ItemGroupContext {
  return itemGroup(i18n, sheetText, id, items, (i) => row(i18n, i));
}

const GEAR_GROUPS = [
  ["weapons", "weapon"],
  ["armor", "armor"],
  ["shields", "shield"],
  ["gear", "gear"],
] as const;

export function inventoryContext(i18n: Localizer, items: readonly EnergySheetItem[]): ItemGroupContext[] {
  return GEAR_GROUPS.map(([id, kind]) =>
    group(
      i18n,
      id,
      items.filter((i) => i.kind === kind),
    ),
  );
}

const ABILITY_GROUP: Readonly<Record<EnergyAbilityKind, string>> = { theme: "themes", feat: "feats", spell: "spells" };

export function abilitiesContext(i18n: Localizer, items: readonly EnergySheetItem[]): ItemGroupContext[] {
  return ABILITY_KINDS.map((kind) =>
    group(
      i18n,
      ABILITY_GROUP[kind],
      items.filter((i) => i.kind === "ability" && i.system.kind === kind),
    ),
  );
}
