/**
 * A `contest` economy refusal as the user reads it: AP or movement the act cannot be paid with names the pool, need
 * and have ("Not enough AP: needs 1, has 0"); a condition that forbids it is named ("No actions while Incapacitated");
 * anything else is `FRAY.Contest.Refusal.<code>`. Shared by the spend (a notification) and, later, the sheets.
 */
import type { ContestRefusal } from "../../../../engine/rulesets/contest/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { conditionKey } from "../../../effects/keys.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { contestPoolLabel } from "./pool-label.ts";

const SHORT_POOL: Partial<Record<ContestRefusal["code"], string>> = { noAp: "ap", noMovement: "movement" };

/** The pool a refusal says is short (`ap`, `movement`), if it is a shortfall. */
export function shortPool(code: ContestRefusal["code"]): string | undefined {
  return SHORT_POOL[code];
}

export function contestRefusal(reason: ContestRefusal, i18n: Localizer = foundryLocalizer()): Refusal {
  const pool = shortPool(reason.code);
  if (pool !== undefined && reason.need !== undefined) {
    return shortfall(contestPoolLabel(pool), reason.need, reason.have ?? 0, i18n);
  }
  const key = `${I18N_ROOT}.Contest.Refusal.${reason.code}`;
  if (reason.condition === undefined) return { refused: key };
  return { refused: key, data: { condition: i18n.localize(conditionKey("contest", reason.condition, "name")) } };
}
