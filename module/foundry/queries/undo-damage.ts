import { restore } from "../chat/attack-card/damage-snapshot.ts";
import { recordUndo } from "../chat/attack-card/transitions.ts";
import { fightingCombatant } from "../combat/fight-of.ts";
import { roomOf } from "../combat/rooms.ts";
import { actorAt } from "./actor-at.ts";
import { saveCard } from "./card-io.ts";
import { parseRowRequest } from "./payload.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";
import { settleRow } from "./settle.ts";

const UNDO = QUERY_NAMES.undoDamage;

/** What the attack paid, given back as far as its room keeps it (an Ability's WP): the attacker's combatant's room. */
async function giveBackPaid(attacker: { readonly actorUuid: string; readonly itemId: string }): Promise<void> {
  const actor = await actorAt(attacker.actorUuid);
  const combatant = actor ? fightingCombatant(actor) : undefined;
  if (combatant) await roomOf(combatant)?.attackUndone?.(combatant, attacker.itemId);
}

/**
 * GM only, on the GM's own client (not a step of the card's procedure, not relayed): restore the target's data from
 * before the damage, and give back what the attack paid where its room keeps it. Players asking are refused.
 */
export function handleUndoDamage(payload: unknown, requester: User.Implementation): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!requester.isGM) return Promise.resolve(refuse(UNDO, request ? "gmOnly" : "malformed"));
  return settleRow(UNDO, request, { activeGmOnly: false }, async (request, { message, card, row }) => {
    const target = await actorAt(row.actorUuid);
    if (!target) return refuse(UNDO, "unknownTarget");
    const next = recordUndo(card, row.key, request.requestId);
    if (!next.ok || row.damage.before === null) return refuse(UNDO, next.ok ? "nothingToUndo" : next.reason);
    await restore(target, row.damage.before);
    await saveCard(message, next.state);
    await giveBackPaid(card.attacker);
    return { ok: true };
  });
}
