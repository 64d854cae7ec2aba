/**
 * Spending from an `energy` combatant: an action's cost from Energy, Agility and Stamina at once (the engine's
 * `takeAction` and `payCost`: "if you want to do something, and you have the necessary resources, you just do
 * it"), Stamina as Energy once per Round, unconsciousness at 0 Stamina, and the GM's pool adjustments.
 */
import { takeAction } from "../../../../engine/rulesets/energy/economy/act.ts";
import { actionCost } from "../../../../engine/rulesets/energy/economy/cost.ts";
import { energyStats } from "../../../../engine/rulesets/energy/economy/pools.ts";
import { maxStamina } from "../../../../engine/rulesets/energy/creature.ts";
import { loseStamina } from "../../../../engine/rulesets/energy/economy/stamina.ts";
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
import { energyRequest, swiftThroughReachRequest } from "./requests.ts";
import { promptedSwiftAttack } from "./prompted.ts";
import { parseItemAction } from "./item-actions.ts";
import { rollDropCheck } from "./drop-check.ts";
import { actionItemsOf } from "../documents.ts";
import { ESCAPE_ACTION, resolveEscape, whyCannotEscape } from "./escape.ts";
import { EnergyShieldModel, EnergyWeaponModel } from "../data/item-models.ts";
import { endEarly } from "./end-early.ts";
import { parseEndEarly } from "./end-early-choices.ts";
import { abilityUseRefusal, abilityUsed } from "../rest/use-ability.ts";
import { suppressRemovedBy } from "./suppress.ts";

const REFUSAL = `${I18N_ROOT}.Energy.Refusal`;
const NOT_ENERGY: Refusal = { refused: `${REFUSAL}.notEnergy` };

export async function spendEnergy(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const data = energyCombatantData(combatant);
  const actor = energyEconomyActor(combatant);
  if (!data || !actor || !combatant.actor) return NOT_ENERGY;
  // Ending this Round's last action early gives Energy back rather than spending it (end-early.ts).
  const ending = parseEndEarly(request.action);
  if (ending !== undefined) return endEarly(combatant, ending);
  // An item-bound action's cost is read from the actor's own item here, on the GM's side (item-actions.ts).
  const items = actionItemsOf(combatant.actor.items.contents);
  const round = combatant.combat?.round ?? 0;
  // A Swift Attack on a creature moving through Reach is taken only from the GM's open prompt offering it.
  const prompted = promptedSwiftAttack(combatant, request);
  if (prompted !== undefined && prompted !== true) return prompted;
  const asked = prompted
    ? swiftThroughReachRequest(round)
    : energyRequest(request.action, round, staminaAsEnergy(request.options), items);
  if (!asked) return { refused: `${REFUSAL}.invalid` };
  const escaping = request.action === ESCAPE_ACTION;
  const cannotEscape = escaping ? whyCannotEscape(combatant.actor) : undefined;
  if (cannotEscape) return cannotEscape;
  // An ability's uses and Recovery Surges are read again here, from its item, before anything is paid.
  const ability = asked.action === "useAbility" ? parseItemAction(request.action)?.itemId : undefined;
  const cannotUse = ability === undefined ? undefined : abilityUseRefusal(combatant.actor, ability);
  if (cannotUse) return cannotUse;
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
    await stowOrEquip(combatant.actor, request.action);
    if (escaping) await resolveEscape(combatant);
    if (ability !== undefined) {
      const ignored = await suppressRemovedBy(combatant, ability);
      await abilityUsed(combatant.actor, ability, { energy: data.energy - energy, stamina: 0 }, ignored);
    }
    return undefined;
  }
  // An Agile Move rides along with the last action: one ended early stays ended (end-early.ts).
  const lastEnded = asked.action === "agileMove" && data.last.ended;
  await combatant.update({ system: fromEnergyState(taken.state.combatant, lastEnded) });
  const dropped = await shakenDropCheck(combatant.actor, request.action, taken.state.dropCheckDc);
  if (dropped) await dropItem(combatant.actor, request.action);
  else await stowOrEquip(combatant.actor, request.action);
  // Defend ends your own Exposure and sets Defending; Kneel From Prone and a Jump's landing leave you Unguarded.
  await applyConditionChanges(combatant.actor, actor.conditions, taken.state.actor.conditions);
  // "Dropping to 0 Stamina will immediately result in unconsciousness": the engine set it; the actor keeps it.
  if (taken.state.actor.creature.stamina !== actor.creature.stamina) {
    await combatant.actor.update({ system: creatureUpdate(taken.state.actor.creature) });
  }
  if (escaping) await resolveEscape(combatant);
  const paid = taken.state.payment;
  const spent = { energy: paid.energy, stamina: paid.stamina + paid.staminaAsEnergy };
  // An ability removing a condition: its user ignores it until the end of the Round (suppress.ts).
  if (ability !== undefined)
    await abilityUsed(combatant.actor, ability, spent, await suppressRemovedBy(combatant, ability));
  return undefined;
}

/** Shaken's Chance roll when the paid action manipulates an item (drop-check.ts); true when the item is dropped. */
async function shakenDropCheck(actor: Actor.Implementation, action: string, dc: number | undefined): Promise<boolean> {
  const bound = parseItemAction(action);
  const item = actor.items.get(bound?.itemId ?? "");
  return dc !== undefined && bound !== undefined && item !== undefined && rollDropCheck(actor, item, bound.kind, dc);
}

/** A weapon or shield dropped while drawn or stowed is out of hand: unequipped (a dropped Load loads nothing). */
async function dropItem(actor: Actor.Implementation, action: string): Promise<void> {
  const bound = parseItemAction(action);
  if (bound?.kind !== "stowEquip") return;
  const itemId = bound.itemId;
  const s = actor.items.get(itemId)?.system;
  if (!(s instanceof EnergyWeaponModel) && !(s instanceof EnergyShieldModel)) return;
  if (s.equipped) await actor.updateEmbeddedDocuments("Item", [{ _id: itemId, system: { equipped: false } }]);
}

/** Stow/Equip paid for a weapon or shield: it is now stowed if it was equipped, equipped if it was stowed. */
async function stowOrEquip(actor: Actor.Implementation, action: string): Promise<void> {
  const bound = parseItemAction(action);
  if (bound?.kind !== "stowEquip") return;
  const item = actor.items.get(bound.itemId);
  const s = item?.system;
  if (!(s instanceof EnergyWeaponModel) && !(s instanceof EnergyShieldModel)) return;
  await actor.updateEmbeddedDocuments("Item", [{ _id: bound.itemId, system: { equipped: !s.equipped } }]);
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
    // "Dropping to 0 Stamina will immediately result in unconsciousness", whoever takes it there; a rise from 0 wakes
    // a Stamina knock-out through the wake hook (decision 46).
    const lost = loseStamina(actor.creature, actor.creature.stamina - stamina).creature;
    const system = stamina < actor.creature.stamina ? creatureUpdate(lost) : { stamina: { value: stamina } };
    await combatant.actor.update({ system });
    return undefined;
  }
  return { refused: `${I18N_ROOT}.Combat.unknownPool` };
}
