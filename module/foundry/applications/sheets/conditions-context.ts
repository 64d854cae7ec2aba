/**
 * The Conditions section every room's actor sheet shows alike: the conditions in force as its derivation lists them
 * (status effects with the catalog's implications), each a word with its hint, never a colour alone, and a link to
 * its page in the ruleset's rules compendium. The names and hints are the condition catalog's
 * (`FRAY.Condition.<ruleset>.<id>`); heading and empty text are the room's.
 */
import { conditionPageUuid, type ConditionPages } from "../../effects/condition-page.ts";
import { conditionKey } from "../../effects/keys.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import type { RoomText } from "./attacks-frame.ts";

/** One condition in force: its name (a room may say more, e.g. that it is ignored), hint and rules page UUID. */
export interface ConditionItem {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly page: string;
}

export interface ConditionsContext {
  readonly heading: string;
  readonly items: readonly ConditionItem[];
  readonly emptyText: string;
}

export function conditionItem(i18n: Localizer, pages: ConditionPages, id: string, label?: string): ConditionItem {
  return {
    id,
    label: label ?? i18n.localize(conditionKey(pages.ruleset, id, "name")),
    hint: i18n.localize(conditionKey(pages.ruleset, id, "hint")),
    page: conditionPageUuid(pages.ruleset, pages.rulesJournal, id),
  };
}

export function conditionsSection(
  i18n: Localizer,
  pages: ConditionPages,
  roomText: RoomText,
  conditions: readonly string[],
): ConditionsContext {
  return {
    heading: roomText(i18n, "Section.conditions"),
    items: conditions.map((id) => conditionItem(i18n, pages, id)),
    emptyText: roomText(i18n, "noConditions"),
  };
}
