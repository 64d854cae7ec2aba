/**
 * A spend that names one of the actor's items (`<action>:<itemId>`): Use Ability (its AP and WP) and Use Item (the
 * consumable used). Whoever pays reads the item from the actor's own documents, never what the client sent about it.
 */

/** The spend action of `action` with the item `itemId`. */
export function itemAction(action: string, itemId: string): string {
  return `${action}:${itemId}`;
}

/** The item id a spend of `action` names, or undefined for any other action (or none named). */
export function itemIdIn(spend: string, action: string): string | undefined {
  const prefix = `${action}:`;
  return spend.startsWith(prefix) && spend.length > prefix.length ? spend.slice(prefix.length) : undefined;
}
