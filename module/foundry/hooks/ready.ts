import { registerSchemaStamp } from "../migrations/stamp.ts";
import { migrateWorldIfBehind } from "../migrations/world.ts";

/**
 * `ready`: the world is loaded; documents created from now on are stamped with the current schema, and the active
 * GM brings the stored ones up to it (never blocking).
 */
export function onReady(): void {
  registerSchemaStamp();
  void migrateWorldIfBehind();
}
