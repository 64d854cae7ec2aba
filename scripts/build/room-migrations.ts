/**
 * The migrations the pack build runs: the shared list and each room's, merged by number as the world's runner merges
 * them (module/foundry/migrations/world-schema.ts). The runner reads the rooms' lists from their descriptors; the
 * build cannot load the descriptors (they pull in Foundry classes), so it imports each room's pure list file, found by
 * its path (room-files.ts). A test checks both see the same lists.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RulesetId } from "../../module/engine/core/ruleset.ts";
import { SHARED_MIGRATIONS } from "../../module/foundry/migrations/list.ts";
import type { Migration } from "../../module/foundry/migrations/migration.ts";
import { schemaOf, type MigrationSchema } from "../../module/foundry/migrations/schema.ts";
import { isRecord } from "../../module/foundry/migrations/source.ts";
import { roomFiles } from "./room-files.ts";

/** Where a room keeps its migration list, and the name of the list it exports there. */
export function roomMigrationList(ruleset: RulesetId): string {
  return join("module", "foundry", "rulesets", ruleset, "migrations", "list.ts");
}
const LIST_EXPORT = "ROOM_MIGRATIONS";

export interface RoomMigrations {
  readonly ruleset: RulesetId;
  readonly migrations: readonly Migration[];
}

function isMigration(value: unknown): value is Migration {
  return isRecord(value) && Number.isInteger(value["version"]) && typeof value["name"] === "string";
}

/** Each room's list, in the registry's order; a list file without its export, or with anything else in it, throws. */
export async function roomMigrations(): Promise<RoomMigrations[]> {
  const out: RoomMigrations[] = [];
  for (const { ruleset, path } of roomFiles(roomMigrationList)) {
    const module: unknown = await import(pathToFileURL(resolve(path)).href);
    const list = isRecord(module) ? module[LIST_EXPORT] : undefined;
    if (!Array.isArray(list) || !list.every(isMigration)) throw new Error(`${path} does not export ${LIST_EXPORT}`);
    out.push({ ruleset, migrations: list });
  }
  return out;
}

/** The schema the packs are built at: the world's, from the same lists. */
export async function buildSchema(): Promise<MigrationSchema> {
  const rooms = await roomMigrations();
  return schemaOf([SHARED_MIGRATIONS, ...rooms.map((room) => room.migrations)]);
}
