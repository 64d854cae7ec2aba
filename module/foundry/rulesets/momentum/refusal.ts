/**
 * A `momentum` engine refusal as the user reads it: a shortfall of AP, RP or Narrative Momentum names the pool, need
 * and have ("Not enough AP: needs 2, has 1"), which a GM may override; anything else is
 * `FRAY.Momentum.Refusal.<code>`, with the condition behind it in words ("Cannot use AP while Stunned."). The sheet's
 * Actions section reads it beside a disabled button; the combat economy's spend can refuse with the same words.
 */
import type { MomentumRefusal } from "../../../engine/rulesets/momentum/economy/refusal.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../combat-room.ts";
import { shortfall } from "../../combat/pool-label.ts";
import { I18N_ROOT } from "../../constants.ts";
import { conditionKey } from "../../effects/keys.ts";

/** The localization key of a `momentum` pool's name (AP, RP, NM, movement, weapon attacks). */
export function momentumPoolLabel(poolId: string): string {
  return `${I18N_ROOT}.Momentum.Pool.${poolId}`;
}

export function momentumRefusal(reason: MomentumRefusal, i18n: Localizer): Refusal {
  if (reason.code === "short" && reason.pool !== undefined && reason.need !== undefined) {
    return shortfall(momentumPoolLabel(reason.pool), reason.need, reason.have ?? 0, i18n);
  }
  const refused = `${I18N_ROOT}.Momentum.Refusal.${reason.code}`;
  if (reason.condition === undefined) return { refused };
  return { refused, data: { condition: i18n.localize(conditionKey("momentum", reason.condition, "name")) } };
}
