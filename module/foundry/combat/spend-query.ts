/**
 * `fray.spend`, GM side: a player's client asks the GM to spend from its combatant (only the GM writes Combat and
 * Combatant state). The actor must carry the request's stamp (its owner asked; queries/proof.ts), the stamp is used
 * up whatever the answer (a replay proves nothing), and the ruleset room re-checks every rule and cost.
 */
import { I18N_ROOT } from "../constants.ts";
import { spendStamp } from "../queries/proof.ts";
import { readFormatData, refuse } from "../queries/reply.ts";
import { issueTicket, spendKey } from "./attack-tickets.ts";
import { roomOf } from "./rooms.ts";
import { declaredOptions } from "./spend-options.ts";
import { MALFORMED_ATTACK, parseSpendPayload } from "./spend-payload.ts";

export const SPEND_QUERY = "fray.spend";

/** Done, or refused with a localization key and its data (the shortfall: pool, need, have). */
export type SpendReply =
  | { readonly ok: true; readonly ticket?: string }
  | { readonly ok: false; readonly refused: string; readonly data?: Readonly<Record<string, string | number>> };

const refused = (reason: string): SpendReply => ({ ok: false, refused: `${I18N_ROOT}.Combat.refused.${reason}` });

/**
 * A refusal on the asking side (no GM connected, no answer, not the owner), logged through `refuse` like every
 * query's: the console gets the stable `fray | refused fray.spend: <code>` line.
 */
export function askingRefusal(reason: string): SpendReply {
  refuse(SPEND_QUERY, reason);
  return refused(reason);
}

export async function handleSpend(payload: unknown): Promise<SpendReply> {
  const request = parseSpendPayload(payload);
  if (!request) return refused("malformed");
  if (request === MALFORMED_ATTACK) return refused(MALFORMED_ATTACK);
  if (!game.user.isActiveGM) return refused("notGm");
  // The combat the request names, not `game.combat` (the one the GM happens to be viewing): a spend is made in a
  // started combat, by one of its combatants. A deleted or never-existing id gives undefined, whatever the typing.
  const combat = game.combats.get(request.combatId) as Combat.Stored | undefined;
  const combatant = combat?.started ? combat.combatants.get(request.combatantId) : undefined;
  const actor = combatant?.actor;
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !actor || !room) return refused("unknownCombatant");
  // An option the room does not declare, or out of its bounds, is as malformed as an unknown field.
  const options = declaredOptions(room.spendOptions, request.options);
  if (!options) return refused("malformed");
  const answer = await spendStamp(actor, request.requestId, "spend", async () => {
    const attack = request.attack ? { attack: request.attack } : {};
    const card = request.card ? { cardItemId: request.card.itemId } : {};
    const refusal = await room.spend(combatant, { action: request.action, options, ...attack, ...card });
    if (refusal) return { ok: false as const, ...refusal };
    // A paid attack card gets its single-use ticket (attack-tickets.ts); a replay never gets here (the stamp is spent).
    if (!request.card) return { ok: true as const };
    // What was paid, for the card to be checked against; a reaction's cost is its prompt's (attack-tickets.ts).
    const paid = request.attack ? "" : spendKey({ action: request.action, options });
    return { ok: true as const, ticket: await issueTicket(combatant, request.card, paid) };
  });
  return answer ?? refused("notOwner");
}

/** The GM's answer crossed the network: read it as a reply only if it has exactly that shape. */
export function asSpendReply(value: unknown): SpendReply {
  if (typeof value !== "object" || value === null || !("ok" in value)) return refused("noAnswer");
  if (value.ok === true) {
    const ticket = "ticket" in value && typeof value.ticket === "string" ? value.ticket : undefined;
    return ticket === undefined ? { ok: true } : { ok: true, ticket };
  }
  if (!("refused" in value) || typeof value.refused !== "string") return refused("noAnswer");
  const data = "data" in value ? readFormatData(value.data) : undefined;
  return { ok: false, refused: value.refused, ...(data ? { data } : {}) };
}
