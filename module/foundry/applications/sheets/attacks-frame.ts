/**
 * The attacks list's frame, alike in every ruleset: heading, the current target line, the rows a room builds and
 * the empty text, plus the Attack button without a target. The odds and row details are each room's own.
 */
import type { Localizer } from "../parts/resource-bar.ts";

/** A room's sheet text (`FRAY.<Ruleset>.Sheet.<key>`): the keys below exist in every room's lang file. */
export type RoomText = (i18n: Localizer, key: string, data?: Record<string, string | number>) => string;

export interface AttacksFrame<Row> {
  readonly heading: string;
  readonly hasTarget: boolean;
  readonly targetText: string;
  readonly rows: readonly Row[];
  readonly emptyText: string;
}

export function attacksFrame<Row>(
  i18n: Localizer,
  text: RoomText,
  target: { readonly name: string } | null,
  rows: readonly Row[],
): AttacksFrame<Row> {
  return {
    heading: text(i18n, "Section.attacks"),
    hasTarget: target !== null,
    targetText: target ? text(i18n, "Attack.target", { name: target.name }) : text(i18n, "Attack.noTargetHint"),
    rows,
    emptyText: text(i18n, "Attack.none"),
  };
}

/** The Attack button with no target: still clickable (the dialog asks for one), and says why it shows no odds. */
export function noTargetButton(
  i18n: Localizer,
  text: RoomText,
  weapon: { readonly id: string; readonly name: string },
) {
  return {
    itemId: weapon.id,
    text: text(i18n, "Attack.button"),
    chanceText: "",
    bandText: text(i18n, "Attack.noTarget"),
    band: "none" as const,
    ariaLabel: text(i18n, "Attack.ariaNoTarget", { weapon: weapon.name }),
  };
}
