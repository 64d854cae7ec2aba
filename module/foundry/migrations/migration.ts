import type { SourceData } from "./source.ts";

/**
 * One numbered migration: pure functions from an old source to the current one, per document kind (an Actor's
 * function sees the whole actor; its embedded items go through `item`). Each must be idempotent — running it on
 * current data returns it unchanged — because the runner may meet documents already migrated at load.
 */
export interface Migration {
  /** Its number, from the file name `NNNN-name.ts`; the schema version a document has once it ran. */
  readonly version: number;
  readonly name: string;
  readonly actor?: (source: SourceData) => SourceData;
  readonly item?: (source: SourceData) => SourceData;
  readonly chatMessage?: (source: SourceData) => SourceData;
}
