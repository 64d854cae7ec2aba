import { SYSTEM_ID } from "../constants.ts";
import { deletionUpdate } from "../version/deletion.ts";

/**
 * Who is asking? Foundry does not tell a query handler who sent the query (foundryvtt/foundryvtt#13418), and an id
 * in the payload is whatever the sender wrote. So a request proves ownership the way Foundry itself enforces it:
 * the requester first writes the request id into a flag on the document it claims to own. The server accepts that
 * write only from an owner (or a GM), so a GM finding the matching stamp knows an owner asked.
 *
 * Stamps are keyed by request id, so two requests in flight on one actor (a step on two rows, or on two cards)
 * never overwrite each other. The GM consumes a stamp as soon as it has checked it, whatever the answer: a stamp
 * left behind could be read by an observer of the actor and replayed later.
 */
export type RequestKind = "spend" | "combatAct" | "sheetAct" | StepKind;

/** A card step's stamp names the step, so a stamp for one step (Apply damage) never proves another (Defend). */
export type StepKind = `step.${string}`;

export function stepKind(stepId: string): StepKind {
  return `step.${stepId}`;
}

const FLAG = "requests";

/** Requester side: stamp the owned document with a fresh request id. */
export async function stampRequest(document: Actor.Implementation, kind: RequestKind): Promise<string> {
  const id = foundry.utils.randomID(16);
  await document.update({ flags: { [SYSTEM_ID]: { [FLAG]: { [id]: kind } } } });
  return id;
}

/** Does the document carry this exact stamp? */
function hasStamp(document: Actor.Implementation, id: string, kind: RequestKind): boolean {
  const flags: unknown = document.flags;
  const stamps = readPath(flags, [SYSTEM_ID, FLAG]);
  return typeof stamps === "object" && stamps !== null && Object.hasOwn(stamps, id) && readPath(stamps, [id]) === kind;
}

/**
 * GM side: run `work` only when the document carries the stamp (else answer `undefined`: the owner did not ask), and
 * consume the stamp however the work ends.
 */
export async function spendStamp<T>(
  document: Actor.Implementation,
  id: string,
  kind: RequestKind,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!hasStamp(document, id, kind)) return undefined;
  try {
    return await work();
  } finally {
    await clearStamp(document, id);
  }
}

/**
 * The stamp is used up (an update deleting the key, in the running generation's form): by the GM once checked, or by the requester when
 * no answer came, so no stamp outlives its request.
 */
export async function clearStamp(document: Actor.Implementation, id: string): Promise<void> {
  await document.update({ flags: { [SYSTEM_ID]: { [FLAG]: deletionUpdate(id) } } });
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const key of path) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
