/**
 * Resistances, immunities and vulnerabilities per damage type ("Resistance reduces all incoming damage of that type
 * by half. Immunity nullifies any damage of that type. Vulnerability increases all damage of that type by half"):
 * read as one line per kind with the types in words, edited as three labelled multiple selects over the 11 types.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { multiSelectInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { DAMAGE_TYPES } from "../data/choices.ts";
import { actorField, damageTypeLabel, sheetText } from "./labels.ts";
import type { MomentumSheetActor } from "./sheet-data.ts";

const AFFINITIES = ["resistant", "immune", "vulnerable"] as const;

export interface AffinitiesContext {
  readonly heading: string;
  /** Only the kinds the creature has, each with its types. */
  readonly rows: readonly { readonly id: string; readonly label: string; readonly types: string }[];
  readonly emptyText: string;
  readonly fields: readonly FieldContext[];
}

export function affinitiesContext(i18n: Localizer, actor: MomentumSheetActor): AffinitiesContext {
  const stored = actor.system.affinities;
  return {
    heading: sheetText(i18n, "Section.affinities"),
    rows: AFFINITIES.filter((id) => stored[id].length > 0).map((id) => ({
      id,
      label: sheetText(i18n, `Affinity.${id}`),
      types: stored[id].map((t) => damageTypeLabel(i18n, t)).join(", "),
    })),
    emptyText: sheetText(i18n, "noAffinities"),
    fields: AFFINITIES.map((id) =>
      multiSelectInput(
        { idPrefix: actor.id, name: `system.affinities.${id}`, ...actorField(i18n, `affinities.${id}`) },
        stored[id],
        DAMAGE_TYPES,
        (t) => damageTypeLabel(i18n, t),
      ),
    ),
  };
}
