import { restore } from "../chat/attack-card/damage-snapshot.ts";
import { recordUndo } from "../chat/attack-card/transitions.ts";
import { fightingCombatant } from "../combat/fight-of.ts";
import { roomOf } from "../combat/rooms.ts";
import { actorAt } from "./actor-at.ts";
import { saveCard, type LoadedRow } from "./card-io.ts";
import { stepContext } from "../procedure/step-query.ts";
import { roomFor } from "../room-lookup.ts";
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

/** What the row's steps did besides the damage, put back where a step says how (`ProcedureStep.undo`). */
async function undoSteps(loaded: LoadedRow): Promise<void> {
  const procedure = roomFor(loaded.card.ruleset)?.procedure ?? [];
  const ctx = await stepContext(loaded);
  for (const step of procedure) await step.undo?.(ctx);
}

/**
 * GM only, on the GM's own client (not a step of the card's procedure, not relayed): restore the target's data from
 * before the damage, put back what the row's steps did where they say how, and give back what the attack paid where
 * its room keeps it. Players asking are refused.
 */
export function handleUndoDamage(payload: unknown, requester: User.Implementation): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!requester.isGM) return Promise.resolve(refuse(UNDO, request ? "gmOnly" : "malformed"));
  return settleRow(UNDO, request, { activeGmOnly: false }, async (request, loaded) => {
    const { message, card, row } = loaded;
    const target = await actorAt(row.actorUuid);
    if (!target) return refuse(UNDO, "unknownTarget");
    const next = recordUndo(card, row.key, request.requestId);
    if (!next.ok || row.damage.before === null) return refuse(UNDO, next.ok ? "nothingToUndo" : next.reason);
    await restore(target, row.damage.before);
    await saveCard(message, next.state);
    await undoSteps(loaded);
    await giveBackPaid(card.attacker);
    return { ok: true };
  });
}
