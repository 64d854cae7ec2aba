/**
 * The actions a spend may name for `energy`, as the engine's `ActionRequest`: the engine's action ids, the shared
 * flow's "attack" (a melee attack; the room names ranged ones, see `attackSpend`), "rangedAttackNotProficient" (one
 * not Proficient "must spend an additional Energy on your Ranged Attacks") and "shiftAgility", Shift paid the other
 * way ("Using 1 Energy or 2 Agility you move 1m"), which the sheet offers as a button of its own.
 */
import { ENERGY_ACTION_IDS, type EnergyActionId } from "../../../../engine/rulesets/energy/economy/actions.ts";
import type { ActionRequest } from "../../../../engine/rulesets/energy/economy/request.ts";

export const SHIFT_AGILITY_ACTION = "shiftAgility";
export const RANGED_ACTION: EnergyActionId = "rangedAttack";
export const RANGED_NOT_PROFICIENT_ACTION = "rangedAttackNotProficient";

function actionId(action: string): EnergyActionId | undefined {
  const id = action === "attack" ? "meleeAttack" : action;
  return ENERGY_ACTION_IDS.find((known) => known === id);
}

/** The engine request for `action` this Round, or undefined for a name the engine does not know. */
export function energyRequest(action: string, round: number, staminaAsEnergy = 0): ActionRequest | undefined {
  const swap = staminaAsEnergy > 0 ? { staminaAsEnergy } : {};
  if (action === SHIFT_AGILITY_ACTION) return { action: "shift", shiftWith: "agility", round, ...swap };
  if (action === RANGED_NOT_PROFICIENT_ACTION) return { action: RANGED_ACTION, proficient: false, round, ...swap };
  const id = actionId(action);
  return id ? { action: id, round, ...swap } : undefined;
}
