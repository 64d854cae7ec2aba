/**
 * One owned item as a row of templates/sheets/item-row.hbs, and rows grouped under a heading: the same markup and
 * labels in every ruleset's inventory, so only the summary text is the ruleset's own.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { RoomText } from "./attacks-frame.ts";
import { coreText } from "./labels.ts";

/** A toggle button: a constant label ("Equipped") with its state in aria-pressed and a checked/empty box icon. */
export interface EquipToggleContext {
  readonly pressed: boolean;
  readonly text: string;
  readonly ariaLabel: string;
}

export interface QuantityContext {
  readonly value: number;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly atMinimum: boolean;
}

export interface ItemRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly summary: string;
  readonly openLabel: string;
  readonly deleteLabel: string;
  readonly equip: EquipToggleContext | null;
  readonly quantity: QuantityContext | null;
}

export interface ItemGroupContext {
  readonly id: string;
  readonly heading: string;
  readonly rows: readonly ItemRowContext[];
  readonly emptyText: string;
}

export interface RowItem {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

/** `equipped` and `quantity` are null for items that cannot be equipped or counted. */
export function itemRowContext(
  i18n: Localizer,
  item: RowItem,
  summary: string,
  equipped: boolean | null,
  quantity: number | null,
): ItemRowContext {
  const { name } = item;
  return {
    id: item.id,
    name,
    img: item.img,
    summary,
    openLabel: coreText(i18n, "Item.open", { name }),
    deleteLabel: coreText(i18n, "Item.delete", { name }),
    equip:
      equipped === null
        ? null
        : {
            pressed: equipped,
            text: coreText(i18n, "Item.equipped"),
            ariaLabel: coreText(i18n, "Item.equipToggle", { name }),
          },
    quantity:
      quantity === null
        ? null
        : {
            value: quantity,
            decreaseLabel: coreText(i18n, "Item.decreaseQuantity", { name }),
            increaseLabel: coreText(i18n, "Item.increaseQuantity", { name }),
            atMinimum: quantity <= 0,
          },
  };
}

/**
 * One titled group of rows, sorted by name: the room's `Section.<id>` heading and `emptyList` text, and its own row
 * builder (what a row's summary says is the room's).
 */
export function itemGroup<I extends { readonly name: string }>(
  i18n: Localizer,
  roomText: RoomText,
  id: string,
  items: readonly I[],
  row: (item: I) => ItemRowContext,
): ItemGroupContext {
  return {
    id,
    heading: roomText(i18n, `Section.${id}`),
    rows: [...items].sort((a, b) => a.name.localeCompare(b.name)).map(row),
    emptyText: roomText(i18n, "emptyList"),
  };
}
