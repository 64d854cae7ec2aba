/**
 * The `fray.sheetAct` payload, parsed without trusting it: the acting actor's and the target actor's uuids, the act's
 * id as the room names it, an optional choice (a wound level …), all short id-like strings. No totals, no item, no
 * distance: the GM's room re-derives the healer, the patient, the kit and every number from the documents.
 */
import type { Refusal } from "../combat-room.ts";
import { exactRecord, isIdLike, isUuidLike } from "./payload.ts";

/** What a room's sheet act is asked for, once the GM has checked the stamp. */
export interface SheetActRequest {
  /** The room's act id (`treatWound`, `stabilize` …). */
  readonly act: string;
  /** The actor the act is aimed at (the acting actor's own uuid for "yourself"). */
  readonly targetUuid: string;
  /** The entry picked for the act (a wound level …); absent for an act without one. */
  readonly choice?: string;
}

/** A room's GM-side handler: acts from the documents as they stand, or refuses with its own localized reason. */
export type SheetActHandler = (actor: Actor.Implementation, request: SheetActRequest) => Promise<Refusal | undefined>;

export interface SheetActPayload extends SheetActRequest {
  readonly actorUuid: string;
  /** Single-use id the requester stamped on the acting actor (see proof.ts). */
  readonly requestId: string;
}

const REQUIRED = ["actorUuid", "targetUuid", "act", "requestId"] as const;

export function parseSheetActPayload(payload: unknown): SheetActPayload | undefined {
  const r = exactRecord(payload, REQUIRED, ["choice"]);
  if (!r) return undefined;
  const hasChoice = "choice" in r;
  const { actorUuid, targetUuid, act, requestId, choice } = r;
  if (!isUuidLike(actorUuid) || !isUuidLike(targetUuid) || !isIdLike(act) || !isIdLike(requestId)) return undefined;
  const request = { actorUuid, targetUuid, act, requestId };
  if (!hasChoice) return request;
  return isIdLike(choice) ? { ...request, choice } : undefined;
}
