/**
 * The Conditions section every room's actor sheet shows alike: the conditions in force as its derivation lists them
 * (status effects with the catalog's implications), each a word with its hint, never a colour alone. The names and
 * hints are the condition catalog's (`FRAY.Condition.<ruleset>.<id>`); heading and empty text are the room's.
 */
import type { RulesetId } from "../../../engine/core/ruleset.ts";
import { conditionKey } from "../../effects/keys.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import type { RoomText } from "./attacks-frame.ts";

export interface ConditionsContext {
  readonly heading: string;
  readonly items: readonly { readonly id: string; readonly label: string; readonly hint: string }[];
  readonly emptyText: string;
}

export function conditionsSection(
  i18n: Localizer,
  ruleset: RulesetId,
  roomText: RoomText,
  conditions: readonly string[],
): ConditionsContext {
  return {
    heading: roomText(i18n, "Section.conditions"),
    items: conditions.map((id) => ({
      id,
      label: i18n.localize(conditionKey(ruleset, id, "name")),
      hint: i18n.localize(conditionKey(ruleset, id, "hint")),
    })),
    emptyText: roomText(i18n, "noConditions"),
  };
}
