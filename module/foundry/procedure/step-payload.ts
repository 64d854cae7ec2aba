/**
 * The `fray.step` payload, parsed without trusting it: `{messageId, rowKey, stepId, requestId}` and an optional
 * `choice`, all short id-like strings. Anything else (a number, a total, an extra key) is malformed.
 */
import { isIdLike, type RowRequest } from "../queries/payload.ts";

export interface StepRequest extends RowRequest {
  readonly stepId: string;
  readonly choice?: string;
}

const REQUIRED = ["messageId", "rowKey", "stepId", "requestId"] as const;
const OPTIONAL = ["choice"] as const;

export function parseStepRequest(payload: unknown): StepRequest | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const record = payload as Record<string, unknown>;
  const keys = Object.keys(record);
  const known: readonly string[] = [...REQUIRED, ...OPTIONAL];
  if (!REQUIRED.every((f) => keys.includes(f)) || !keys.every((k) => known.includes(k))) return undefined;
  if (!keys.every((k) => isIdLike(record[k]))) return undefined;
  const [messageId, rowKey, stepId, requestId] = REQUIRED.map((f) => record[f]) as [string, string, string, string];
  const choice = record.choice as string | undefined;
  return { messageId, rowKey, stepId, requestId, ...(choice === undefined ? {} : { choice }) };
}
