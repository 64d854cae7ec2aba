/**
 * The inventory (weapons, armor, shields, gear) and the abilities and spells, as the shared item rows: equip toggles
 * for what blocks or protects only when worn, quantities for gear, and each kind's numbers in its summary.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { itemGroup, itemRowContext, type ItemGroupContext } from "../../../applications/sheets/item-row.ts";
import { signed } from "../../../applications/sheets/labels.ts";
import { apText, choiceLabel, sheetText } from "./labels.ts";
import type { WoundsSheetItem } from "./sheet-data.ts";
import type { DamageType } from "../../../../engine/rulesets/wounds/tables/damage-types.ts";

type Ability = Extract<WoundsSheetItem, { kind: "ability" }>;

/** "The top right corner of the block shows the AP cost and may also show a stamina cost or an associated mana cost". */
export function abilityCosts(
  i18n: Localizer,
  s: Pick<Ability["system"], "ap" | "stamina" | "mana" | "manaUse">,
): string[] {
  return [
    apText(i18n, s.ap),
    ...(s.stamina > 0 ? [sheetText(i18n, "Cost.stamina", { count: s.stamina })] : []),
    ...(s.mana > 0 ? [sheetText(i18n, `Cost.mana.${s.manaUse}`, { count: s.mana })] : []),
  ];
}

/** "Fire damage" or "Lightning damage", said where the underwater rules read it (decision 224); untyped says nothing. */
function damageTypeText(i18n: Localizer, type: DamageType): string[] {
  return type === "untyped" ? [] : [choiceLabel(i18n, "DamageType", type)];
}

function abilitySummary(i18n: Localizer, item: Ability): string {
  const s = item.system;
  const typed = s.attack ? damageTypeText(i18n, s.damageType) : [];
  return [choiceLabel(i18n, "AbilityKind", s.kind), ...abilityCosts(i18n, s), ...typed].join(" · ");
}

function summary(i18n: Localizer, item: WoundsSheetItem): string {
  switch (item.kind) {
    case "weapon": {
      const numbers = sheetText(i18n, "Item.weaponSummary", {
        kind: choiceLabel(i18n, "WeaponKind", item.system.kind),
        accuracy: signed(item.system.accuracy),
        damage: signed(item.system.damage),
      });
      return [numbers, ...damageTypeText(i18n, item.system.damageType)].join(" · ");
    }
    case "armor":
      return sheetText(i18n, "Item.armorSummary", { toughness: signed(item.system.toughness) });
    case "shield":
      return sheetText(i18n, "Item.shieldSummary", { block: signed(item.system.block) });
    case "gear":
      return item.system.healingKit ? sheetText(i18n, "Item.healingKit") : "";
    case "ability":
      return abilitySummary(i18n, item);
  }
}

function row(i18n: Localizer, item: WoundsSheetItem) {
  const equipped =
    item.kind === "weapon" || item.kind === "armor" || item.kind === "shield" ? item.system.equipped : null;
  return itemRowContext(i18n, item, summary(i18n, item), equipped, item.kind === "gear" ? item.system.quantity : null);
}

/** Each group: its heading id (`Section.<id>`) and the item kind it lists. */
const INVENTORY = [
  ["weapons", "weapon"],
  ["armor", "armor"],
  ["shields", "shield"],
  ["gear", "gear"],
] as const;

function groupOf(i18n: Localizer, id: string, items: readonly WoundsSheetItem[], kind: WoundsSheetItem["kind"]) {
  return itemGroup(
    i18n,
    sheetText,
    id,
    items.filter((i) => i.kind === kind),
    (i) => row(i18n, i),
  );
}

export function inventoryContext(i18n: Localizer, items: readonly WoundsSheetItem[]): ItemGroupContext[] {
  return INVENTORY.map(([id, kind]) => groupOf(i18n, id, items, kind));
}

export function abilitiesContext(i18n: Localizer, items: readonly WoundsSheetItem[]): ItemGroupContext[] {
  return [groupOf(i18n, "abilities", items, "ability")];
}
