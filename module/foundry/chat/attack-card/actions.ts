import { whileDisabled } from "../../applications/parts/busy-button.ts";
import { askGm } from "../../queries/ask-gm.ts";
import { handleUndoDamage } from "../../queries/apply-damage.ts";
import { actorAt } from "../../queries/actor-at.ts";
import type { QueryReply } from "../../queries/reply.ts";
import { cardData } from "./card-data.ts";
import { AttackCardModel } from "./model.ts";

export type CardAction = "defend" | "applyDamage" | "undoDamage";

function isCardAction(value: string | undefined): value is CardAction {
  return value === "defend" || value === "applyDamage" || value === "undoDamage";
}

/** One attack card button: Defend and Apply go through the GM; Undo is the GM's own action. */
export async function cardAction(
  message: ChatMessage.Implementation,
  action: CardAction,
  rowKey: string,
): Promise<QueryReply> {
  if (!(message.system instanceof AttackCardModel) || !message.id) return { ok: false, reason: "notAnAttackCard" };
  const card = cardData(message.system);
  const row = card.targets.find((r) => r.key === rowKey);
  if (!row) return { ok: false, reason: "unknownTarget" };
  if (action === "undoDamage") {
    return handleUndoDamage({ messageId: message.id, rowKey, requestId: foundry.utils.randomID(16) }, game.user);
  }
  const owned = await actorAt(action === "defend" ? row.actorUuid : card.attacker.actorUuid);
  if (!owned) return { ok: false, reason: "unknownActor" };
  return askGm(action, owned, message.id, rowKey);
}

/** The card's click listener: finds the button, runs its action once, keeps it disabled while it runs. */
export async function onCardClick(message: ChatMessage.Implementation, event: Event): Promise<void> {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-action]") : null;
  const action = button?.dataset.action;
  if (!button || !isCardAction(action)) return;
  await whileDisabled(button, () => cardAction(message, action, button.dataset.row ?? ""));
}
