/**
 * Fighting Styles ("tracking their progression and gear list separately"): each with its rank, its gear list (up to
 * 10 pieces, 5 free, 25 XP each beyond), and whether what the creature holds and wears now is trained under it
 * ("Untrained Weapon … -2 penalty to all Fighting Style tests"; untrained armor: a bane, rules page decision 18);
 * the one a Fighting Style test defaults to is marked (decision 30). Edit mode: name, rank and the gear list as one
 * comma-separated line per style, with buttons to add and remove a style.
 */
import { STYLE_EXPANSION_XP, STYLE_MAX_GEAR } from "../../../../engine/rulesets/contest/tables/styles.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { numberInput, textInput, type FieldContext } from "../../../applications/sheets/field-context.ts";
import type { StyleDerived } from "../derive.ts";
import { GEAR_SEPARATOR } from "./list-edits.ts";
import { sheetText } from "./labels.ts";
import type { ContestSheetActor } from "./sheet-data.ts";

export interface StyleRowContext {
  readonly index: number;
  readonly name: string;
  readonly rank: number;
  readonly gearText: string;
  /** "Trained with what you hold and wear", or each untrained part with its effect. */
  readonly trainingText: string;
  readonly untrained: boolean;
  readonly best: boolean;
  /** "3 of 10 pieces · 0 bought (25 XP each)". */
  readonly gearCountText: string;
  readonly fields: readonly FieldContext[];
  readonly removeLabel: string;
}

export interface StylesContext {
  readonly heading: string;
  readonly rows: readonly StyleRowContext[];
  readonly emptyText: string;
  readonly addLabel: string;
  readonly bestText: string;
}

function trainingText(i18n: Localizer, style: StyleDerived): string {
  const parts = [
    style.training.untrainedWeapon ? sheetText(i18n, "Style.untrainedWeapon") : "",
    style.training.untrainedArmor ? sheetText(i18n, "Style.untrainedArmor") : "",
  ].filter((p) => p !== "");
  return parts.length > 0 ? parts.join(" · ") : sheetText(i18n, "Style.trained");
}

function fields(i18n: Localizer, actorId: string, index: number, style: StyleDerived): FieldContext[] {
  const base = (key: string) => ({
    idPrefix: actorId,
    name: `system.styles.${index}.${key}`,
    label: sheetText(i18n, `Style.${key}.label`),
    hint: sheetText(i18n, `Style.${key}.hint`, { max: STYLE_MAX_GEAR }),
  });
  return [
    textInput(base("name"), style.name),
    numberInput(base("rank"), style.rank, 0, 20),
    textInput(base("gear"), style.gear.join(GEAR_SEPARATOR)),
  ];
}

export function stylesContext(i18n: Localizer, actor: ContestSheetActor): StylesContext {
  const d = actor.system.derived;
  // The stored names as written; the derivation reads the gear normalized (lower case).
  const stored = actor.system.styles;
  return {
    heading: sheetText(i18n, "Section.styles"),
    rows: d.styles.map((style, index) => ({
      index,
      name: stored[index]?.name ?? style.name,
      rank: style.rank,
      gearText: style.gear.join(GEAR_SEPARATOR),
      trainingText: trainingText(i18n, style),
      untrained: style.training.untrainedWeapon || style.training.untrainedArmor,
      best: index === d.bestStyle,
      gearCountText: sheetText(i18n, "Style.gearCount", {
        count: style.gear.length,
        max: STYLE_MAX_GEAR,
        bought: style.boughtGear,
        xp: STYLE_EXPANSION_XP,
      }),
      fields: fields(i18n, actor.id, index, { ...style, name: stored[index]?.name ?? style.name }),
      removeLabel: sheetText(i18n, "Style.remove", { name: stored[index]?.name ?? style.name }),
    })),
    emptyText: sheetText(i18n, "Style.none"),
    addLabel: sheetText(i18n, "Style.add"),
    bestText: sheetText(i18n, "Style.best"),
  };
}
