/** What a `fray.*` query answers: done, or refused with a reason (logged on the GM's console). */
export type QueryReply = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export const QUERY_NAMES = {
  defend: "fray.defend",
  applyDamage: "fray.applyDamage",
  undoDamage: "fray.undoDamage",
} as const;

export function refuse(query: string, reason: string): QueryReply {
  console.warn(`fray | refused ${query}: ${reason}`);
  return { ok: false, reason };
}
