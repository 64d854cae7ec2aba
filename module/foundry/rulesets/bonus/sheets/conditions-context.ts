/**
 * Conditions in force: the derived list (tracks and active effects, with the catalog's implications), so the sheet
 * shows exactly what the dice and the tracker use. Each is a word with an icon and its hint, never a colour alone,
 * linked to its rules page (the shared section).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { conditionsSection, type ConditionsContext } from "../../../applications/sheets/conditions-context.ts";
import { BONUS_CONDITION_PAGES } from "../effects/condition-pages.ts";
import { sheetText } from "./labels.ts";
import type { BonusSheetActor } from "./sheet-data.ts";

export type { ConditionsContext };

export function conditionsContext(i18n: Localizer, actor: BonusSheetActor): ConditionsContext {
  return conditionsSection(i18n, BONUS_CONDITION_PAGES, sheetText, actor.system.derived.conditions);
}
