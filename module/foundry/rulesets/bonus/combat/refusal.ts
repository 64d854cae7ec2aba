/**
 * A `bonus` engine refusal as the user reads it: a shortfall of actions, Vigor or Mana names the pool, need and have
 * ("Not enough Actions: needs 2, has 1"); anything else is `FRAY.Bonus.Refusal.<code>`. Shared by the spend (a
 * notification) and the sheet's Actions section (the reason beside a disabled button).
 */
import type { BonusRefusal } from "../../../../engine/rulesets/bonus/economy/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { bonusPoolLabel } from "./pool-label.ts";

export function bonusRefusal(reason: BonusRefusal, i18n?: Localizer): Refusal {
  if ((reason.code === "noActions" || reason.code === "short") && reason.need !== undefined) {
    const pool = reason.code === "noActions" ? "actions" : (reason.pool ?? "vigor");
    return shortfall(bonusPoolLabel(pool), reason.need, reason.have ?? 0, i18n);
  }
  return { refused: `${I18N_ROOT}.Bonus.Refusal.${reason.code}` };
}
