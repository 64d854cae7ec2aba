import { embeddedItems, isBehind, migrateSource, ownDataChanged, updateFor } from "./apply.ts";
import type { MigrationSchema } from "./schema.ts";
import type { MigratableDocument, SourceData } from "./source.ts";
import {
  MIGRATION_WRITE,
  sourceOf,
  type BatchWrite,
  type DocumentGroup,
  type MigratableActor,
  type MigratableDoc,
} from "./targets.ts";

/**
 * Runs the migrations over groups of documents through the small interfaces of targets.ts, so the same code
 * migrates world documents and compendium documents, and tests drive it on the fake runtime. Only documents a
 * migration actually changes are written, in batches per collection (embedded items through their actor), with the
 * `MIGRATION_WRITE` option. A batch that fails is recorded for each of its documents and the run goes on: a
 * migration must never stop a world from loading.
 */
export interface MigrationFailure {
  readonly uuid: string;
  readonly message: string;
}

export interface MigrationResult {
  /** Documents written (an actor counts once, however many of its items changed). */
  readonly migrated: number;
  readonly failures: readonly MigrationFailure[];
}

/** Called after each batch, with the documents looked at so far: for the progress bar. */
export type OnProgress = (done: number, total: number) => void;

/** Documents per database operation: large enough to cut round trips, small enough for one socket message. */
const BATCH_SIZE = 100;

/** What one document needs written: its own update (with `_id`) and its embedded items' updates. */
interface Planned<D extends MigratableDoc> {
  readonly doc: D;
  readonly own: SourceData | undefined;
  readonly items: SourceData[];
}

/** The embedded item updates of a migrated actor: one per item a migration changed. */
function itemUpdates(before: SourceData, after: SourceData): SourceData[] {
  const old = new Map(embeddedItems(before).map((item) => [item["_id"], item]));
  return embeddedItems(after).flatMap((item) => {
    const previous = old.get(item["_id"]);
    if (!previous || !ownDataChanged(previous, item)) return [];
    return [{ _id: item["_id"], ...updateFor(previous, item) }];
  });
}

/** The writes one document needs, or undefined when it is current or no migration changes it. */
function planFor<D extends MigratableDoc>(
  schema: MigrationSchema,
  documentName: MigratableDocument,
  doc: D,
): Planned<D> | undefined {
  const before = sourceOf(doc);
  if (!isBehind(schema, documentName, before)) return undefined;
  const after = migrateSource(schema, documentName, before);
  const own = ownDataChanged(before, after) ? { _id: doc.id, ...updateFor(before, after) } : undefined;
  const items = documentName === "Actor" ? itemUpdates(before, after) : [];
  return own || items.length > 0 ? { doc, own, items } : undefined;
}

function failure(doc: MigratableDoc, error: unknown): MigrationFailure {
  return { uuid: doc.uuid, message: error instanceof Error ? error.message : String(error) };
}

/** One database operation for the batch's own updates; on failure every document in it failed. */
async function writeOwn<D extends MigratableDoc>(
  write: BatchWrite,
  batch: readonly Planned<D>[],
): Promise<MigrationResult> {
  const updates = batch.flatMap((entry) => (entry.own ? [entry.own] : []));
  try {
    if (updates.length > 0) await write(updates, MIGRATION_WRITE);
    return { migrated: batch.length, failures: [] };
  } catch (error) {
    return { migrated: 0, failures: batch.filter((entry) => entry.own).map((entry) => failure(entry.doc, error)) };
  }
}

/**
 * An actor batch: each actor's changed items through the actor (Foundry writes embedded documents through their
 * parent), then the actors' own updates in one operation. An actor whose items failed is left out of it, so it is
 * not stamped current and the next load retries it.
 */
async function writeActors(write: BatchWrite, batch: readonly Planned<MigratableActor>[]): Promise<MigrationResult> {
  const failures: MigrationFailure[] = [];
  const written: Planned<MigratableActor>[] = [];
  for (const entry of batch) {
    try {
      if (entry.items.length > 0) await entry.doc.updateEmbeddedDocuments("Item", entry.items, MIGRATION_WRITE);
      written.push(entry);
    } catch (error) {
      failures.push(failure(entry.doc, error));
    }
  }
  const own = await writeOwn(write, written);
  return { migrated: written.length - own.failures.length, failures: [...failures, ...own.failures] };
}

function plans<D extends MigratableDoc>(
  schema: MigrationSchema,
  documentName: MigratableDocument,
  docs: readonly D[],
): Planned<D>[] {
  return docs.flatMap((doc) => planFor(schema, documentName, doc) ?? []);
}

function writeSlice(schema: MigrationSchema, group: DocumentGroup, slice: number): Promise<MigrationResult> {
  const start = slice * BATCH_SIZE;
  if (group.documentName === "Actor") {
    return writeActors(group.write, plans(schema, "Actor", group.docs.slice(start, start + BATCH_SIZE)));
  }
  return writeOwn(group.write, plans(schema, group.documentName, group.docs.slice(start, start + BATCH_SIZE)));
}

/**
 * Migrates every group, one batch of at most `BATCH_SIZE` documents at a time; `onProgress` counts every document
 * looked at, written or not, so the bar runs once from 0 to 1.
 */
export async function migrateGroups(
  schema: MigrationSchema,
  groups: readonly DocumentGroup[],
  onProgress: OnProgress,
): Promise<MigrationResult> {
  const total = groups.reduce((sum, group) => sum + group.docs.length, 0);
  let done = 0;
  let migrated = 0;
  const failures: MigrationFailure[] = [];
  for (const group of groups) {
    const count = Math.ceil(group.docs.length / BATCH_SIZE);
    for (let slice = 0; slice < count; slice++) {
      const result = await writeSlice(schema, group, slice);
      migrated += result.migrated;
      failures.push(...result.failures);
      done += Math.min(BATCH_SIZE, group.docs.length - slice * BATCH_SIZE);
      onProgress(done, total);
    }
  }
  return { migrated, failures };
}
