/**
 * Is this attack one a prompt offers? A room whose prompted attack is planned differently from an ordinary one (its
 * reach read when the act opened it, not where the target stands now) asks here, from whichever client plans it, so
 * that the reaction's way of planning is only had with a GM's prompt still open offering it.
 */
import { trustedPrompt } from "./prompt.ts";

/**
 * Does an open prompt of the GM's offer `attacker` the reaction `reaction` with its item `itemId` against `target`
 * (the combatant whose act opened it) now?
 */
export function promptOffersAttack(
  reaction: string,
  attacker: Actor.Implementation,
  itemId: string,
  target: Actor.Implementation,
): boolean {
  return game.messages.contents.some((message) => {
    const prompt = trustedPrompt(message);
    const combat = prompt?.reaction === reaction ? game.combats.get(prompt.combatId) : undefined;
    if (!prompt || !combat || combat.combatants.get(prompt.sourceId)?.actor?.uuid !== target.uuid) return false;
    return prompt.reactors.some(
      (r) =>
        combat.combatants.get(r.combatantId)?.actor?.uuid === attacker.uuid &&
        r.attacks.some((a) => a.itemId === itemId),
    );
  });
}
