import type { Migration } from "../../../migrations/migration.ts";
import { woundsConditionTns } from "./0004-wounds-condition-tns.ts";

/**
 * The `wounds` room's migrations (numbers are world-wide: see migrations/README.md). Pure data: the room's descriptor
 * carries this list, and the pack build reads this file by its path, without Foundry (`ROOM_MIGRATIONS` is the name
 * it looks for).
 */
export const ROOM_MIGRATIONS: readonly Migration[] = [woundsConditionTns];
