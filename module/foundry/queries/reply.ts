/** What a `fray.*` query answers: done, or refused with a reason (logged on the GM's console). */
export type QueryReply = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export const QUERY_NAMES = {
  defend: "fray.defend",
  applyDamage: "fray.applyDamage",
  undoDamage: "fray.undoDamage",
  combatAct: "fray.combatAct",
} as const;

/** The GM's console line for a refusal: a stable code the sweep tests and a GM can search for. */
export function logRefusal(query: string, reason: string): void {
  console.warn(`fray | refused ${query}: ${reason}`);
}

export function refuse(query: string, reason: string): QueryReply {
  logRefusal(query, reason);
  return { ok: false, reason };
}
