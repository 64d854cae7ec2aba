import { isRecord, type MigratableDocument, type SourceData } from "./source.ts";

/**
 * What the runner needs of a document: its uuid, its source and a full (undiffed) update. Actors, Items and
 * ChatMessages — world ones and compendium ones — all fit.
 */
export interface MigratableDoc {
  readonly uuid: string;
  toObject(): unknown;
  update(data: SourceData, options: { diff: false }): Promise<unknown>;
}

/** An actor also updates its embedded items. */
export interface MigratableActor extends MigratableDoc {
  updateEmbeddedDocuments(name: "Item", updates: SourceData[], options: { diff: false }): Promise<unknown>;
}

export type Target =
  | { readonly documentName: "Actor"; readonly doc: MigratableActor }
  | { readonly documentName: Exclude<MigratableDocument, "Actor">; readonly doc: MigratableDoc };

/** A compendium pack the runner may write to (world-owned), holding documents of type D. */
export interface MigratablePack<D extends MigratableDoc> {
  readonly locked: boolean;
  configure(settings: { locked: boolean }): Promise<unknown>;
  getDocuments(): Promise<readonly D[]>;
}

/** A world pack of Actors or of Items, told apart so actors also migrate their embedded items. */
export type WorldPack =
  | { readonly documentName: "Actor"; readonly pack: MigratablePack<MigratableActor> }
  | { readonly documentName: "Item"; readonly pack: MigratablePack<MigratableDoc> };

/** The stored source of a document; anything that is not a record (never, for a real document) counts as empty. */
export function sourceOf(doc: MigratableDoc): SourceData {
  const source = doc.toObject();
  return isRecord(source) ? source : {};
}
