import { isRecord, type SourceData } from "../../../migrations/source.ts";
import type { Migration } from "../../../migrations/migration.ts";

/**
 * Fray 0.0.x stored a `bonus` weapon's Damage Value as `system.dv`; it is `system.damageValue` now ("the number of
 * dice rolled for damage with that weapon"). A source holding both keeps `damageValue` (it is the newer write).
 * Pure and idempotent: the weapon model's `migrateData` calls it at load, the runner and the build persist it.
 */
export function renameDamageValue(system: SourceData): SourceData {
  if (!("dv" in system)) return system;
  const { dv, ...rest } = system;
  return "damageValue" in rest ? rest : { ...rest, damageValue: dv };
}

export const bonusDamageValue: Migration = {
  version: 1,
  name: "bonus-damage-value",
  item: (source) =>
    source["type"] === "bonus-weapon" && isRecord(source["system"])
      ? { ...source, system: renameDamageValue(source["system"]) }
      : source,
};
