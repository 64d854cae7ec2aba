/**
 * The `fray.spend` payload, parsed without trusting it: exactly these fields, ids as short id-like strings, the
 * action as an engine action id. No totals, no costs, no override: the GM recomputes everything, and only the GM's
 * own client may override.
 */
export interface SpendPayload {
  readonly combatId: string;
  readonly combatantId: string;
  readonly action: string;
  /** Single-use id the requester stamped on the combatant's actor (see queries/proof.ts). */
  readonly requestId: string;
  readonly staminaAsEnergy: number;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ACTION = /^[A-Za-z]{1,32}$/;
const FIELDS = ["combatId", "combatantId", "action", "requestId", "staminaAsEnergy"] as const;
/** No cost in either ruleset swaps more than this much Stamina for Energy. */
const MAX_SWAP = 4;

export function parseSpendPayload(payload: unknown): SpendPayload | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const keys = Object.keys(payload);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => keys.includes(f))) return undefined;
  const r = payload as Record<string, unknown>;
  const { combatId, combatantId, action, requestId, staminaAsEnergy } = r;
  if (typeof combatId !== "string" || !ID.test(combatId)) return undefined;
  if (typeof combatantId !== "string" || !ID.test(combatantId)) return undefined;
  if (typeof requestId !== "string" || !ID.test(requestId)) return undefined;
  if (typeof action !== "string" || !ACTION.test(action)) return undefined;
  if (typeof staminaAsEnergy !== "number" || !Number.isInteger(staminaAsEnergy)) return undefined;
  if (staminaAsEnergy < 0 || staminaAsEnergy > MAX_SWAP) return undefined;
  return { combatId, combatantId, action, requestId, staminaAsEnergy };
}
