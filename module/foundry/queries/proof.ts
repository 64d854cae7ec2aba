import { SYSTEM_ID } from "../constants.ts";

/**
 * Who is asking? Foundry does not tell a query handler who sent the query (foundryvtt/foundryvtt#13418), and an id
 * in the payload is whatever the sender wrote. So a request proves ownership the way Foundry itself enforces it:
 * the requester first writes the request id into a flag on the document it claims to own. The server accepts that
 * write only from an owner (or a GM), so a GM finding the matching stamp knows an owner asked. The GM clears the
 * stamp when it handles the request, and the card remembers the id, so a replay proves nothing.
 */
export type RequestKind = "defend" | "applyDamage";

export interface RequestStamp {
  readonly id: string;
  readonly kind: RequestKind;
}

const FLAG = "request";

/** Requester side: stamp the owned document with a fresh request id. */
export async function stampRequest(document: Actor.Implementation, kind: RequestKind): Promise<string> {
  const id = foundry.utils.randomID(16);
  const stamp: RequestStamp = { id, kind };
  await document.update({ flags: { [SYSTEM_ID]: { [FLAG]: stamp } } });
  return id;
}

/** GM side: does the document carry this exact stamp? */
export function hasStamp(document: Actor.Implementation, id: string, kind: RequestKind): boolean {
  const flags: unknown = document.flags;
  const stamp = readPath(flags, [SYSTEM_ID, FLAG]);
  return readPath(stamp, ["id"]) === id && readPath(stamp, ["kind"]) === kind;
}

/** GM side: the stamp is used up. */
export async function clearStamp(document: Actor.Implementation): Promise<void> {
  await document.update({ flags: { [SYSTEM_ID]: { [FLAG]: null } } });
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
