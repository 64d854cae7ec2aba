/**
 * Drawing and stowing in a fight is Manipulate (seed 003, Reactions: "Manipulate. You interact with an object within
 * touch, such as drawing or stowing a sword, picking up a ring, or pulling a lever"): the spend
 * `manipulate:<itemId>` pays the reaction's 1 AP (the engine's `takeReaction`; "Reaction can always be taken,
 * regardless of whose turn it is") and, once paid, the GM draws the actor's own weapon or shield named if it was
 * stowed and stows it if it was drawn — so a Disarmed weapon (decision 65) is taken up for its AP. Armor is not put
 * on or taken off with a Manipulate (rules page decision 153).
 */
import { ContestShieldModel, ContestWeaponModel } from "../data/item-models.ts";

export const MANIPULATE = "manipulate";

/** The spend that draws or stows `itemId`. */
export function drawStowAction(itemId: string): string {
  return `${MANIPULATE}:${itemId}`;
}

/** The item's model when it is held in hand (a weapon or a shield), else undefined. */
export function heldInHand(item: Item.Implementation): ContestWeaponModel | ContestShieldModel | undefined {
  const s = item.system;
  return s instanceof ContestWeaponModel || s instanceof ContestShieldModel ? s : undefined;
}

/** GM, once the Manipulate is paid: the weapon or shield `itemId` of `actor` is drawn if stowed, stowed if drawn. */
export async function drawOrStow(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  const held = item ? heldInHand(item) : undefined;
  if (held) await actor.updateEmbeddedDocuments("Item", [{ _id: itemId, system: { equipped: !held.equipped } }]);
}
