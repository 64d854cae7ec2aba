/**
 * An attack paid across turns is paid (seed 004: "continue to spend all AP on each of your subsequent turns until the
 * total cost has been spent, at which point the action takes effect"; rules page decisions 87, 213). Its card was
 * posted when it was declared and its roll refused while it was being paid (attack/attack-step.ts); when the boundary
 * pays its last AP, the GM finds that card again from the documents (the attacker's latest attack card, declared and
 * not yet rolled, whose action is the one completed: interrupt-declared.ts) and whispers to the attacker's owners that
 * it may be rolled now, naming the attack and the weapon, so the player rolls it on the card without waiting on the
 * table. Nothing is rolled for them: the attack roll stays the attacker's step (README section 4).
 */
import { I18N_ROOT } from "../../../constants.ts";
import { escapeText } from "../../../html/escape.ts";
import { actionName } from "./action-name.ts";
import { declaredCost, waitingCard } from "./interrupt-declared.ts";

/** GM: the act `action` of `combatant` is paid; its waiting attack card, if it is one, is announced to its owners. */
export async function announcePaidAttack(combatant: Combatant.Implementation, action: string): Promise<void> {
  const attacker = combatant.actor;
  const waiting = attacker ? waitingCard(attacker) : undefined;
  if (!attacker || !waiting || declaredCost(waiting.card, attacker).action !== action) return;
  const text = game.i18n.format(`${I18N_ROOT}.Wounds.Act.attackPaid`, {
    act: actionName(action),
    weapon: waiting.card.attacker.itemName,
  });
  const owners = game.users.filter((user) => attacker.testUserPermission(user, "OWNER"));
  await ChatMessage.create({
    content: `<p class="fray-action-line"><strong>${escapeText(attacker.name)}</strong>: ${escapeText(text)}</p>`,
    speaker: ChatMessage.getSpeaker({ actor: attacker }),
    whisper: owners.map((user) => user.id),
  });
}
