/**
 * Query payloads, parsed without trusting them: only the exact fields, only short id-like strings. A payload that
 * carries anything else (numbers, totals, extra keys, huge strings) is malformed and refused.
 */
export interface RowRequest {
  readonly messageId: string;
  readonly rowKey: string;
  /** Single-use id; the requester stamps it on the document it claims to own (see proof.ts). */
  readonly requestId: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A document uuid as core makes them (`Actor.<id>`, `Scene.<id>.Token.<id>.Actor.<id>`). */
const UUID = /^[A-Za-z0-9_-]{1,64}(?:\.[A-Za-z0-9_-]{1,64}){1,7}$/;

/** A short id-like string: what every id of a card query is. */
export function isIdLike(value: unknown): value is string {
  return typeof value === "string" && ID.test(value);
}

/** A short document uuid. */
export function isUuidLike(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/**
 * The payload as a record when it is a plain object holding every `required` key, any of the `optional` ones and
 * nothing else; undefined otherwise (an extra key is as malformed as a missing one).
 */
export function exactRecord(
  payload: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const keys = Object.keys(payload);
  if (!required.every((key) => keys.includes(key))) return undefined;
  if (!keys.every((key) => required.includes(key) || optional.includes(key))) return undefined;
  return payload as Record<string, unknown>;
}
const FIELDS = ["messageId", "rowKey", "requestId"] as const;

export function parseRowRequest(payload: unknown): RowRequest | undefined {
  const record = exactRecord(payload, FIELDS);
  if (!record) return undefined;
  const values = FIELDS.map((f) => record[f]);
  if (!values.every(isIdLike)) return undefined;
  const [messageId, rowKey, requestId] = values as [string, string, string];
  return { messageId, rowKey, requestId };
}
