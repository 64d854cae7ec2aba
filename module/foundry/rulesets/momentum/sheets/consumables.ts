/**
 * The consumables a creature holds at least one of, as the sheet offers them for Use Item ("Use Stimulant (2 left)"):
 * the Actions section's rows (decision 123) and the Hold form's options (decision 126). Plain data.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { useItemAction } from "../combat/use-item.ts";
import { sheetText } from "./labels.ts";
import type { MomentumSheetItem } from "./sheet-data.ts";

export interface SheetConsumable {
  /** The spend of using it (`useItem:<itemId>`). */
  readonly action: string;
  /** "Use Stimulant (2 left)". */
  readonly text: string;
}

export function sheetConsumables(i18n: Localizer, items: readonly MomentumSheetItem[]): SheetConsumable[] {
  return items.flatMap((item) =>
    item.kind === "gear" && item.system.consumable && item.system.quantity > 0
      ? [
          {
            action: useItemAction(item.id),
            text: sheetText(i18n, "Item.useConsumable", { name: item.name, quantity: item.system.quantity }),
          },
        ]
      : [],
  );
}
