/**
 * The update that turns a document's stored `system` back into a state known before (state-guard.ts): every value of
 * the known state written again, nested objects walked, and every key the known state lacks deleted — a plain merge
 * of the known state would keep a key a forged write added to a record (a readied choice, a drag record).
 */
import { isRecord, type SourceData } from "../migrations/source.ts";
import { deletionUpdate } from "../version/deletion.ts";

export function restoreUpdate(current: SourceData, known: SourceData): SourceData {
  const update: SourceData = {};
  for (const [key, value] of Object.entries(known)) {
    const now = current[key];
    update[key] = isRecord(value) && isRecord(now) ? restoreUpdate(now, value) : structuredClone(value);
  }
  for (const key of Object.keys(current)) if (!(key in known)) Object.assign(update, deletionUpdate(key));
  return update;
}
