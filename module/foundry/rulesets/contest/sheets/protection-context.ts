/**
 * What stands between the creature and a hit, derived by the engine: the Armor Rating in use and its source (one at
 * a time: "If you have multiple sources of AR, you choose which one to use"; none chosen: the one that stops most,
 * decision 34), the armor level worn, the shield's Block Rating (half against magical damage, rounded up), and per
 * damage type the one resistance and vulnerability that count ("you only benefit from the highest one"). Edit mode:
 * the AR source as a select, and each stored resistance and vulnerability (type or group, value, source).
 */
import { DAMAGE_TYPES } from "../../../../engine/rulesets/contest/tables/damage-types.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { numberInput, selectInput, textInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import { AFFINITY_TARGETS } from "../data/choices.ts";
import type { AffinitySource } from "../sources.ts";
import { actorField, choiceLabel, sheetText } from "./labels.ts";
import type { EditableList } from "./list-edits.ts";
import type { ContestSheetActor } from "./sheet-data.ts";

export interface AffinityEntryContext {
  readonly index: number;
  readonly fields: readonly FieldContext[];
  readonly removeLabel: string;
}

export interface AffinityListContext {
  readonly list: EditableList;
  readonly heading: string;
  readonly entries: readonly AffinityEntryContext[];
  readonly addLabel: string;
}

export interface ProtectionContext {
  readonly heading: string;
  readonly values: readonly { readonly id: string; readonly label: string; readonly valueText: string }[];
  /** "Fire: resistance 3 · Crushing: vulnerability 2", one line per type that has either. */
  readonly affinities: readonly { readonly id: string; readonly label: string; readonly valueText: string }[];
  readonly noAffinitiesText: string;
  readonly armorChoiceField: FieldContext;
  readonly lists: readonly AffinityListContext[];
}

function affinityList(
  i18n: Localizer,
  actor: ContestSheetActor,
  list: "resistances" | "vulnerabilities",
): AffinityListContext {
  const stored: readonly AffinitySource[] = actor.system[list];
  const label = (id: string) => choiceLabel(i18n, "DamageType", id);
  const base = (index: number, key: string) => ({
    idPrefix: actor.id,
    name: `system.${list}.${index}.${key}`,
    label: sheetText(i18n, `Affinity.${key}.label`),
    hint: sheetText(i18n, `Affinity.${key}.hint`),
  });
  return {
    list,
    heading: actorField(i18n, list).label,
    entries: stored.map((a, index) => ({
      index,
      fields: [
        selectInput(base(index, "against"), a.against, AFFINITY_TARGETS, label),
        numberInput(base(index, "value"), a.value, 0, 50),
        textInput(base(index, "source"), a.source),
      ],
      removeLabel: sheetText(i18n, `Affinity.remove.${list}`, { type: label(a.against) }),
    })),
    addLabel: sheetText(i18n, `Affinity.add.${list}`),
  };
}

export function protectionContext(i18n: Localizer, actor: ContestSheetActor): ProtectionContext {
  const d = actor.system.derived;
  const value = (id: string, valueText: string) => ({ id, label: sheetText(i18n, `Protection.${id}`), valueText });
  const sources = d.armorSources;
  return {
    heading: sheetText(i18n, "Section.protection"),
    values: [
      value("armorLevel", choiceLabel(i18n, "ArmorLevel", d.armorLevel)),
      value(
        "armorRating",
        d.armor
          ? sheetText(i18n, "Protection.armorSource", {
              rating: d.armor.rating,
              magical: d.armor.magicalRating,
              source: d.armor.label,
            })
          : sheetText(i18n, "unarmored"),
      ),
      value(
        "blockRating",
        sheetText(i18n, "Protection.blockValue", { rating: d.blockRating, magical: d.magicalBlockRating }),
      ),
    ],
    affinities: DAMAGE_TYPES.flatMap((type) => {
      const a = d.affinities[type];
      if (!a) return [];
      const parts = [
        a.resistance > 0 ? sheetText(i18n, "Affinity.resistance", { value: a.resistance }) : "",
        a.vulnerability > 0 ? sheetText(i18n, "Affinity.vulnerability", { value: a.vulnerability }) : "",
      ].filter((p) => p !== "");
      return [{ id: type, label: choiceLabel(i18n, "DamageType", type), valueText: parts.join(" · ") }];
    }),
    noAffinitiesText: sheetText(i18n, "noAffinities"),
    armorChoiceField: {
      ...selectInput(
        { idPrefix: actor.id, name: "system.armorChoice", ...actorField(i18n, "armorChoice") },
        sources.some((s) => s.id === actor.system.armorChoice) ? actor.system.armorChoice : null,
        sources.map((s) => s.id),
        (id) => sources.find((s) => s.id === id)?.label ?? id,
        sheetText(i18n, "Protection.bestSource"),
      ),
    },
    lists: [affinityList(i18n, actor, "resistances"), affinityList(i18n, actor, "vulnerabilities")],
  };
}
