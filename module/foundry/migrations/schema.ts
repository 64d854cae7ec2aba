import type { Migration } from "./migration.ts";

/**
 * The numbered migrations a world runs, in order, and the schema version they bring a document to. Numbers are
 * world-wide whoever owns the migration (the shared layer or a room), because a document carries one version.
 */
export interface MigrationSchema {
  readonly migrations: readonly Migration[];
  /** The schema version current code writes: the last migration's number (0 with none). */
  readonly version: number;
}

/**
 * The shared list and the rooms' lists merged by number. A number claimed twice throws: two migrations at one
 * version would make a document's stamp ambiguous (a test also keeps the numbers contiguous from 1).
 */
export function schemaOf(lists: readonly (readonly Migration[])[]): MigrationSchema {
  const migrations = lists.flat().sort((a, b) => a.version - b.version);
  const twice = migrations.find((m, i) => i > 0 && migrations[i - 1]?.version === m.version);
  if (twice) throw new Error(`two migrations are numbered ${String(twice.version)}`);
  return { migrations, version: migrations.at(-1)?.version ?? 0 };
}
