import type { RoomShell } from "../room.ts";
import { allShells } from "../room-lookup.ts";
import { SHARED_MIGRATIONS } from "./list.ts";
import { schemaOf, type MigrationSchema } from "./schema.ts";

/** The shared migrations and those of `rooms`, by number. */
export function schemaOfRooms(rooms: readonly Pick<RoomShell, "migrations">[]): MigrationSchema {
  return schemaOf([SHARED_MIGRATIONS, ...rooms.map((room) => room.migrations)]);
}

/**
 * The world's schema: every installed room's migrations, whichever ruleset the world plays (a world may hold
 * documents of another ruleset, and the version is one number for all). Read after `init` installed the rooms.
 */
export function worldSchema(): MigrationSchema {
  return schemaOfRooms(allShells());
}
