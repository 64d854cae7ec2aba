import { isRecord, type SourceData } from "../../../migrations/source.ts";
import type { Migration } from "../../../migrations/migration.ts";

const LIST_KEYS = ["weaknesses", "resistances"] as const;

/** "fire, cold" → ["fire", "cold"]: blanks dropped, each id trimmed, duplicates kept once. */
function splitIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    ),
  ];
}

/**
 * Fray 0.0.x stored an `energy` creature's Weaknesses and Resistances as one comma-separated string; they are lists
 * of damage type ids now. Without this, cleaning would wrap the whole string as one id ("fire, cold"), a silent
 * corruption. Pure and idempotent: the creature models' `migrateData` call it at load.
 */
export function splitIdLists(system: SourceData): SourceData {
  const strings = LIST_KEYS.filter((key) => typeof system[key] === "string");
  if (strings.length === 0) return system;
  const out: SourceData = { ...system };
  for (const key of strings) out[key] = splitIds(String(system[key]));
  return out;
}

const CREATURE_TYPES: ReadonlySet<unknown> = new Set(["energy-character", "energy-npc"]);

export const energyIdLists: Migration = {
  version: 2,
  name: "energy-id-lists",
  actor: (source) =>
    CREATURE_TYPES.has(source["type"]) && isRecord(source["system"])
      ? { ...source, system: splitIdLists(source["system"]) }
      : source,
};
