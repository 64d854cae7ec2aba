/**
 * Spending from a `bonus` combatant: an action on its turn (the engine's `takeAction`: alive, able, its turn,
 * enough actions and Vigor), the GM's pool adjustments, and reactions ("You may only take one reaction to any
 * trigger, and you may not take a reaction during your turn").
 *
 * The Off-hand attack ("When you take an attack action … you may consume 8 Vigor to make an Off-Hand attack as part
 * of the same action") is its own card, rolled after the main attack: its spend is the Attack with the option
 * `offHand`, which pays the 8 Vigor and no second action (the engine's `takeAction` with `offHand` and no actions).
 * That the main attack was made this turn is left to the table (docs/rules/bonus.md).
 */
import { findAction } from "../../../../engine/core/economy/actions.ts";
import { takeAction, type ActionRequest } from "../../../../engine/rulesets/bonus/economy/act.ts";
import { abilityOfAction, USE_ABILITY, useAbilityRequest, usableAbilities } from "./ability-actions.ts";
import { abilityItemsOf } from "../documents.ts";
import { BONUS_ACTIONS, type BonusActionId } from "../../../../engine/rulesets/bonus/economy/actions.ts";
import { takeReaction } from "../../../../engine/rulesets/bonus/economy/reactions.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { isShortfall } from "../../../combat/gm-override.ts";
import { recoverVigor, spendVigor } from "../../../../engine/rulesets/bonus/economy/vigor.ts";
import type { SpendOptionSpec, SpendRequest } from "../../../combat/room.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { bonusRefusal } from "./refusal.ts";
import { bonusCombatantData, bonusEconomyActor, fromBonusState, toBonusState } from "./state.ts";
import { bonusEconomyOptions } from "../rule-variants.ts";
import { MEDICAL_ACTION, medicalActOf } from "../medical/medical-act.ts";
import { medicalPatient, performMedicalAct } from "../medical/perform.ts";
import { isRefusal } from "../../../combat-room.ts";
import { announceOpening, openingOf, takeOpening } from "./openings.ts";
import { readiedOf, takeReadied } from "./readied.ts";
import { itemOfAction, USE_ITEM } from "./use-item.ts";
import { BonusGearModel } from "../data/item-models.ts";
import { abandonBonusAct } from "./abandon.ts";
import { ABANDON_ACT } from "./pending-act.ts";

/** The Attack's Off-hand option: 1 when this attack is the Off-hand attack. */
export const OFF_HAND_OPTION: SpendOptionSpec = { id: "offHand", max: 1 };

const NOT_BONUS: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.notBonus` };
const UNKNOWN: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.unknownAction` };
const NONE_LEFT: Refusal = { refused: `${I18N_ROOT}.Bonus.Refusal.noneLeft` };

/** The shared flow's "attack" is the `bonus` Attack action. */
function actionId(action: string): BonusActionId | undefined {
  const id = action === "attack" ? "attack" : action;
  return findAction(BONUS_ACTIONS, id)?.id;
}

function isOwnTurn(combatant: Combatant.Implementation): boolean {
  return combatant.combat?.combatant?.id === combatant.id;
}

export async function spendBonus(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const data = bonusCombatantData(combatant);
  const round = combatant.combat?.round ?? 0;
  const actor = bonusEconomyActor(combatant, round);
  const healer = combatant.actor;
  if (!data || !actor || !healer) return NOT_BONUS;
  // Giving up an act paid over turns is no action: it costs nothing and is not bound to the turn (abandon.ts).
  if (request.action === ABANDON_ACT) return abandonBonusAct(combatant);
  // Take Opening is a reaction, not an action: its attack is a prompted one (openings.ts).
  const openingMessage = openingOf(request.action);
  if (openingMessage !== undefined) return takeOpening(combatant, openingMessage, request.attack);
  // So is the readied action fired when its condition occurs (readied.ts).
  const readiedMessage = readiedOf(request.action);
  if (readiedMessage !== undefined) return takeReadied(combatant, readiedMessage, request.attack);
  const asked = actionRequest(combatant, request, round);
  if (!asked) return UNKNOWN;
  // A consumable used is read from the actor's own item: one must be left, and one is taken once the action is paid.
  const consumable = consumableOf(healer, request.action);
  if (consumable === null) return NONE_LEFT;
  const useUp = async () => {
    if (consumable) await consumable.item.update({ system: { quantity: consumable.quantity - 1 } });
  };
  // A medical act's patient is checked before anything is paid; the check is rolled once the act is paid in full.
  const medical = medicalActOf(request.action);
  const patient = medical ? medicalPatient(combatant, medical.act, medical.patient) : undefined;
  if (patient && isRefusal(patient)) return patient;
  const perform = () => (medical && patient ? performMedicalAct(healer, medical.act, patient) : undefined);
  const state = toBonusState(combatant.id ?? "", data);
  const taken = takeAction(actor, state, asked);
  if (!taken.ok) {
    const refusal = bonusRefusal(taken.reason);
    if (!request.override || !isShortfall(refusal)) return refusal;
    // GM override of a shortfall: the action is taken with whatever actions are left (never below 0).
    const cost = asked.actions ?? findAction(BONUS_ACTIONS, asked.action)?.cost.actions ?? 1;
    await combatant.update({ system: { actions: Math.max(0, data.actions - cost) } });
    await perform();
    await useUp();
    return undefined;
  }
  await combatant.update({ system: fromBonusState(taken.state.combatant) });
  // An act paid over turns remembers its emergency aid's patient (the check is rolled as the act completes,
  // boundary.ts) and the ability a Use uses (the act is named after it).
  if (!taken.state.completed) {
    const pending = { patient: medical?.patient ?? "", ability: abilityOfAction(request.action) ?? "" };
    await combatant.update({ system: { pending } });
  }
  // "reducing the Vigor cost of defensive reactions until the beginning of your next turn": Defending, Readied …
  await applyConditionChanges(combatant.actor, actor.conditions, taken.state.actor.conditions);
  const after = taken.state.actor.creature;
  if (after.vigor.value !== actor.creature.vigor.value || after.mana.value !== actor.creature.mana.value) {
    await combatant.actor.update({
      system: {
        vigor: { value: after.vigor.value },
        mana: { value: after.mana.value },
        state: { winded: after.winded, vigorRecoveredWhileWinded: after.vigorRecoveredWhileWinded },
      },
    });
  }
  if (taken.state.completed) await perform();
  await useUp();
  // "you create an opening": Escape, Stand Up and a technique that says so are offered to the adjacent combatants.
  const opening = taken.state.createsOpening ? actionName(asked.action) : openingAbility(combatant, request.action);
  if (opening !== undefined && taken.state.completed) await announceOpening(combatant, opening);
  return undefined;
}

/**
 * The engine request a spend names: a table action, the Off-hand attack (its 8 Vigor, no second action), or a Use
 * of one of the actor's abilities at that ability's cost, read here from the actor's own item. The bare Use Ability
 * names no ability and is refused: its cost would be a guess. A medical act names its patient
 * (medical/medical-act.ts) and is paid as its engine action.
 */
function actionRequest(
  combatant: Combatant.Implementation,
  request: SpendRequest,
  round: number,
): ActionRequest | undefined {
  const ownTurn = isOwnTurn(combatant);
  const abilityId = abilityOfAction(request.action);
  if (abilityId !== undefined) {
    const items = combatant.actor ? abilityItemsOf(combatant.actor.items.contents) : [];
    const ability = usableAbilities(items).find((a) => a.id === abilityId);
    return ability ? useAbilityRequest(ability, round, ownTurn) : undefined;
  }
  const medical = medicalActOf(request.action);
  if (medical) return { action: MEDICAL_ACTION[medical.act], round, ownTurn };
  if (itemOfAction(request.action) !== undefined) return { action: USE_ITEM, round, ownTurn };
  const action = actionId(request.action);
  // Like the bare Use Ability, the bare Emergency Aid names no patient: there is nobody to aid.
  if (!action || action === USE_ABILITY || action === MEDICAL_ACTION.emergencyAid) return undefined;
  const offHand = (request.options?.[OFF_HAND_OPTION.id] ?? 0) > 0;
  return { action, round, ownTurn, ...(offHand ? { offHand, actions: 0 } : {}) };
}

/**
 * The consumable a Use Item names, read from the actor's own item: undefined when it names none (the bare Use Item),
 * null when the item is not a consumable of the actor's or none is left.
 */
function consumableOf(
  actor: Actor.Implementation,
  action: string,
): { readonly item: Item.Implementation; readonly quantity: number } | null | undefined {
  const itemId = itemOfAction(action);
  if (itemId === undefined) return undefined;
  const item = actor.items.get(itemId);
  const gear = item?.system instanceof BonusGearModel ? item.system : undefined;
  return item && gear?.consumable && gear.quantity > 0 ? { item, quantity: gear.quantity } : null;
}

/** The table action's name, as the sheet's Actions section says it. */
function actionName(action: BonusActionId): string {
  return game.i18n.localize(`${I18N_ROOT}.Bonus.Sheet.Actions.${action}`);
}

/** The name of the ability a Use names when it "create[s] an opening for others to attack", read from its item. */
function openingAbility(combatant: Combatant.Implementation, action: string): string | undefined {
  const abilityId = abilityOfAction(action);
  const items = combatant.actor ? abilityItemsOf(combatant.actor.items.contents) : [];
  const ability = abilityId === undefined ? undefined : items.find((a) => a.id === abilityId);
  return ability?.createsOpening ? ability.name : undefined;
}

/** GM: move `actions` (combatant) or `vigor` (actor) within 0 … max. */
export async function adjustBonusPool(
  combatant: Combatant.Implementation,
  poolId: string,
  delta: number,
): Promise<Refusal | undefined> {
  const data = bonusCombatantData(combatant);
  const actor = combatant.actor;
  if (!data) return NOT_BONUS;
  if (poolId === "actions") {
    // The GM may grant actions past this turn's allowance (a talent, a ruling): the max moves with it.
    const actions = Math.max(0, data.actions + delta);
    await combatant.update({ system: { actions, actionsMax: Math.max(data.actionsMax, actions) } });
    return undefined;
  }
  const economy = bonusEconomyActor(combatant, combatant.combat?.round ?? 0);
  if (poolId === "vigor" && actor && economy) {
    // The GM's − / + is Vigor spent or recovered as the rules count it: "If you exhaust your Vigor, you become Winded
    // … This condition remains until you recover at least 5 points of Vigor." Never below 0 or above the max.
    const creature = economy.creature;
    const after =
      delta < 0 ? spendVigor(creature, Math.min(-delta, creature.vigor.value)).state : recoverVigor(creature, delta);
    await actor.update({
      system: {
        vigor: { value: after.vigor.value },
        state: { winded: after.winded, vigorRecoveredWhileWinded: after.vigorRecoveredWhileWinded },
      },
    });
    return undefined;
  }
  return { refused: `${I18N_ROOT}.Combat.unknownPool` };
}

/** The engine's reaction rules on this combatant's stored reactions; the Vigor is paid by the Defend plan. */
export function checkBonusReaction(
  combatant: Combatant.Implementation,
  trigger: string,
  ownTurn: boolean,
): Refusal | undefined {
  const data = bonusCombatantData(combatant);
  const actor = bonusEconomyActor(combatant, combatant.combat?.round ?? 0);
  if (!data || !actor) return undefined;
  const taken = takeReaction(
    actor,
    toBonusState(combatant.id ?? "", data),
    { reaction: "defense", trigger, ownTurn },
    bonusEconomyOptions(),
  );
  return taken.ok ? undefined : bonusRefusal(taken.reason);
}

export async function recordBonusReaction(combatant: Combatant.Implementation, trigger: string): Promise<void> {
  const data = bonusCombatantData(combatant);
  if (!data || data.reactions.includes(trigger)) return;
  await combatant.update({ system: { reactions: [...data.reactions, trigger] } });
}
