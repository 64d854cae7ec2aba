/**
 * Spending from the acting creature's combatant, from any client: out of combat nothing is enforced; in combat the
 * GM spends directly (and may override a shortfall), a player's request goes to the active GM as `fray.spend`.
 * A refusal is shown to the user, naming the shortfall ("Needs 3 Energy, has 1").
 */
import { clearStamp, stampRequest } from "../queries/proof.ts";
import { queryGm } from "../queries/relay.ts";
import { notifyRefusal } from "./notify.ts";
import { fightingCombatant } from "./fight-of.ts";
import type { TicketedAttack } from "./attack-tickets.ts";
import type { SpendRequest } from "./room.ts";
import { roomOf } from "./rooms.ts";
import { askingRefusal, asSpendReply, handleSpend, SPEND_QUERY, type SpendReply } from "./spend-query.ts";

async function relay(
  combatant: Combatant.Implementation,
  actor: Actor.Implementation,
  request: SpendRequest,
  card?: TicketedAttack,
): Promise<SpendReply> {
  // Refused before anything is written: no GM to settle it, or not the requester's to spend from.
  const gm = game.users.activeGM;
  if (!gm) return askingRefusal("noGm");
  if (!actor.isOwner) return askingRefusal("notOwner");
  const requestId = await stampRequest(actor, "spend");
  const payload = {
    combatId: combatant.combat?.id ?? "",
    combatantId: combatant.id ?? "",
    action: request.action,
    requestId,
    options: request.options ?? {},
    ...(request.attack ? { attack: request.attack } : {}),
    ...(card ? { card: { itemId: card.itemId, targets: [...card.targets] } } : {}),
  };
  if (gm.isSelf) return handleSpend(payload);
  return queryGm(gm, SPEND_QUERY, payload).then(asSpendReply, async () => {
    await clearStamp(actor, requestId);
    return askingRefusal("noAnswer");
  });
}

/**
 * Spend for `request.action` ("attack", or an engine action id) from `actor`'s combatant in the started combat it
 * fights in: the reply, refusals shown to the user. `override` is honoured on a GM's client only. A spend paying an
 * attack card names it (`card`): a player's gets the GM's ticket for it in the reply (attack-tickets.ts); the GM's own
 * cards are the GM's and need none.
 */
export async function requestSpend(
  actor: Actor.Implementation,
  request: SpendRequest,
  card?: TicketedAttack,
): Promise<SpendReply> {
  // The encounter the actor fights in, not the one this client happens to view: the GM pays there, and a card of a
  // started combat is honoured only with the ticket that payment issues (attack-tickets.ts).
  const combatant = fightingCombatant(actor);
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !room) return { ok: true };
  let reply: SpendReply;
  if (game.user.isGM) {
    const refusal = await room.spend(combatant, card ? { ...request, cardItemId: card.itemId } : request);
    reply = refusal ? { ok: false, ...refusal } : { ok: true };
  } else {
    const { override: _ignored, ...asked } = request;
    reply = await relay(combatant, actor, asked, card);
  }
  if (!reply.ok) notifyRefusal(reply);
  return reply;
}

/** `requestSpend`, as whether the action may go ahead. */
export async function spendInCombat(actor: Actor.Implementation, request: SpendRequest): Promise<boolean> {
  return (await requestSpend(actor, request)).ok;
}
