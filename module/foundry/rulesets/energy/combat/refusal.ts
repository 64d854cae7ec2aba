/**
 * An `energy` engine refusal as the user reads it: when the cost is what failed, the pool that falls short with
 * need and have ("Not enough Agility: needs 2, has 1"), else `FRAY.Energy.Refusal.<code>`. Shared by the spend (a
 * notification) and the sheet's Actions section (the reason beside a disabled button).
 */
import { whyCannotAfford } from "../../../../engine/core/economy/spend.ts";
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../engine/rulesets/energy/economy/combatant.ts";
import { actionCost } from "../../../../engine/rulesets/energy/economy/cost.ts";
import type { ActionRequest } from "../../../../engine/rulesets/energy/economy/request.ts";
import type { EnergyOptions } from "../../../../engine/rulesets/energy/options.ts";
import type { EnergyRefusal } from "../../../../engine/rulesets/energy/refusal.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import type { Refusal } from "../../../combat-room.ts";
import { shortfall } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { energyPoolLabel } from "./pool-label.ts";

export function energyRefusal(
  reason: EnergyRefusal,
  actor: EnergyActor,
  state: EnergyCombatantState,
  request: ActionRequest,
  /** The world's options the refused `takeAction` was given (a Ranged Attack's Energy is one). */
  options: EnergyOptions,
  i18n?: Localizer,
): Refusal {
  if (reason.code === "short") {
    const cost = actionCost(actor, state, request, options);
    const swap = request.staminaAsEnergy ?? 0;
    const values = { ...state.economy.pools, stamina: actor.creature.stamina };
    const short = whyCannotAfford(values, {
      energy: (cost.energy ?? 0) - swap,
      agility: cost.agility ?? 0,
      stamina: (cost.stamina ?? 0) + swap,
    });
    if (short?.pool && short.need !== undefined)
      return shortfall(energyPoolLabel(short.pool), short.need, short.have ?? 0, i18n);
  }
  return { refused: `${I18N_ROOT}.Energy.Refusal.${reason.code}` };
}
