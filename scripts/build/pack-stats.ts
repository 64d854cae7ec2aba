import { readFileSync } from "node:fs";

/**
 * The `_stats` core keeps on every document (v13 `DocumentStatsField`, common/data/fields.mjs): `coreVersion`, "the
 * core version whose schema the Document data is in", and the `systemId` and `systemVersion` it was made with. A
 * document created in a world gets them from the server; pack sources are written by hand, so the build stamps
 * every document it compiles (embedded items, effects and journal pages too) from the manifest: the verified v13
 * build the sources are written against, the system's id and version. The sources in git stay free of values that
 * change with every release. The server-managed times and author are left unset, as in an extracted source.
 */
export interface PackStats {
  readonly coreVersion: string;
  readonly systemId: string;
  readonly systemVersion: string;
}

interface ManifestFields {
  readonly id: string;
  readonly version: string;
  readonly compatibility: { readonly verified: string };
}

export function packStatsOf(manifest: ManifestFields): PackStats {
  return { coreVersion: manifest.compatibility.verified, systemId: manifest.id, systemVersion: manifest.version };
}

export function manifestPackStats(path = "system.json"): PackStats {
  return packStatsOf(JSON.parse(readFileSync(path, "utf8")) as ManifestFields);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The embedded collections a pack document can hold (Actor items and effects, Item effects, JournalEntry pages). */
const EMBEDDED = ["items", "effects", "pages"] as const;

/** Writes `stats` into `doc._stats` (keeping any other stats it carries) and into every embedded document. */
export function stampStats(doc: Record<string, unknown>, stats: PackStats): void {
  doc["_stats"] = { ...(isRecord(doc["_stats"]) ? doc["_stats"] : {}), ...stats };
  for (const key of EMBEDDED) {
    const children: unknown = doc[key];
    if (Array.isArray(children)) for (const child of children) if (isRecord(child)) stampStats(child, stats);
  }
}
