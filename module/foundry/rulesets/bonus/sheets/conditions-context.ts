/**
 * Conditions in force: the derived list (tracks and active effects, with the catalog's implications), so the sheet
 * shows exactly what the dice and the tracker use. Each is a word with an icon, never a colour alone.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { choiceLabel, sheetText } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export interface ConditionsContext {
  readonly heading: string;
  readonly items: readonly { readonly id: string; readonly label: string }[];
  readonly emptyText: string;
}

export function conditionsContext(i18n: Localizer, actor: BonusSheetActor): ConditionsContext {
  return {
    heading: sheetText(i18n, "Section.conditions"),
    items: actor.system.derived.conditions.map((id) => ({ id, label: choiceLabel(i18n, "Condition", id) })),
    emptyText: sheetText(i18n, "noConditions"),
  };
}
