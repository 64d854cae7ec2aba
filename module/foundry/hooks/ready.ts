import { migrateWorldIfBehind } from "../migrations/world.ts";

/** `ready`: the world is loaded; the active GM brings its documents up to the current schema (never blocking). */
export function onReady(): void {
  void migrateWorldIfBehind();
}
