import { isRecord, type MigratableDocument, type SourceData } from "./source.ts";

/**
 * What the runner needs of documents: each one's id, uuid and source, grouped by the collection they are written
 * through (a world collection or one compendium) so each group is written in batches. Actors, Items and
 * ChatMessages — world ones and compendium ones — all fit; the fake runtime drives the same code in tests.
 */
export interface MigratableDoc {
  readonly id: string | null;
  readonly uuid: string;
  toObject(): unknown;
}

/**
 * The option every migration write carries. Foundry hands an operation's options to `_onUpdate` and to the
 * `update<Document>` hooks on every client (client/data/client-backend.mjs `#handleUpdateDocuments`), so the
 * card follow-up (chat/attack-card/auto-damage.ts) can tell a migration write from a play and skip it.
 */
export const MIGRATION_WRITE = { fray: { migration: true } } as const;
type MigrationWriteOptions = typeof MIGRATION_WRITE;

/** True for the options of an update the migration runner made. */
export function isMigrationWrite(options: unknown): boolean {
  if (!isRecord(options)) return false;
  const fray = options["fray"];
  return isRecord(fray) && fray["migration"] === true;
}

/**
 * An actor also updates its embedded items (through their parent, as Foundry writes embedded documents). The
 * options are `MIGRATION_WRITE`; typed `object` because fvtt-types' update operation has no room for a system's key.
 */
export interface MigratableActor extends MigratableDoc {
  updateEmbeddedDocuments(name: "Item", updates: SourceData[], options: object): Promise<unknown>;
}

/** Writes many updates (each with its `_id`) of one collection in one database operation. */
export type BatchWrite = (updates: SourceData[], options: MigrationWriteOptions) => Promise<unknown>;

export type DocumentGroup =
  | { readonly documentName: "Actor"; readonly docs: readonly MigratableActor[]; readonly write: BatchWrite }
  | {
      readonly documentName: Exclude<MigratableDocument, "Actor">;
      readonly docs: readonly MigratableDoc[];
      readonly write: BatchWrite;
    };

/** A compendium pack the runner may write to (world-owned), holding documents of type D. */
export interface MigratablePack<D extends MigratableDoc> {
  /** The pack id, e.g. `world.armory`: the `pack` of a database operation. */
  readonly collection: string;
  readonly locked: boolean;
  configure(settings: { locked: boolean }): Promise<unknown>;
  getDocuments(): Promise<readonly D[]>;
}

/** A world pack of Actors or of Items, told apart so actors also migrate their embedded items. */
export type WorldPack =
  | { readonly documentName: "Actor"; readonly pack: MigratablePack<MigratableActor> }
  | { readonly documentName: "Item"; readonly pack: MigratablePack<MigratableDoc> };

/** The stored source of a document; anything that is not a record (never, for a real document) counts as empty. */
export function sourceOf(doc: Pick<MigratableDoc, "toObject">): SourceData {
  const source = doc.toObject();
  return isRecord(source) ? source : {};
}
