import { loadRow, type LoadedRow } from "./card-io.ts";
import { withCardLock } from "./lock.ts";
import { parseRowRequest, type RowRequest } from "./payload.ts";
import { refuse, type QueryReply } from "./reply.ts";

export interface SettleOptions {
  /**
   * Only the active GM's client may settle: a query can be sent to any user, and a player's client running a handler
   * would write half of it before the server refused the rest. Undo is exempt: any GM runs it on its own client.
   */
  readonly activeGmOnly: boolean;
}

/**
 * The common gate of every card query: parse the payload without trusting it, check which client is handling it,
 * then — one request per card at a time — load the card and row it names and hand them to the handler.
 */
export function settleRow(
  query: string,
  payload: unknown,
  options: SettleOptions,
  work: (request: RowRequest, loaded: LoadedRow) => Promise<QueryReply>,
): Promise<QueryReply> {
  const request = parseRowRequest(payload);
  if (!request) return Promise.resolve(refuse(query, "malformed"));
  if (options.activeGmOnly && game.users.activeGM?.isSelf !== true) {
    return Promise.resolve(refuse(query, "notActiveGm"));
  }
  return withCardLock(request.messageId, async () => {
    const loaded = await loadRow(request);
    return typeof loaded === "string" ? refuse(query, loaded) : work(request, loaded);
  });
}
