import { FrayItemSheet } from "../../../applications/sheets/item-sheet.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { itemSheetParts } from "../../../applications/sheets/parts.ts";
import { sheetItem } from "./from-documents.ts";
import { ITEM_PARTS } from "./templates.ts";

/** One sheet for the four `bonus` item types; the context builder picks each type's fields. */
export class BonusItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: typeof FrayItemSheet.DEFAULT_OPTIONS = { classes: ["bonus", "bonus-item"] };
  static PARTS = itemSheetParts(ITEM_PARTS.body);

  protected override async sheetContext() {
    // The context builder loads with the first sheet opened: a chunk of its own, out of the world's load.
    const { itemContext } = await import("./item-context.ts");
    const item = sheetItem(this.item);
    if (!item) return null;
    const descriptionHtml = await this.enrichedDescription(item.system.description);
    return itemContext({ item, editable: this.isEditable, descriptionHtml, i18n: foundryLocalizer() });
  }
}
