/**
 * Use Item with a consumable (seed 000): "Use Item. You use an item that is located on your person, such as a
 * potion". The sheet offers one Use per consumable gear item the creature still has (`useItem:<itemId>`); whoever
 * pays (the GM, when it pays) reads the item from the actor's own documents, pays the Use Item action and takes one
 * from its quantity. What the item does is the table's (the seed gives no potion's effect). Plain data.
 */
export const USE_ITEM = "useItem";
const PREFIX = `${USE_ITEM}:`;

/** A consumable gear item as stored: its quantity is what may still be used. */
export interface ConsumableItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
}

export function useItemId(itemId: string): string {
  return `${PREFIX}${itemId}`;
}

/** The item a Use Item names, or undefined for any other action id. */
export function itemOfAction(action: string): string | undefined {
  return action.startsWith(PREFIX) && action.length > PREFIX.length ? action.slice(PREFIX.length) : undefined;
}

/** The consumables that can be used now: those with at least one left. */
export function usableConsumables(items: readonly ConsumableItem[]): ConsumableItem[] {
  return items.filter((item) => item.quantity > 0);
}
