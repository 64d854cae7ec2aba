/**
 * `fray.sheetAct`: an act a sheet takes on another creature, in or out of combat (a `wounds` Treat Wound on the
 * user's target …), which writes documents the user may not own, so only the active GM does it. The acting actor
 * must carry the request's stamp (its owner asked; proof.ts), the stamp is used up whatever the answer (a replay
 * proves nothing), and the world's room acts from the documents as they stand (`RoomPlay.sheetAct`), exactly as for
 * the GM's own click. Acts on one actor are taken one at a time.
 */
import { activeRulesetId } from "../config/settings.ts";
import { roomFor } from "../room-lookup.ts";
import { actorAt } from "./actor-at.ts";
import { withCardLock } from "./lock.ts";
import { spendStamp } from "./proof.ts";
import { relayQuery, type QueryRoute } from "./relay.ts";
import { QUERY_NAMES, refuse, type QueryReply } from "./reply.ts";
import { parseSheetActPayload, type SheetActRequest } from "./sheet-act-payload.ts";

const NAME = QUERY_NAMES.sheetAct;

export async function handleSheetAct(payload: unknown): Promise<QueryReply> {
  const request = parseSheetActPayload(payload);
  if (!request) return refuse(NAME, "malformed");
  if (game.users.activeGM?.isSelf !== true) return refuse(NAME, "notActiveGm");
  const act = roomFor(activeRulesetId())?.sheetAct;
  const actor = await actorAt(request.actorUuid);
  if (!act || !actor) return refuse(NAME, "unknownActor");
  if (!(await actorAt(request.targetUuid))) return refuse(NAME, "unknownTarget");
  return withCardLock(`Actor.${actor.uuid}`, async () => {
    const { act: id, targetUuid, choice } = request;
    const asked: SheetActRequest = choice === undefined ? { act: id, targetUuid } : { act: id, targetUuid, choice };
    const reply = await spendStamp(actor, request.requestId, "sheetAct", async () => {
      const refusal = await act(actor, asked);
      // The room's own key and data cross whole, so the player reads the reason the GM's click would show.
      return refusal ? refuse(NAME, refusal.refused, refusal.data) : { ok: true as const };
    });
    return reply ?? refuse(NAME, "notOwner");
  });
}

export const SHEET_ACT_ROUTE: QueryRoute = { name: NAME, kind: "sheetAct", handler: handleSheetAct };

/** Client side: ask the active GM (or, on the GM's client, act) for `request` by `actor`; refusals are shown. */
export async function requestSheetAct(actor: Actor.Implementation, request: SheetActRequest): Promise<boolean> {
  const fields = { actorUuid: actor.uuid, ...request };
  return (await relayQuery(SHEET_ACT_ROUTE, actor, fields)).ok;
}
