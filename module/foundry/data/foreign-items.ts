import { foreignItemRefusal } from "../applications/sheets/drop.ts";
import { foreignItemMessage } from "../applications/sheets/drop-hook.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";

/**
 * Decision 4 at creation: an item of another ruleset is refused on an actor however it is created — a drop the drop
 * hook missed, a macro, `createEmbeddedDocuments`, an import — with the drop refusal's message. Items of another
 * ruleset already on an actor (worlds from before this guard, data edited outside Foundry) are kept as they are:
 * nothing is deleted, and each ruleset's derivation reads only its own item models, so they change no number.
 */
export function refuseForeignEmbeddedItem(item: Item.Implementation): false | undefined {
  const actor = item.parent;
  if (!actor) return undefined;
  const refusal = foreignItemRefusal(actor.type, item.type);
  if (!refusal) return undefined;
  ui.notifications.warn(foreignItemMessage(foundryLocalizer(), refusal, item.name, actor.name));
  return false;
}

/** Registered at `init`. */
export function registerForeignItemGuard(): void {
  Hooks.on("preCreateItem", refuseForeignEmbeddedItem);
}
