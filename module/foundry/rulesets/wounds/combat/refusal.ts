/**
 * A `wounds` engine refusal as the user reads it: AP the act cannot be paid with names the pool, need and have
 * ("Not enough Action Points: needs 3, has 0"); anything else is `FRAY.Wounds.Refusal.<code>`. Shared by the spend
 * (a notification) and, later, the sheet's Actions section.
 */
import type { WoundsRefusal } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsPoolLabel } from "./pool-label.ts";

export function woundsRefusal(reason: WoundsRefusal, i18n?: Localizer): Refusal {
  if (reason.code === "noAp" && reason.need !== undefined) {
    return shortfall(woundsPoolLabel("ap"), reason.need, reason.have ?? 0, i18n);
  }
  return { refused: `${I18N_ROOT}.Wounds.Refusal.${reason.code}` };
}
