import type { Migration } from "../../../migrations/migration.ts";

/**
 * The `contest` room's migrations (numbers are world-wide: see migrations/README.md): none yet, its documents are
 * as first released. Pure data: the room's descriptor carries this list, and the pack build reads this file by its
 * path, without Foundry (`ROOM_MIGRATIONS` is the name it looks for).
 */
export const ROOM_MIGRATIONS: readonly Migration[] = [];
