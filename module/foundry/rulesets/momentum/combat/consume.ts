/**
 * The consumable a Use Item spends (use-item.ts): "Use Item | 3 | Use a non-ability consumable, such as a stimulant."
 * The spend pays the action's 3 AP (spend.ts); the active GM's client reads the item from the actor's own documents
 * (a gear item marked consumable with at least one left, refused otherwise before anything is paid) and, once the
 * action is paid, one is used: the quantity goes down by one and the item is deleted when none is left
 * (rules page decision 123). Each use is its own paid spend, so a replayed request pays again or, the last one used,
 * finds no item and is refused.
 */
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { MomentumGearModel } from "../data/item-models.ts";

/** The refusal of a Use Item naming an item the creature does not hold as a consumable. */
export const NO_SUCH_CONSUMABLE: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noSuchConsumable` };

/** A consumable the creature holds, with its quantity: what a Use Item row offers and a spend may use. */
export interface HeldConsumable {
  readonly item: Item.Implementation;
  readonly quantity: number;
}

/** The actor's consumable `itemId` with at least one left; undefined when it holds none such. */
export function heldConsumable(actor: Actor.Implementation, itemId: string): HeldConsumable | undefined {
  const item = actor.items.get(itemId);
  const system = item?.system;
  if (!item || !(system instanceof MomentumGearModel) || !system.consumable || system.quantity < 1) return undefined;
  return { item, quantity: system.quantity };
}

/** One used: the quantity down by one, the item deleted with the last (read again now, not from the request). */
export async function useOne(actor: Actor.Implementation, itemId: string): Promise<void> {
  const held = heldConsumable(actor, itemId);
  if (!held) return;
  if (held.quantity > 1) await held.item.update({ system: { quantity: held.quantity - 1 } });
  else await held.item.delete();
}
