/**
 * What a sheet may hold and how its trigger is written: plain data, free of Foundry's documents, so the sheet's Hold
 * form (and its Chromium tests, which load no Foundry) read it without the GM-side held-action flow.
 */
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { consumableIdOf, USE_ITEM } from "./use-item.ts";

/** Where the holder's owner writes the trigger it names, on the actor it owns. */
export const TRIGGER_FLAG = "heldTrigger";
/** A trigger is a sentence ("I attack the first enemy that moves into my range"), not a page. */
export const MAX_TRIGGER_LENGTH = 200;

/**
 * The actions a sheet may hold ("A creature can also decide to hold an action"): those whose whole effect the engine
 * plays when the trigger fires (an attack made at once, movement, a mark until the next turn), those the table
 * narrates, and the contests and Hide, played against the combatant whose turn it is when they fire (held-contest.ts,
 * rules page decision 144). Not held: Switch Places ("They must use a reaction (1 RP), or this action fails": the
 * ally's reaction is its own spend, not tied to the mover's), a Cinematic Action (the seed's way to act off your turn
 * is the Cinematic Reaction, "a Cinematic Reaction (2RP)"), and an Ability (used from its own row).
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
];

function isHoldable(action: string): action is MomentumActionId {
  return HOLDABLE_ACTIONS.some((id) => id === action);
}

/**
 * The action a hold request holds: itself, or Use Item for a Use Item naming its consumable (`useItem:<itemId>`, the
 * item used when it fires, rules page decision 126); undefined for an action that cannot be held.
 */
export function heldActionOf(request: string): MomentumActionId | undefined {
  const action = consumableIdOf(request) === undefined ? request : USE_ITEM;
  return isHoldable(action) ? action : undefined;
}
