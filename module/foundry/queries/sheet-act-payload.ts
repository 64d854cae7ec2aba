/**
 * The `fray.sheetAct` payload, parsed without trusting it: the acting actor's and the target actor's uuids, the act's
 * id as the room names it, an optional choice (a wound level …), all short id-like strings. No totals, no item, no
 * distance: the GM's room re-derives the healer, the patient, the kit and every number from the documents.
 */
import type { Refusal } from "../combat-room.ts";

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

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A document uuid as core makes them (`Actor.<id>`, `Scene.<id>.Token.<id>.Actor.<id>`). */
const UUID = /^[A-Za-z0-9_-]{1,64}(?:\.[A-Za-z0-9_-]{1,64}){1,7}$/;
const REQUIRED = ["actorUuid", "targetUuid", "act", "requestId"] as const;

const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);
const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

export function parseSheetActPayload(payload: unknown): SheetActPayload | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const r = payload as Record<string, unknown>;
  const keys = Object.keys(r);
  const hasChoice = keys.includes("choice");
  if (keys.length !== REQUIRED.length + (hasChoice ? 1 : 0) || !REQUIRED.every((f) => keys.includes(f))) {
    return undefined;
  }
  const { actorUuid, targetUuid, act, requestId, choice } = r;
  if (!isUuid(actorUuid) || !isUuid(targetUuid) || !isId(act) || !isId(requestId)) return undefined;
  const request = { actorUuid, targetUuid, act, requestId };
  if (!hasChoice) return request;
  return isId(choice) ? { ...request, choice } : undefined;
}
