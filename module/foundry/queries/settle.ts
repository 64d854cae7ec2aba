import { loadRow, type LoadedRow } from "./card-io.ts";
import { withCardLock } from "./lock.ts";
import type { RowRequest } from "./payload.ts";
import { refuse, type QueryReply } from "./reply.ts";

export interface SettleOptions {
  /**
   * Only the active GM's client may settle: a query can be sent to any user, and a player's client running a handler
   * would write half of it before the server refused the rest. Undo is exempt: any GM runs it on its own client.
   */
  readonly activeGmOnly: boolean;
}

/**
 * The common gate of every card query: the payload parsed without trusting it (`request`, undefined when it is
 * malformed), a check of which client is handling it, then — one request per card at a time — the card and row it
 * names loaded and handed to the handler.
 */
export function settleRow<R extends RowRequest>(
  query: string,
  request: R | undefined,
  options: SettleOptions,
  work: (request: R, loaded: LoadedRow) => Promise<QueryReply>,
): Promise<QueryReply> {
  if (!request) return Promise.resolve(refuse(query, "malformed"));
  if (options.activeGmOnly && game.users.activeGM?.isSelf !== true) {
    return Promise.resolve(refuse(query, "notActiveGm"));
  }
  return withCardLock(request.messageId, async () => {
    const loaded = await loadRow(request);
    return typeof loaded === "string" ? refuse(query, loaded) : work(request, loaded);
  });
}
