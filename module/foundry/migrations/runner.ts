import { isBehind, migrateSource, updateFor } from "./apply.ts";
import { isRecord, type SourceData } from "./source.ts";
import { sourceOf, type MigratableActor, type Target } from "./targets.ts";

/**
 * Runs the migrations over documents through the small interfaces of targets.ts, so the same code migrates world
 * documents and compendium documents, and tests drive it on the fake runtime. One document failing is recorded and
 * the run goes on: a migration must never stop a world from loading.
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

/** Called after each document, for the progress bar. */
export type OnProgress = (done: number, total: number) => void;

function itemsOf(source: SourceData): SourceData[] {
  const items = source["items"];
  return Array.isArray(items) ? items.filter(isRecord) : [];
}

/** The embedded item updates of a migrated actor: one per item that was behind. */
function itemUpdates(before: SourceData, after: SourceData): SourceData[] {
  const old = new Map(itemsOf(before).map((item) => [item["_id"], item]));
  return itemsOf(after).flatMap((item) => {
    const previous = old.get(item["_id"]);
    if (!previous || !isBehind("Item", previous)) return [];
    return [{ _id: item["_id"], ...updateFor(previous, item) }];
  });
}

async function migrateActor(doc: MigratableActor, before: SourceData, after: SourceData): Promise<void> {
  const updates = itemUpdates(before, after);
  if (updates.length > 0) await doc.updateEmbeddedDocuments("Item", updates, { diff: false });
  await doc.update(updateFor(before, after), { diff: false });
}

/** Migrates one document when it is behind; true when it wrote anything. */
export async function migrateTarget(target: Target): Promise<boolean> {
  const before = sourceOf(target.doc);
  if (!isBehind(target.documentName, before)) return false;
  const after = migrateSource(target.documentName, before);
  if (target.documentName === "Actor") await migrateActor(target.doc, before, after);
  else await target.doc.update(updateFor(before, after), { diff: false });
  return true;
}

export async function migrateTargets(targets: readonly Target[], onProgress: OnProgress): Promise<MigrationResult> {
  let migrated = 0;
  const failures: MigrationFailure[] = [];
  for (const [index, target] of targets.entries()) {
    try {
      if (await migrateTarget(target)) migrated += 1;
    } catch (error) {
      failures.push({ uuid: target.doc.uuid, message: error instanceof Error ? error.message : String(error) });
    }
    onProgress(index + 1, targets.length);
  }
  return { migrated, failures };
}
