/**
 * The `fray.combatAct` payload, parsed without trusting it: exactly the fields of its act, ids as short id-like
 * strings. No totals, no pools: the GM rolls and writes everything from the stored state.
 */
/** What a combatant does from the tracker: Pass for the Round, or roll Initiative to interrupt `against`. */
export type CombatAct = { readonly act: "pass" } | { readonly act: "interrupt"; readonly against: string };

export type CombatActPayload = CombatAct & {
  readonly combatId: string;
  readonly combatantId: string;
  /** Single-use id the requester stamped on the combatant's actor (see queries/proof.ts). */
  readonly requestId: string;
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const COMMON = ["combatId", "combatantId", "act", "requestId"] as const;
const FIELDS = { pass: COMMON, interrupt: [...COMMON, "against"] } as const;

const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

export function parseCombatActPayload(payload: unknown): CombatActPayload | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const r = payload as Record<string, unknown>;
  const act = r.act;
  if (act !== "pass" && act !== "interrupt") return undefined;
  const keys = Object.keys(r);
  const fields: readonly string[] = FIELDS[act];
  if (keys.length !== fields.length || !fields.every((f) => keys.includes(f))) return undefined;
  const { combatId, combatantId, requestId, against } = r;
  if (!isId(combatId) || !isId(combatantId) || !isId(requestId)) return undefined;
  if (act === "pass") return { act, combatId, combatantId, requestId };
  return isId(against) ? { act, against, combatId, combatantId, requestId } : undefined;
}
