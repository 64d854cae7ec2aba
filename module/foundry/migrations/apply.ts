import type { Migration } from "./migration.ts";
import type { MigrationSchema } from "./schema.ts";
import { sameData } from "../data/same-data.ts";
import { deletionUpdate } from "../version/deletion.ts";
import { frayFlags, isRecord, withFrayFlags, type MigratableDocument, type SourceData } from "./source.ts";

/**
 * Applying the numbered migrations to one document's source, purely. The schema version a document carries is
 * `flags.fray.schemaVersion` (see README.md in this folder for why a flag and not a `system` field).
 */
export const SCHEMA_FLAG = "schemaVersion";

/** The stored schema version; a document without one predates versioning (0). */
export function schemaVersionOf(source: SourceData): number {
  const version = frayFlags(source)[SCHEMA_FLAG];
  return typeof version === "number" && Number.isInteger(version) && version >= 0 ? version : 0;
}

function step(migration: Migration, documentName: MigratableDocument): ((s: SourceData) => SourceData) | undefined {
  if (documentName === "Actor") return migration.actor;
  if (documentName === "Item") return migration.item;
  return migration.chatMessage;
}

/** True when the document (or, for an actor, any embedded item) is behind the schema. */
export function isBehind(schema: MigrationSchema, documentName: MigratableDocument, source: SourceData): boolean {
  if (schemaVersionOf(source) < schema.version) return true;
  return documentName === "Actor" && embeddedItems(source).some((item) => isBehind(schema, "Item", item));
}

export function embeddedItems(source: SourceData): SourceData[] {
  const items = source["items"];
  return Array.isArray(items) ? items.filter(isRecord) : [];
}

/**
 * The source after every migration of the schema newer than its stamp, stamped current. An actor's embedded items
 * are migrated as Items by their own stamps, after the actor's own steps (which may move data between the actor and
 * its items).
 */
export function migrateSource(
  schema: MigrationSchema,
  documentName: MigratableDocument,
  source: SourceData,
): SourceData {
  const from = schemaVersionOf(source);
  let out = source;
  for (const migration of schema.migrations) {
    const fn = migration.version > from ? step(migration, documentName) : undefined;
    if (fn) out = fn(out);
  }
  if (documentName === "Actor" && Array.isArray(out["items"])) {
    const items: unknown[] = out["items"];
    out = { ...out, items: items.map((item) => (isRecord(item) ? migrateSource(schema, "Item", item) : item)) };
  }
  return withFrayFlags(out, { ...frayFlags(out), [SCHEMA_FLAG]: schema.version });
}

/** `flags.fray` without the schema stamp: what a migration may have changed among the fray flags. */
function frayData(source: SourceData): SourceData {
  const { [SCHEMA_FLAG]: _stamp, ...rest } = frayFlags(source);
  return rest;
}

/**
 * Did a migration change this document's own data (`system` or its fray flags, the stamp aside)? A document whose
 * migrations change nothing is not written: `migrateData` already repairs `system` at every load, so writing it back
 * would only rewrite the whole world (and fire every update hook) for no change.
 */
export function ownDataChanged(before: SourceData, after: SourceData): boolean {
  return !sameData(before["system"], after["system"]) || !sameData(frayData(before), frayData(after));
}

/**
 * The update that writes a migrated source over the stored one: `system` when a migration changed it, and
 * `flags.fray` (stamped current) with Foundry's key deletions (version/deletion.ts) for the fray flags a migration removed. Other flags
 * and embedded documents are left to their own updates.
 */
export function updateFor(before: SourceData, after: SourceData): SourceData {
  const kept = frayFlags(after);
  const removed = Object.keys(frayFlags(before)).filter((key) => !(key in kept));
  const fray: SourceData = { ...kept };
  for (const key of removed) Object.assign(fray, deletionUpdate(key));
  const system = sameData(before["system"], after["system"]) ? {} : { system: after["system"] };
  return { ...system, flags: { fray } };
}
