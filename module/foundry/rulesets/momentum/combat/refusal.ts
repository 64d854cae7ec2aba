/**
 * A `momentum` engine refusal as the user reads it: a cost the pools cannot cover names the pool, need and have
 * ("Not enough AP: needs 2, has 1"); anything else is `FRAY.Momentum.Refusal.<code>`. Shared by the spend (a
 * notification) and the sheet's Actions section (the reason beside a disabled button).
 */
import type { MomentumRefusal } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { momentumPoolLabel } from "./pool-label.ts";

export function momentumRefusal(reason: MomentumRefusal, i18n?: Localizer): Refusal {
  if (reason.code === "short" && reason.pool !== undefined && reason.need !== undefined) {
    return shortfall(momentumPoolLabel(reason.pool), reason.need, reason.have ?? 0, i18n);
  }
  return { refused: `${I18N_ROOT}.Momentum.Refusal.${reason.code}` };
}
