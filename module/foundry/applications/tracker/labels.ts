/** Localization keys of the combat tracker: `FRAY.Tracker.*` in lang/en/core.json. */
import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../parts/resource-bar.ts";

export const TRACKER_KEYS = `${I18N_ROOT}.Tracker`;

/** Tracker text: `FRAY.Tracker.<key>`, formatted when data is given. */
export function trackerText(i18n: Localizer, key: string, data?: Record<string, string | number>): string {
  return data ? i18n.format(`${TRACKER_KEYS}.${key}`, data) : i18n.localize(`${TRACKER_KEYS}.${key}`);
}
