/**
 * What a sheet may hold and how its trigger is written: plain data, free of Foundry's documents, so the sheet's Hold
 * form (and its Chromium tests, which load no Foundry) read it without the GM-side held-action flow.
 */
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { abilityIdOf, USE_ABILITY } from "./ability-use.ts";
import { itemIdIn } from "./item-action.ts";
import { consumableIdOf, USE_ITEM } from "./use-item.ts";

/** Where the holder's owner writes the trigger it names, on the actor it owns. */
export const TRIGGER_FLAG = "heldTrigger";
/** A trigger is a sentence ("I attack the first enemy that moves into my range"), not a page. */
export const MAX_TRIGGER_LENGTH = 200;

/**
 * The actions a sheet may hold ("A creature can also decide to hold an action"): those whose whole effect the engine
 * plays when the trigger fires (an attack made at once, movement, a mark until the next turn), those the table
 * narrates, the contests and Hide, played against the combatant whose turn it is when they fire (held-contest.ts,
 * rules page decision 144), and Switch Places, naming the ally asked when it fires (held-switch.ts, decision 154). An
 * Ability is held by name (`useAbility:<itemId>`, decision 155), never as the bare Use Ability, whose cost is the
 * Ability's. Never held: a Cinematic Action (the seed's way to act off your turn is the Cinematic Reaction, "a
 * Cinematic Reaction (2RP)"; decision 153).
 */
export const HOLDABLE_ACTIONS: readonly MomentumActionId[] = [
  "attack",
  "defend",
  "interact",
  "move",
  "sprint",
  "stabilize",
  "switchWeapons",
  "takingCover",
  "useItem",
  "command",
  "blind",
  "climb",
  "disarm",
  "grab",
  "hide",
  "shove",
  "trip",
  "switchPlaces",
];

function isHoldable(action: string): action is MomentumActionId {
  return HOLDABLE_ACTIONS.some((id) => id === action);
}

/**
 * The action a hold request holds: itself; Use Item for a Use Item naming its consumable (`useItem:<itemId>`, the item
 * used when it fires, rules page decision 126); Use Ability for an Ability named (`useAbility:<itemId>`, decision
 * 155); Switch Places for one naming its ally (`switchPlaces:<combatant id>`, decision 154); undefined for an action
 * that cannot be held.
 */
export function heldActionOf(request: string): MomentumActionId | undefined {
  if (abilityIdOf(request) !== undefined) return USE_ABILITY;
  if (itemIdIn(request, "switchPlaces") !== undefined) return "switchPlaces";
  const action = consumableIdOf(request) === undefined ? request : USE_ITEM;
  return isHoldable(action) ? action : undefined;
}
