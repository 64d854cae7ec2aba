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

/** A short id-like string: what every id of a card query is. */
export function isIdLike(value: unknown): value is string {
  return typeof value === "string" && ID.test(value);
}
const FIELDS = ["messageId", "rowKey", "requestId"] as const;

export function parseRowRequest(payload: unknown): RowRequest | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const keys = Object.keys(payload);
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => keys.includes(f))) return undefined;
  const record = payload as Record<string, unknown>;
  const values = FIELDS.map((f) => record[f]);
  if (!values.every(isIdLike)) return undefined;
  const [messageId, rowKey, requestId] = values as [string, string, string];
  return { messageId, rowKey, requestId };
}
