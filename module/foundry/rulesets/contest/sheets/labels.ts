/**
 * Localization keys of the `contest` sheets: lang/en/contest.json (`FRAY.Contest.Sheet.*`, field labels and hints
 * under `FRAY.Actor.contest.FIELDS` and `FRAY.Item.contest.FIELDS`, the keys the models' LOCALIZATION_PREFIXES name);
 * shared sheet text comes from applications/sheets/labels.ts.
 */
import type { ContestAttribute } from "../../../../engine/rulesets/contest/tables/skills.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { RankedSkill } from "../sources.ts";

export const CONTEST_KEYS = `${I18N_ROOT}.Contest`;
export const SHEET_KEYS = `${CONTEST_KEYS}.Sheet`;
export const ACTOR_FIELDS = `${I18N_ROOT}.Actor.contest.FIELDS`;
export const ITEM_FIELDS = `${I18N_ROOT}.Item.contest.FIELDS`;

/** Sheet text: `FRAY.Contest.Sheet.<key>`. */
export function sheetText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${SHEET_KEYS}.${key}`, data) : i18n.localize(`${SHEET_KEYS}.${key}`);
}

/** A choice's display name: `FRAY.Contest.Sheet.<group>.<id>` (Size.medium, Threat.boss, DamageType.fire …). */
export function choiceLabel(i18n: Localizer, group: string, id: string): string {
  return i18n.localize(`${SHEET_KEYS}.${group}.${id}`);
}

/** A data model field's label and hint, the keys Foundry's `LOCALIZATION_PREFIXES` resolve. */
export function actorField(i18n: Localizer, path: string): { readonly label: string; readonly hint: string } {
  return { label: i18n.localize(`${ACTOR_FIELDS}.${path}.label`), hint: i18n.localize(`${ACTOR_FIELDS}.${path}.hint`) };
}

export function attributeLabel(i18n: Localizer, attribute: ContestAttribute): string {
  return actorField(i18n, `attributes.${attribute}`).label;
}

/** A ranked skill's name ("Acrobatics"), as the sheet labels its field. */
export function skillLabel(i18n: Localizer, skill: RankedSkill): string {
  return actorField(i18n, `skills.${skill}`).label;
}

/** "1d8+2 slashing": a weapon's or spell's dice, flat bonus and damage type. */
export function damageText(
  i18n: Localizer,
  damage: { readonly count: number; readonly faces: number; readonly bonus: number },
  type: string,
): string {
  const dice = damage.count > 0 ? `${damage.count}d${damage.faces}` : "";
  const bonus = damage.bonus === 0 ? "" : damage.bonus > 0 ? `+${damage.bonus}` : `−${Math.abs(damage.bonus)}`;
  const amount = dice === "" ? String(damage.bonus) : `${dice}${bonus}`;
  return `${amount} ${choiceLabel(i18n, "DamageType", type)}`;
}
