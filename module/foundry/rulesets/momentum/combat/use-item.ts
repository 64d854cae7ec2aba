/**
 * Use Item with the consumable named (`useItem:<itemId>`): "Use Item | 3 | Use a non-ability consumable, such as a
 * stimulant." The sheet's row names the item; whoever pays reads it from the actor's own items (consume.ts). Plain
 * data: the sheet's context reads it too.
 */
import { itemAction, itemIdIn } from "./item-action.ts";

export const USE_ITEM = "useItem";

/** The spend action of using the consumable `itemId`. */
export function useItemAction(itemId: string): string {
  return itemAction(USE_ITEM, itemId);
}

/** The item id a Use Item spend names, or undefined for any other action (the bare Use Item names none). */
export function consumableIdOf(action: string): string | undefined {
  return itemIdIn(action, USE_ITEM);
}
