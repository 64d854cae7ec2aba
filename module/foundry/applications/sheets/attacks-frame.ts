/**
 * The attacks list's frame, alike in every ruleset: heading, the current target line, the rows a room builds and
 * the empty text, and the attack button without a target, refused, or with its chance. The odds and row details are
 * each room's own.
 */
import { hitBand, percentText } from "../parts/hit-chance.ts";
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

/** A room's refusal of an attack from the sheet, as its plan gives it (out of range, not its ruleset …). */
export interface SheetRefusal {
  readonly refused: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

/**
 * The button of an attack the room refuses: no odds, "Not from the sheet" and the reason in its label. Still a
 * button (the dialog says the same when clicked). `text` is the button's word ("Attack", "Use").
 */
export function refusedButton(
  i18n: Localizer,
  roomText: RoomText,
  item: { readonly id: string; readonly name: string },
  text: string,
  refusal: SheetRefusal,
) {
  const reason = refusal.data ? i18n.format(refusal.refused, { ...refusal.data }) : i18n.localize(refusal.refused);
  const bandText = roomText(i18n, "Attack.refused");
  return {
    itemId: item.id,
    text,
    chanceText: "",
    bandText,
    band: "refused" as const,
    ariaLabel: roomText(i18n, "Attack.ariaRefused", { refused: bandText, weapon: item.name, reason }),
  };
}

/**
 * The button with the exact chance its room planned: "55%", the band in words and an icon (never colour alone), and
 * the room's label for it, given the percent and the band's words.
 */
export function chanceButton(
  i18n: Localizer,
  roomText: RoomText,
  item: { readonly id: string },
  text: string,
  chance: number,
  ariaLabel: (percent: string, band: string) => string,
) {
  const band = hitBand(chance);
  const percent = percentText(chance);
  const bandText = roomText(i18n, `Attack.band.${band}`);
  return {
    itemId: item.id,
    text,
    chanceText: roomText(i18n, "Attack.chance", { percent }),
    bandText,
    band,
    ariaLabel: ariaLabel(percent, bandText),
  };
}
