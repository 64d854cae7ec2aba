/**
 * The actions a spend may name for `energy`, as the engine's `ActionRequest`: the engine's action ids, the shared
 * flow's "attack" (a melee attack; the room names ranged ones, see `attackSpend`), "rangedAttackNotProficient" (one
 * not Proficient "must spend an additional Energy on your Ranged Attacks"), "shiftAgility", Shift paid the other
 * way ("Using 1 Energy or 2 Agility you move 1m"), which the sheet offers as a button of its own, the Swift Attack and
 * the single strike (situation/strike.ts), and the actions
 * the item or the situation prices (item-actions.ts), and a Jump of so many metres (movement-actions.ts).
 */
import { ENERGY_ACTION_IDS, type EnergyActionId } from "../../../../engine/rulesets/energy/economy/actions.ts";
import type { ActionRequest } from "../../../../engine/rulesets/energy/economy/request.ts";
import { jumpRequest } from "./movement-actions.ts";
import { ITEM_ACTIONS, itemActionRequest, parseItemAction, pickUpRequest, type ActionItem } from "./item-actions.ts";

export const SHIFT_AGILITY_ACTION = "shiftAgility";
export const RANGED_ACTION: EnergyActionId = "rangedAttack";
export const RANGED_NOT_PROFICIENT_ACTION = "rangedAttackNotProficient";
/** "A Swift Attack … if the attack is a melee attack, it only takes 1 Energy": once per Round, counted (limits.ts). */
export const SWIFT_ACTION = "swiftAttack";
export const SWIFT_UNARMED_ACTION = "swiftUnarmedAttack";
/**
 * "When a creature moves through your maximum Reach (and you are facing them), you may make a Swift Attack against
 * them": taken only from the GM's prompt (swift-through-reach.ts, prompted.ts), paid as the engine's Swift melee
 * attack whatever the weapon (an unarmed Swift Attack costs the same 1 Energy and counts the same once per Round).
 */
export function swiftThroughReachRequest(round: number): ActionRequest {
  return { action: "meleeAttack", swift: true, round };
}
/** "A single strike against something that cannot defend … 1 Energy": the engine's `strike`, not a Swift Attack. */
export const SINGLE_STRIKE_ACTION: EnergyActionId = "strike";

/** Only ever taken with an item (item-actions.ts). */
const ITEM_BOUND: ReadonlySet<EnergyActionId> = new Set(ITEM_ACTIONS);

function actionId(action: string): EnergyActionId | undefined {
  const id = action === "attack" ? "meleeAttack" : action;
  return ENERGY_ACTION_IDS.find((known) => known === id);
}

/**
 * The engine request for `action` this Round, or undefined for a name the engine does not know. An item-bound action
 * (item-actions.ts) reads its item from `items`, the actor's own; one naming an item the actor lacks, or one that
 * cannot take it, is unknown too. The bare `load` and `stowEquip` are not offered: the item decides their cost.
 */
export function energyRequest(
  action: string,
  round: number,
  staminaAsEnergy = 0,
  items: readonly ActionItem[] = [],
): ActionRequest | undefined {
  const request = baseRequest(action, round, items);
  return request && staminaAsEnergy > 0 ? { ...request, staminaAsEnergy } : request;
}

function baseRequest(action: string, round: number, items: readonly ActionItem[]): ActionRequest | undefined {
  if (action === SHIFT_AGILITY_ACTION) return { action: "shift", shiftWith: "agility", round };
  if (action === RANGED_NOT_PROFICIENT_ACTION) return { action: RANGED_ACTION, proficient: false, round };
  if (action === SWIFT_ACTION) return { action: "meleeAttack", swift: true, round };
  if (action === SWIFT_UNARMED_ACTION) return { action: "unarmedAttack", swift: true, round };
  const bound = parseItemAction(action);
  if (bound) {
    const item = items.find((i) => i.id === bound.itemId);
    return item ? itemActionRequest(bound.kind, item, round) : undefined;
  }
  const pickUp = pickUpRequest(action, round);
  if (pickUp) return pickUp;
  const jump = jumpRequest(action, round);
  if (jump) return jump;
  const id = actionId(action);
  return id && !ITEM_BOUND.has(id) ? { action: id, round } : undefined;
}
