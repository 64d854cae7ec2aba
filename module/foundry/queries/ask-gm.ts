import { handleApplyDamage } from "./apply-damage.ts";
import { handleDefend } from "./defend.ts";
import { relayQuery, type QueryRoute } from "./relay.ts";
import { QUERY_NAMES, type QueryReply } from "./reply.ts";

const ROUTES = {
  defend: { name: QUERY_NAMES.defend, kind: "defend", handler: handleDefend },
  applyDamage: { name: QUERY_NAMES.applyDamage, kind: "applyDamage", handler: handleApplyDamage },
} as const satisfies Record<string, QueryRoute>;

/**
 * Client side of a card action (Defend, Apply damage) on one row of an attack card, relayed to the active GM with
 * the owned document's stamp (relay.ts). The reply's refusal is shown to the user.
 */
export function askGm(
  kind: keyof typeof ROUTES,
  owned: Actor.Implementation,
  messageId: string,
  rowKey: string,
): Promise<QueryReply> {
  return relayQuery(ROUTES[kind], owned, { messageId, rowKey });
}
