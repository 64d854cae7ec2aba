/**
 * The `fray.spend` payload, parsed without trusting it: exactly these fields, ids as short id-like strings, the
 * action as an engine action id, the options as a small record of id-like keys to small whole numbers. No totals,
 * no costs, no override: the GM recomputes everything, and only the GM's own client may override. Which options
 * the combatant's room declares, and their bounds, is checked on the GM side (spend-options.ts). An action taken
 * with one of the actor's items names it by id after a colon (`load:<itemId>`): the room looks the item up on the
 * actor's own documents and refuses an id it does not find there; a second id may follow (`strike:<itemId>:<id>`, the
 * combatant an action is aimed at), which the room re-checks against its own documents in the same way. A prompted
 * reaction's spend may name its attack (`attack`: the item's id and the target actor's uuid), which the room checks
 * against the GM's prompt; an `attack` of any other shape is refused with its own reason (`malformedAttack`). A spend
 * that pays an attack card says so (`card`: the weapon's id and the targets' actor uuids), and the GM answers with a
 * ticket for that card (attack-tickets.ts); a `card` of any other shape makes the payload malformed.
 */
import { exactRecord, isIdLike, isUuidLike } from "../queries/payload.ts";
import { MAX_TICKET_TARGETS, type TicketedAttack } from "./attack-tickets.ts";
import type { SpendAttack } from "./room.ts";

export interface SpendPayload {
  readonly combatId: string;
  readonly combatantId: string;
  readonly action: string;
  /** Single-use id the requester stamped on the combatant's actor (see queries/proof.ts). */
  readonly requestId: string;
  readonly options: Readonly<Record<string, number>>;
  readonly attack?: SpendAttack;
  readonly card?: TicketedAttack;
}

/** The payload is well formed but for its `attack`. */
export const MALFORMED_ATTACK = "malformedAttack";

const ACTION = /^[A-Za-z]{1,32}(?::[A-Za-z0-9]{1,64}){0,2}$/;
const OPTION = /^[A-Za-z]{1,32}$/;
const FIELDS = ["combatId", "combatantId", "action", "requestId", "options"] as const;
const ATTACK_FIELDS = ["itemId", "targetUuid"] as const;
const CARD_FIELDS = ["itemId", "targets"] as const;
/** No room declares more options than this, nor an option worth more. */
const MAX_OPTIONS = 4;
const MAX_OPTION_VALUE = 9;

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

/** Exactly an item id and a uuid, or undefined. */
function parseAttack(value: unknown): SpendAttack | undefined {
  const record = exactRecord(value, ATTACK_FIELDS);
  if (!record) return undefined;
  const { itemId, targetUuid } = record;
  return isIdLike(itemId) && isUuidLike(targetUuid) ? { itemId, targetUuid } : undefined;
}

/** Exactly a weapon id and at most `MAX_TICKET_TARGETS` actor uuids, or undefined. */
function parseCard(value: unknown): TicketedAttack | undefined {
  const record = exactRecord(value, CARD_FIELDS);
  if (!record) return undefined;
  const { itemId, targets } = record;
  if (!isIdLike(itemId) || !Array.isArray(targets) || targets.length > MAX_TICKET_TARGETS) return undefined;
  const uuids = targets.filter(isUuidLike);
  return uuids.length === targets.length ? { itemId, targets: uuids } : undefined;
}

/** The payload read back; `MALFORMED_ATTACK` when only its `attack` is wrong; undefined when anything else is. */
export function parseSpendPayload(payload: unknown): SpendPayload | typeof MALFORMED_ATTACK | undefined {
  const record = exactRecord(payload, FIELDS, ["attack", "card"]);
  if (!record) return undefined;
  const { combatId, combatantId, action, requestId, options, attack, card } = record;
  if (!isIdLike(combatId) || !isIdLike(combatantId) || !isIdLike(requestId)) return undefined;
  if (typeof action !== "string" || !ACTION.test(action)) return undefined;
  const parsed = parseOptions(options);
  if (!parsed) return undefined;
  const paid = "card" in record ? parseCard(card) : undefined;
  if ("card" in record && !paid) return undefined;
  const request = { combatId, combatantId, action, requestId, options: parsed, ...(paid ? { card: paid } : {}) };
  if (!("attack" in record)) return request;
  const named = parseAttack(attack);
  return named ? { ...request, attack: named } : MALFORMED_ATTACK;
}
