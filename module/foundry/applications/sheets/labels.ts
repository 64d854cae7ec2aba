/** Sheet text every ruleset shares (lang/en/core.json `FRAY.Sheet.*`) and number formats all sheets use alike. */
import type { Localizer } from "../parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";

export const CORE_SHEET_KEYS = `${I18N_ROOT}.Sheet`;

/** Labels of the fields every actor model has, whatever its ruleset. */
export const ACTOR_BASE_FIELDS = `${I18N_ROOT}.Actor.base.FIELDS`;

/** Labels of the fields every item model has, whatever its ruleset. */
export const ITEM_BASE_FIELDS = `${I18N_ROOT}.Item.base.FIELDS`;

/** Shared sheet text: `FRAY.Sheet.<key>`. */
export function coreText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${CORE_SHEET_KEYS}.${key}`, data) : i18n.localize(`${CORE_SHEET_KEYS}.${key}`);
}

/** "+2", "−1", "0": bonuses and breakdown parts read as signed numbers. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}
