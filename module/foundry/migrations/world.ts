import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { recordMigrationVersion, storedMigrationVersion } from "../config/migration-version.ts";
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";
import { migrateGroups, type MigrationResult, type OnProgress } from "./runner.ts";
import type { MigrationSchema } from "./schema.ts";
import type { SourceData } from "./source.ts";
import type { BatchWrite, DocumentGroup, WorldPack } from "./targets.ts";
import { worldSchema } from "./world-schema.ts";

/**
 * The world side of migrations: which documents the runner visits, the progress bar, the summary, and the version
 * setting. Runs for the active GM at `ready` when the world's stored version is behind the code's.
 */
interface BatchUpdater {
  updateDocuments(updates: SourceData[], operation: object): Promise<unknown>;
}

/**
 * `Document.updateDocuments` of the configured class for one collection (`pack` set for a compendium): one database
 * operation per batch. fvtt-types types the update data per document type and leaves no room in the operation for
 * a system's own key; the runner's updates are plain source data, and Foundry passes extra operation keys through
 * to `_onUpdate` and the update hooks (see targets.ts), hence the structural view.
 */
function batchWrite(documentClass: BatchUpdater, pack?: string): BatchWrite {
  return (updates, options) =>
    documentClass.updateDocuments(updates, pack === undefined ? options : { ...options, pack });
}

function worldGroups(): DocumentGroup[] {
  return [
    { documentName: "Actor", docs: game.actors.contents, write: batchWrite(CONFIG.Actor.documentClass) },
    { documentName: "Item", docs: game.items.contents, write: batchWrite(CONFIG.Item.documentClass) },
    {
      documentName: "ChatMessage",
      docs: game.messages.contents,
      write: batchWrite(CONFIG.ChatMessage.documentClass),
    },
  ];
}

type Pack<D extends "Actor" | "Item"> = foundry.documents.collections.CompendiumCollection<D>;
type AnyPack = foundry.documents.collections.CompendiumCollection.Any;

function isActorPack(pack: AnyPack): pack is Pack<"Actor"> {
  return pack.documentName === "Actor";
}

function isItemPack(pack: AnyPack): pack is Pack<"Item"> {
  return pack.documentName === "Item";
}

/** World-owned Actor and Item compendiums (system and module packs are the build's business, not the world's). */
function worldPacks(): WorldPack[] {
  return game.packs.contents.flatMap((pack): WorldPack[] => {
    if (pack.metadata.packageType !== "world") return [];
    if (isActorPack(pack)) return [{ documentName: "Actor", pack }];
    if (isItemPack(pack)) return [{ documentName: "Item", pack }];
    return [];
  });
}

/** The packs that were locked, unlocked so their documents can be written; `relock` restores them. */
async function unlockAll(packs: readonly WorldPack[]): Promise<WorldPack[]> {
  const unlocked: WorldPack[] = [];
  for (const entry of packs) {
    if (!entry.pack.locked) continue;
    await entry.pack.configure({ locked: false });
    unlocked.push(entry);
  }
  return unlocked;
}

async function relock(packs: readonly WorldPack[]): Promise<void> {
  for (const entry of packs) await entry.pack.configure({ locked: true });
}

async function packGroup(entry: WorldPack): Promise<DocumentGroup> {
  const id = entry.pack.collection;
  if (entry.documentName === "Actor") {
    const docs = await entry.pack.getDocuments();
    return { documentName: "Actor", docs, write: batchWrite(CONFIG.Actor.documentClass, id) };
  }
  const docs = await entry.pack.getDocuments();
  return { documentName: "Item", docs, write: batchWrite(CONFIG.Item.documentClass, id) };
}

/**
 * Every document in one pass, so the progress bar runs once from 0 to 1: the world's, then the world packs' (unlocked
 * for the run and relocked however it ends).
 */
async function migrateEverything(schema: MigrationSchema, onProgress: OnProgress): Promise<MigrationResult> {
  const packs = worldPacks();
  const unlocked = await unlockAll(packs);
  try {
    const groups = worldGroups();
    for (const entry of packs) groups.push(await packGroup(entry));
    return await migrateGroups(schema, groups, onProgress);
  } finally {
    await relock(unlocked);
  }
}

/**
 * v13's progress notification: `update` takes `{pct, message, …}` (core client/applications/ui/notifications.mjs
 * `#update`; API doc `NotificationUpdateCallback`) and silently ignores anything else, a bare number included.
 * fvtt-types 13.345 types it as `(pct: number) => void`, so the real shape is declared here, at its one call site.
 */
interface ProgressBar {
  update(update: { readonly pct: number }): void;
}

/**
 * Migrates the world to the current schema with a progress bar, then records the version — only when every document
 * made it, so a failed one is retried at the next load (migrations are idempotent). Failures are summarised in one
 * notification and listed in the console; nothing is thrown.
 */
export async function migrateWorld(): Promise<void> {
  const i18n = foundryLocalizer();
  const schema = worldSchema();
  const from = storedMigrationVersion();
  const format = { from, to: schema.version };
  const started = i18n.format(`${I18N_ROOT}.Migration.started`, format);
  const bar = ui.notifications.info(started, { progress: true }) as unknown as ProgressBar;
  const { migrated, failures } = await migrateEverything(schema, (done, total) => {
    bar.update({ pct: done / total });
  });
  bar.update({ pct: 1 });
  for (const failure of failures) console.error(`${SYSTEM_ID} | migration of ${failure.uuid} failed:`, failure.message);
  if (failures.length > 0) {
    ui.notifications.error(i18n.format(`${I18N_ROOT}.Migration.failed`, { ...format, count: failures.length }), {
      permanent: true,
    });
    return;
  }
  await recordMigrationVersion(schema.version);
  ui.notifications.info(i18n.format(`${I18N_ROOT}.Migration.done`, { ...format, count: migrated }));
}
