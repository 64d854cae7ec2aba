/**
 * The plain-data view migrations work on: a document's stored source (`toObject()` in a world, a YAML document in
 * the pack sources). No Foundry globals here: the build runs these files in Node.
 */
export type SourceData = Record<string, unknown>;

/** The documents migrations touch; an Actor's embedded Items are migrated as Items. */
export type MigratableDocument = "Actor" | "Item" | "ChatMessage";

export function isRecord(value: unknown): value is SourceData {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The record at `key` of a source, or an empty one when absent or not an object (old data can hold anything). */
export function recordAt(source: SourceData, key: string): SourceData {
  const value = source[key];
  return isRecord(value) ? value : {};
}

/** `flags.fray` of a source. */
export function frayFlags(source: SourceData): SourceData {
  return recordAt(recordAt(source, "flags"), "fray");
}

/** A copy of `source` with `flags.fray` replaced, other flags kept. */
export function withFrayFlags(source: SourceData, fray: SourceData): SourceData {
  return { ...source, flags: { ...recordAt(source, "flags"), fray } };
}

/**
 * Applies a pure migration to a model's source in place. Foundry calls `migrateData` for its side effect (the parent
 * document's migration ignores the return value) and hands `system` over as stored — possibly not an object at all,
 * in which case there is nothing to migrate and cleaning falls back to the defaults.
 */
export function migrateInPlace(source: unknown, migrate: (system: SourceData) => SourceData): void {
  if (!isRecord(source)) return;
  const next = migrate(source);
  if (next === source) return;
  for (const key of Object.keys(source)) if (!(key in next)) Reflect.deleteProperty(source, key);
  Object.assign(source, next);
}
