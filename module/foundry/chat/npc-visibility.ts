/**
 * Who a card names, per viewer ("hide NPC data", config/automation.ts): the actors a card stores by uuid, and whether
 * this client's user may see which one it is. Shared by the attack card and the check card.
 */
import { hideNpcFromPlayers } from "../config/automation.ts";

/** The actor at `uuid`, if it still exists. */
export function actorOf(uuid: string): Actor.Implementation | undefined {
  if (!uuid) return undefined;
  const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  return document instanceof Actor ? document : undefined;
}

/**
 * An NPC (no player owns it) that this viewer does not own, while the world hides NPCs from players. An actor that no
 * longer exists cannot be told apart from an NPC: it is hidden too (its name is still stored on the card).
 */
export function hides(uuid: string): boolean {
  if (game.user.isGM || !hideNpcFromPlayers() || !uuid) return false;
  const actor = actorOf(uuid);
  return actor === undefined || (!actor.isOwner && !actor.hasPlayerOwner);
}
