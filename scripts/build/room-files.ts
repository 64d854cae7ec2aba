/**
 * A room's pure parts, found by the folder convention of the room contract (module/foundry/README.md section 1). The
 * build cannot load the rooms' registry (its rooms' sheets and models extend Foundry classes), so it looks, for each
 * ruleset of the engine registry, for the file a room keeps at a fixed path. Adding a room adds its files; nothing
 * here changes.
 */
import { existsSync } from "node:fs";
import { RULESET_IDS, type RulesetId } from "../../module/engine/core/ruleset.ts";

export interface RoomFile {
  readonly ruleset: RulesetId;
  /** Relative to the repository root (the build's working directory). */
  readonly path: string;
}

/** The rooms that have a file at `pathOf(ruleset)`, in the registry's order. */
export function roomFiles(pathOf: (ruleset: RulesetId) => string): RoomFile[] {
  return RULESET_IDS.flatMap((ruleset) => {
    const path = pathOf(ruleset);
    return existsSync(path) ? [{ ruleset, path }] : [];
  });
}
