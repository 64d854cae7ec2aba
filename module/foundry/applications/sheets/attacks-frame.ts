/**
 * The attacks list's frame, alike in every ruleset: heading, the current target line, the rows a room builds and
 * the empty text, and the attack button without a target, refused, or with its chance. The odds and row details are
 * each room's own. Whether the user may see the chance is read here (`parts/odds-viewer.ts`): a player of a world
 * that hides them gets a button with no chance in its text, band or label, whatever the room planned.
 */
import { I18N_ROOT } from "../../constants.ts";
import { hitBand, percentText, type HitBand } from "../parts/hit-chance.ts";
import { viewerSeesOdds } from "../parts/odds-viewer.ts";
import type { Localizer } from "../parts/resource-bar.ts";

/** A room's sheet text (`FRAY.<Ruleset>.Sheet.<key>`): the keys below exist in every room's lang file. */
export type RoomText = (i18n: Localizer, key: string, data?: Record<string, string | number>) => string;

/** An attack row's button as every room's template reads it. */
export interface AttackButtonContext {
  readonly itemId: string;
  readonly text: string;
  /** "55%", or empty without a target or when the room refuses the attack. */
  readonly chanceText: string;
  /** The band in words ("Likely"), "No target", or why the sheet cannot roll it. */
  readonly bandText: string;
  /**
   * CSS modifier and icon: a hit band, "none" without a target, "refused" when the room refuses, "hidden" when the
   * world hides hit chances from this user.
   */
  readonly band: HitBand | "none" | "refused" | "hidden";
  readonly ariaLabel: string;
}

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
): AttackButtonContext {
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
): AttackButtonContext {
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
 * The button of a planned attack when the user may not see its chance: the button's word, "Chance hidden", and a
 * label naming the item (when the room's item carries its name) but no chance, band or defense.
 */
function hiddenChanceButton(
  i18n: Localizer,
  item: { readonly id: string; readonly name?: string },
  text: string,
): AttackButtonContext {
  const bandText = i18n.localize(`${I18N_ROOT}.Attack.chanceHidden`);
  // The label starts with what the button shows, as a speech user says it ("Attack Chance hidden").
  const shown = `${text} ${bandText}`;
  return {
    itemId: item.id,
    text,
    chanceText: "",
    bandText,
    band: "hidden" as const,
    ariaLabel:
      item.name === undefined ? shown : i18n.format(`${I18N_ROOT}.Attack.ariaHidden`, { shown, item: item.name }),
  };
}

/**
 * The button with the exact chance its room planned: "55%", the band in words and an icon (never colour alone), and
 * the room's label for it, given the percent and the band's words. A user who may not see hit chances gets the
 * button without them (`ariaLabel` is then not asked).
 */
export function chanceButton(
  i18n: Localizer,
  roomText: RoomText,
  item: { readonly id: string; readonly name?: string },
  text: string,
  chance: number,
  ariaLabel: (percent: string, band: string) => string,
): AttackButtonContext {
  if (!viewerSeesOdds()) return hiddenChanceButton(i18n, item, text);
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

const isRefusal = (odds: object): odds is SheetRefusal => "refused" in odds;

/** How a room words the button of one attack it planned (see `attackButton`). */
export interface AttackButtonWords<Odds> {
  /** The button's word with a target ("Attack", "Use"); without one it is always "Attack". */
  readonly text: string;
  /** The refusal shown when the room planned nothing for the item (an actor of another ruleset's model). */
  readonly unplanned: SheetRefusal;
  /** The button's label given the room's own odds, the target's name, the chance as a percent and the band in words. */
  readonly ariaLabel: (odds: Odds, target: string, percent: string, band: string) => string;
}

/**
 * The attack button from the odds its room planned against the current target: without a target, refused (or not
 * planned at all), or with the exact chance.
 */
export function attackButton<Odds extends { readonly hitChance: number }>(
  i18n: Localizer,
  roomText: RoomText,
  item: { readonly id: string; readonly name: string },
  planned: { readonly target: { readonly name: string } | null; readonly odds: Odds | SheetRefusal | undefined },
  words: AttackButtonWords<Odds>,
): AttackButtonContext {
  const { target, odds } = planned;
  if (!target) return noTargetButton(i18n, roomText, item);
  if (!odds || isRefusal(odds)) return refusedButton(i18n, roomText, item, words.text, odds ?? words.unplanned);
  return chanceButton(i18n, roomText, item, words.text, odds.hitChance, (percent, band) =>
    words.ariaLabel(odds, target.name, percent, band),
  );
}
