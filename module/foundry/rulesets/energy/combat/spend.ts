/**
 * Spending from an `energy` combatant: an action's cost from Energy, Agility and Stamina at once (the engine's
 * `takeAction` and `payCost`: "if you want to do something, and you have the necessary resources, you just do
 * it"), Stamina as Energy once per Round, unconsciousness at 0 Stamina, and the GM's pool adjustments.
 */
import { takeAction } from "../../../../engine/rulesets/energy/economy/act.ts";
import { actionCost } from "../../../../engine/rulesets/energy/economy/cost.ts";
import { energyStats } from "../../../../engine/rulesets/energy/economy/pools.ts";
import { maxStamina } from "../../../../engine/rulesets/energy/creature.ts";
import type { Refusal } from "../../../combat-room.ts";
import { isShortfall } from "../../../combat/gm-override.ts";
import { clampPool } from "../../../combat/pool-label.ts";
import { energyOptions } from "../rule-variants.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { creatureUpdate } from "../damage-update.ts";
import { energyCombatantData, energyEconomyActor, fromEnergyState, toEnergyState } from "./state.ts";
import { staminaAsEnergy } from "./options.ts";
import { energyPoolMax } from "./pools.ts";
import { energyRefusal } from "./refusal.ts";
import { energyRequest } from "./requests.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;
const NOT_ENERGY: Refusal = { refused: `${REFUSAL}.notEnergy` };

export async function spendEnergy(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  const asked = energyRequest(request.action, combatant.combat?.round ?? 0, staminaAsEnergy(request.options));
  if (!data || !actor || !combatant.actor) return NOT_ENERGY;
  if (!asked) return { refused: `${REFUSAL}.invalid` };
  const state = toEnergyState(combatant.id ?? "", data);
  const options = energyOptions();
  const taken = takeAction(actor, state, asked, options);
  if (!taken.ok) {
    const refusal = energyRefusal(taken.reason, actor, state, asked, options);
    if (!request.override || !isShortfall(refusal)) return refusal;
    // GM override of a shortfall: the action goes ahead with what the pools hold (never below 0).
    const cost = actionCost(actor, state, asked, options);
    const energy = Math.max(0, data.energy - (cost.energy ?? 0));
    await combatant.update({ system: { energy, agility: Math.max(0, data.agility - (cost.agility ?? 0)) } });
    return undefined;
  }
  await combatant.update({ system: fromEnergyState(taken.state.combatant) });
  // Defend ends your own Exposure and sets Defending; Kneel From Prone and a Jump's landing leave you Unguarded.
  await applyConditionChanges(combatant.actor, actor.conditions, taken.state.actor.conditions);
  // "Dropping to 0 Stamina will immediately result in unconsciousness": the engine set it; the actor keeps it.
  if (taken.state.actor.creature.stamina !== actor.creature.stamina) {
    await combatant.actor.update({ system: creatureUpdate(taken.state.actor.creature) });
  }
  return undefined;
}

/** GM: move `energy`, `agility` (combatant) or `stamina` (actor) within 0 … max. */
export async function adjustEnergyPool(
  combatant: Combatant.Implementation,
  poolId: string,
  delta: number,
): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  if (!data || !actor) return NOT_ENERGY;
  const stats = energyStats(actor, energyOptions());
  if (poolId === "energy" || poolId === "agility") {
    const value = clampPool(data[poolId], delta, energyPoolMax(poolId, stats));
    await combatant.update({ system: { [poolId]: value } });
    return undefined;
  }
  if (poolId === "stamina" && combatant.actor) {
    const stamina = clampPool(actor.creature.stamina, delta, maxStamina(actor.creature));
    await combatant.actor.update({ system: { stamina: { value: stamina } } });
    return undefined;
  }
  return { refused: `${I18N_ROOT}.Combat.unknownPool` };
}
