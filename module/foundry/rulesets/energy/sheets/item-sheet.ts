import { FrayItemSheet } from "../../../applications/sheets/item-sheet.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { sheetItem } from "./from-documents.ts";
import { itemContext } from "./item-context.ts";
import { ITEM_PARTS } from "./templates.ts";

type PrepareOptions = Parameters<FrayItemSheet["_prepareContext"]>[0];

/** One sheet for the five `energy` item types; the context builder picks each type's fields. */
export class EnergyItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: typeof FrayItemSheet.DEFAULT_OPTIONS = {
    classes: ["energy", "energy-item"],
  };

  static PARTS = {
    body: { template: ITEM_PARTS.body, templates: ["systems/fray/templates/sheets/field.hbs"], scrollable: [""] },
  };

  override async _prepareContext(options: PrepareOptions) {
    const base = await super._prepareContext(options);
    const item = sheetItem(this.item);
    if (!item) return base;
    const descriptionHtml = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
      item.system.description,
      { rollData: this.item.getRollData(), secrets: this.item.isOwner },
    );
    return {
      ...base,
      ...itemContext({ item, editable: this.isEditable, descriptionHtml, i18n: foundryLocalizer() }),
    };
  }
}
