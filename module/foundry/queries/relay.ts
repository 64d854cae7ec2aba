/**
 * Client side of every relayed `fray.*` query answered in the `QueryReply` shape: stamp the owned document (proof
 * of ownership, see proof.ts), then ask the active GM — or, on the GM's own client, run the handler directly. Every
 * refusal, the asking side's own included (no GM, no answer), is logged through `refuse` and shown to the user.
 */
import { I18N_ROOT } from "../constants.ts";
import { notifyRefusal } from "../combat/notify.ts";
import { clearStamp, stampRequest, type RequestKind } from "./proof.ts";
import { readFormatData, refuse, type QueryReply } from "./reply.ts";

export interface QueryRoute {
  readonly name: string;
  readonly kind: RequestKind;
  readonly handler: (payload: unknown) => Promise<QueryReply>;
}

/** Ask the GM for `route` with `fields` (the payload without its request id), proving ownership of `owned`. */
export async function relayQuery(
  route: QueryRoute,
  owned: Actor.Implementation,
  fields: Readonly<Record<string, string>>,
): Promise<QueryReply> {
  // Refused before anything is written: no GM to settle it, or not the requester's to ask for.
  const gm = game.users.activeGM;
  if (!gm) return notify(refuse(route.name, "noGm"));
  if (!owned.isOwner) return notify(refuse(route.name, "notOwner"));
  const requestId = await stampRequest(owned, route.kind);
  const payload = { ...fields, requestId };
  const reply: QueryReply = gm.isSelf
    ? await route.handler(payload)
    : await queryGm(gm, route.name, payload).then(asReply, async () => {
        await clearStamp(owned, requestId);
        return refuse(route.name, "noAnswer");
      });
  return notify(reply);
}

/**
 * Asks the active GM's client and waits for its answer, with no timeout. Core's `User#query` hands `timeout` to the
 * server, which then rejects the asker's promise while the GM's handler runs on (core client/documents/user.mjs
 * `User#query`): the handler may wait its turn in the card lock (lock.ts) and for Dice So Nice, then apply the
 * result, so a timeout would tell the player "no answer" — and clear the stamp — for a request the GM did settle.
 * The query still rejects when the GM is not connected (`User [id] is not active`) or the handler throws; the GM
 * consumes the stamp however its work ends (proof.ts). Core's own `DialogV2.query` asks without a timeout too.
 */
export function queryGm(gm: User.Implementation, name: string, payload: object): Promise<unknown> {
  // fvtt-types types `User#query` for core's query names only; system queries are registered in registerQueries.
  return gm.query(name as never, payload as never);
}

/** A reason that is a localization key itself: a room's refusal, crossed whole (a stable code is a bare word). */
function isRefusalKey(reason: string): boolean {
  return reason.startsWith(`${I18N_ROOT}.`) && game.i18n.has(reason);
}

function notify(reply: QueryReply): QueryReply {
  // A room's own key (a step's cost with the shortfall named, a control's "not your turn") is shown as it is
  // formatted; a stable code reads through the shared refusal words.
  if (!reply.ok && (reply.data || isRefusalKey(reply.reason))) {
    notifyRefusal({ refused: reply.reason, ...(reply.data ? { data: reply.data } : {}) });
  } else if (!reply.ok) {
    const key = `${I18N_ROOT}.Query.refused.${reply.reason}`;
    ui.notifications.warn(game.i18n.has(key) ? key : `${I18N_ROOT}.Query.refused.generic`, { localize: true });
  }
  return reply;
}

/** The GM's answer crossed the network: read it as a reply only if it has exactly that shape. */
function asReply(value: unknown): QueryReply {
  if (typeof value === "object" && value !== null && "ok" in value) {
    if (value.ok === true) return { ok: true };
    if (value.ok === false && "reason" in value && typeof value.reason === "string") {
      const data = "data" in value ? readFormatData(value.data) : undefined;
      return data ? { ok: false, reason: value.reason, data } : { ok: false, reason: value.reason };
    }
  }
  return { ok: false, reason: "noAnswer" };
}
