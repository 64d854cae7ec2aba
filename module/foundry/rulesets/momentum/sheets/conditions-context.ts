/**
 * Conditions in force: the derived list (status effects with the catalog's implications, e.g. Downed → Prone), so
 * the sheet shows exactly what the rules use (the shared section, applications/sheets/conditions-context.ts).
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { conditionsSection, type ConditionsContext } from "../../../applications/sheets/conditions-context.ts";
import { MOMENTUM_CONDITION_PAGES } from "../effects/condition-pages.ts";
import { sheetText } from "./labels.ts";
import type { MomentumSheetActor } from "./sheet-data.ts";

export type { ConditionsContext };

export function conditionsContext(i18n: Localizer, actor: MomentumSheetActor): ConditionsContext {
  return conditionsSection(i18n, MOMENTUM_CONDITION_PAGES, sheetText, actor.system.derived.conditions);
}
