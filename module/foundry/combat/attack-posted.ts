/**
 * An attack card posted in a fight may open reactions (a ranged attack declared within a melee weapon's reach).
 * `createChatMessage` fires on every client; only the active GM's client acts, once, for a card whose author owns its
 * attacker (the server sets the author: a player's forged card names no attacker of another's): it finds the
 * attacker's combatant in the fight and hands the attack to that combatant's room (`CombatEconomyRoom.attackPosted`).
 */
import { AttackCardModel } from "../chat/attack-card/model.ts";
import { actorAt } from "../queries/actor-at.ts";
import { authorOwns } from "../queries/card-trust.ts";
import { fightingCombatant } from "./fight-of.ts";
import type { PostedAttack } from "./room.ts";
import { roomOf } from "./rooms.ts";

export async function attackPosted(message: ChatMessage.Implementation): Promise<void> {
  const card = message.system;
  if (game.users.activeGM?.isSelf !== true || !(card instanceof AttackCardModel)) return;
  const attacker = await actorAt(card.attacker.actorUuid);
  const item = attacker?.items.get(card.attacker.itemId);
  if (!attacker || !item || !authorOwns(message, attacker)) return;
  const found = await Promise.all(card.targets.map((row) => actorAt(row.actorUuid)));
  const targets = found.flatMap((actor) => (actor ? [actor] : []));
  const combatant = fightingCombatant(attacker, targets[0]);
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant?.combat?.started || !room?.attackPosted) return;
  const posted: PostedAttack = { message, item, targets };
  await room.attackPosted(combatant, posted);
}

/** Called once at `init`. */
export function registerAttackPosted(): void {
  Hooks.on("createChatMessage", (message) => {
    void attackPosted(message);
  });
}
