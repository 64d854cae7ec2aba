import { SYSTEM_ID } from "../constants.ts";

export const MIGRATION_VERSION_SETTING = "migrationVersion";

/**
 * The schema version the world's documents were last migrated to. Hidden (not a choice a GM makes) and world-scoped.
 * Its default is 0, so a world that predates the setting — every world made before migrations existed — runs every
 * migration once; a brand-new world runs them over nothing and records the current version.
 */
export function registerMigrationVersionSetting(): void {
  game.settings.register(SYSTEM_ID, MIGRATION_VERSION_SETTING, {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

export function storedMigrationVersion(): number {
  const stored = game.settings.get(SYSTEM_ID, MIGRATION_VERSION_SETTING);
  return Number.isInteger(stored) && stored >= 0 ? stored : 0;
}

export async function recordMigrationVersion(version: number): Promise<void> {
  await game.settings.set(SYSTEM_ID, MIGRATION_VERSION_SETTING, version);
}
