import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { stagePackSources } from "./migrate-packs.ts";
import { manifestPackStats, stampStats, type PackStats } from "./pack-stats.ts";
import { DIST, PACK_SOURCES } from "./paths.ts";
import { buildSchema } from "./room-migrations.ts";

/**
 * Compiles each `packs/_source/<pack>/` YAML folder into a LevelDB pack under `<outDir>/packs/<pack>`, after running
 * the world migrations over the sources (in a temporary copy) so every shipped document is at the current schema,
 * and stamps each document's `_stats` with the core and system versions (pack-stats.ts).
 */
export async function buildPacks(
  sourceRoot: string = PACK_SOURCES,
  outDir: string = DIST,
  stats: PackStats = manifestPackStats(),
): Promise<string[]> {
  if (!existsSync(sourceRoot)) return [];
  const stage = mkdtempSync(join(tmpdir(), "fray-packs-"));
  try {
    const names = stagePackSources(await buildSchema(), sourceRoot, stage);
    for (const name of names) {
      await compilePack(join(stage, name), join(outDir, "packs", name), {
        yaml: true,
        log: false,
        transformEntry: (doc) => {
          stampStats(doc, stats);
        },
      });
    }
    return names;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
