/**
 * The conditions a sheet lists as in force: each as a word with its hint (an icon beside it in the templates, never a
 * colour alone), from the catalog's keys of the ruleset (`FRAY.Condition.<ruleset>.<id>`). A room hands in the ids its
 * engine reads as in force (implications included), so the sheet shows exactly what the rules use.
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

/** `text` gives the room's `Section.conditions` heading and `noConditions` line. */
export function conditionsContext(
  i18n: Localizer,
  ruleset: RulesetId,
  text: RoomText,
  inForce: readonly string[],
): ConditionsContext {
  return {
    heading: text(i18n, "Section.conditions"),
    items: inForce.map((id) => ({
      id,
      label: i18n.localize(conditionKey(ruleset, id, "name")),
      hint: i18n.localize(conditionKey(ruleset, id, "hint")),
    })),
    emptyText: text(i18n, "noConditions"),
  };
}
