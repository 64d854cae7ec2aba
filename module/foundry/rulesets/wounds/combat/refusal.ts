/**
 * A `wounds` engine refusal as the user reads it: AP or mana the act cannot be paid with, or yards a token's move cannot be
 * walked with, names the pool, need and have ("Not enough Action Points: needs 3, has 0"); anything else is `FRAY.Wounds.Refusal.<code>`. Shared by the spend
 * (a notification) and, later, the sheet's Actions section.
 */
import type { WoundsRefusal } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { woundsPoolLabel } from "./pool-label.ts";

/** The pool a shortfall refusal names, by the engine's code. */
const SHORT_POOL: Partial<Record<WoundsRefusal["code"], string>> = {
  noAp: "ap",
  noMana: "mana",
  noMovement: "movement",
};

export function woundsRefusal(reason: WoundsRefusal, i18n?: Localizer): Refusal {
  const pool = SHORT_POOL[reason.code];
  if (pool !== undefined && reason.need !== undefined) {
    return shortfall(woundsPoolLabel(pool), reason.need, reason.have ?? 0, i18n);
  }
  return { refused: `${I18N_ROOT}.Wounds.Refusal.${reason.code}` };
}
