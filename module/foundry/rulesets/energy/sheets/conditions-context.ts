/**
 * Conditions in force: the derived list (status effects with the catalog's implications, e.g. Prone → Exposed), so
 * the sheet shows exactly what the rules use. Each is a word with an icon and its hint, never a colour alone. One an
 * ability removed while its cause goes on is said to be ignored until the end of the Round (`suppressed`: the actor's
 * combatant's, combat/suppress.ts).
 */
import type { Suppression } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { conditionItem, type ConditionsContext } from "../../../applications/sheets/conditions-context.ts";
import { ENERGY_CONDITION_PAGES as PAGES } from "../effects/condition-pages.ts";
import { CONDITION_KEYS as CONDITIONS, sheetText } from "./labels.ts";
import type { EnergySheetActor } from "./sheet-data.ts";

export type { ConditionsContext };

export function conditionsContext(
  i18n: Localizer,
  actor: EnergySheetActor,
  suppressed: readonly Suppression[] = [],
): ConditionsContext {
  const ignored = (id: string): boolean => suppressed.some((s) => s.condition === id);
  return {
    heading: sheetText(i18n, "Section.conditions"),
    items: actor.system.derived.conditions.map((id) =>
      conditionItem(
        i18n,
        PAGES,
        id,
        ignored(id)
          ? sheetText(i18n, "conditionIgnored", { condition: i18n.localize(`${CONDITIONS}.${id}.name`) })
          : undefined,
      ),
    ),
    emptyText: sheetText(i18n, "noConditions"),
  };
}
