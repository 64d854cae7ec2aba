import { storedMigrationVersion } from "../config/migration-version.ts";
import { SYSTEM_ID } from "../constants.ts";
import { worldSchema } from "./world-schema.ts";

/**
 * The `ready` check: the active GM migrates a world whose stored version is behind. Never throws. The migration
 * itself (world.ts and the runner) is loaded only then: a player never needs it, and a world that is up to date
 * never fetches it (README row 5a).
 */
export async function migrateWorldIfBehind(): Promise<void> {
  try {
    if (!game.user.isActiveGM || storedMigrationVersion() >= worldSchema().version) return;
    const { migrateWorld } = await import("./world.ts");
    await migrateWorld();
  } catch (error) {
    console.error(`${SYSTEM_ID} | migration stopped:`, error);
  }
}
