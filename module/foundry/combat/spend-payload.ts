/**
 * The `fray.spend` payload, parsed without trusting it: exactly these fields, ids as short id-like strings, the
 * action as an engine action id, the options as a small record of id-like keys to small whole numbers. No totals,
 * no costs, no override: the GM recomputes everything, and only the GM's own client may override. Which options
 * the combatant's room declares, and their bounds, is checked on the GM side (spend-options.ts). An action taken
 * with one of the actor's items names it by id after a colon (`load:<itemId>`): the room looks the item up on the
 * actor's own documents and refuses an id it does not find there; a second id may follow (`strike:<itemId>:<id>`, the
 * combatant an action is aimed at), which the room re-checks against its own documents in the same way.
 */
export interface SpendPayload {
  readonly combatId: string;
  readonly combatantId: string;
  readonly action: string;
  /** Single-use id the requester stamped on the combatant's actor (see queries/proof.ts). */
  readonly requestId: string;
  readonly options: Readonly<Record<string, number>>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ACTION = /^[A-Za-z]{1,32}(?::[A-Za-z0-9]{1,64}){0,2}$/;
const OPTION = /^[A-Za-z]{1,32}$/;
const FIELDS = ["combatId", "combatantId", "action", "requestId", "options"] as const;
/** No room declares more options than this, nor an option worth more. */
const MAX_OPTIONS = 4;
const MAX_OPTION_VALUE = 9;

const isId = (value: unknown): value is string => typeof value === "string" && ID.test(value);

function parseOptions(value: unknown): Record<string, number> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_OPTIONS) return undefined;
  const options: Record<string, number> = {};
  for (const [id, n] of entries) {
    if (!OPTION.test(id) || typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > MAX_OPTION_VALUE) {
      return undefined;
    }
    options[id] = n;
  }
  return options;
}

export function parseSpendPayload(payload: unknown): SpendPayload | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const keys = Object.keys(payload);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => keys.includes(f))) return undefined;
  const { combatId, combatantId, action, requestId, options } = payload as Record<string, unknown>;
  if (!isId(combatId) || !isId(combatantId) || !isId(requestId)) return undefined;
  if (typeof action !== "string" || !ACTION.test(action)) return undefined;
  const parsed = parseOptions(options);
  return parsed ? { combatId, combatantId, action, requestId, options: parsed } : undefined;
}
