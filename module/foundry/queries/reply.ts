/**
 * What a `fray.*` query answers: done, or refused with a reason (logged on the GM's console). A reason is a stable
 * code (`notOwner`) or a localization key a room refused with; `data` fills that key's format (a step's cost
 * refused by the combat economy names its shortfall: "Needs 5 Vigor, has 2").
 */
export type QueryReply =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: string; readonly data?: Readonly<Record<string, string | number>> };

export const QUERY_NAMES = {
  step: "fray.step",
  undoDamage: "fray.undoDamage",
  combatAct: "fray.combatAct",
  sheetAct: "fray.sheetAct",
} as const;

/** The GM's console line for a refusal: a stable code the sweep tests and a GM can search for. */
export function logRefusal(query: string, reason: string): void {
  console.warn(`fray | refused ${query}: ${reason}`);
}

export function refuse(query: string, reason: string, data?: Readonly<Record<string, string | number>>): QueryReply {
  logRefusal(query, reason);
  return data ? { ok: false, reason, data } : { ok: false, reason };
}

/** A refusal's format data as it crossed the network: only string and number values are kept. */
export function readFormatData(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number",
  );
  return Object.fromEntries(entries);
}
