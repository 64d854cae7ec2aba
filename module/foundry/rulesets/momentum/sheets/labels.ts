/**
 * Localization keys of the `momentum` sheets: lang/en/momentum.json (`FRAY.Momentum.Sheet.*`, field labels and hints
 * under `FRAY.Actor.momentum.FIELDS` and `FRAY.Item.momentum.FIELDS`, the keys the models' LOCALIZATION_PREFIXES
 * name); shared sheet text comes from applications/sheets/labels.ts.
 */
import type { StatId } from "../../../../engine/rulesets/momentum/tables/stats.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { DamageComponentSource } from "../sources.ts";

export const MOMENTUM_KEYS = `${I18N_ROOT}.Momentum`;
export const SHEET_KEYS = `${MOMENTUM_KEYS}.Sheet`;
export const ACTOR_FIELDS = `${I18N_ROOT}.Actor.momentum.FIELDS`;
export const ITEM_FIELDS = `${I18N_ROOT}.Item.momentum.FIELDS`;

/** Sheet text: `FRAY.Momentum.Sheet.<key>`. */
export function sheetText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${SHEET_KEYS}.${key}`, data) : i18n.localize(`${SHEET_KEYS}.${key}`);
}

/** A choice's display name: `FRAY.Momentum.Sheet.<group>.<id>` (Size.medium, Threat.boss …). */
export function choiceLabel(i18n: Localizer, group: string, id: string): string {
  return i18n.localize(`${SHEET_KEYS}.${group}.${id}`);
}

/** A damage type's name (`FRAY.Momentum.DamageType.<id>`, shared with the card). */
export function damageTypeLabel(i18n: Localizer, type: string): string {
  return i18n.localize(`${MOMENTUM_KEYS}.DamageType.${type}`);
}

/** A data model field's label and hint, the keys Foundry's `LOCALIZATION_PREFIXES` resolve. */
export function actorField(i18n: Localizer, path: string): { readonly label: string; readonly hint: string } {
  return { label: i18n.localize(`${ACTOR_FIELDS}.${path}.label`), hint: i18n.localize(`${ACTOR_FIELDS}.${path}.hint`) };
}

export function itemField(i18n: Localizer, path: string): { readonly label: string; readonly hint: string } {
  return { label: i18n.localize(`${ITEM_FIELDS}.${path}.label`), hint: i18n.localize(`${ITEM_FIELDS}.${path}.hint`) };
}

export function statLabel(i18n: Localizer, stat: StatId): string {
  return actorField(i18n, `stats.${stat}`).label;
}

/** "1d8+2", "2d6", "3": one component's dice and flat part as printed. */
function amountText(d: DamageComponentSource): string {
  const dice = d.count > 0 ? `${d.count}d${d.faces}` : "";
  if (d.flat === 0) return dice || "0";
  if (!dice) return String(d.flat);
  return d.flat > 0 ? `${dice}+${d.flat}` : `${dice}−${Math.abs(d.flat)}`;
}

/** "1d8+2 Physical + 1d4 Heat": each component with its type. */
export function damageText(i18n: Localizer, damage: readonly DamageComponentSource[]): string {
  return damage.map((d) => `${amountText(d)} ${damageTypeLabel(i18n, d.type)}`).join(" + ");
}
