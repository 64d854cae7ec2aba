import type { EnergyFighterSpec } from "../../../module/engine/rulesets/energy/sim/fighter.ts";
import { energyFighter } from "../../../module/foundry/rulesets/energy/simulation/fighter.ts";
import {
  NO_ADDED_MODIFIERS,
  type EnergyCreatureSource,
  type EnergyGearSources,
} from "../../../module/foundry/rulesets/energy/sources.ts";
import { packGear, type PackItemLike } from "../pack-gear.ts";

/**
 * The engine's `energy` fighter (`module/engine/rulesets/energy/sim/`) from a creature's stored system and its pack
 * items: the first equipped weapon (or the first weapon) it fights with, the gear its defenses read, its worn armor.
 * `gearOf` reads those items as the room's gear-sources.ts reads Item documents.
 */
export function gearOf(items: readonly PackItemLike[]): EnergyGearSources {
  const map = { weapons: "weapon", armor: "armor", shields: "shield" } as const;
  // No pack creature's ability adds a modifier to MASAB or MASDB (the packs test keeps every flag off).
  return { ...packGear<Omit<EnergyGearSources, "added">>(items, "energy", map), added: NO_ADDED_MODIFIERS };
}

/**
 * A fighter from a creature's stored system and its items, built as the Foundry room builds it from an actor
 * (`energyFighter`); a creature without a weapon, or with a bow it cannot draw, fails.
 */
export function energyFighterFrom(
  id: string,
  name: string,
  system: EnergyCreatureSource,
  items: readonly PackItemLike[],
): EnergyFighterSpec {
  const fighter = energyFighter(id, name, system, [], gearOf(items));
  if (!("refused" in fighter)) return fighter;
  throw new Error(fighter.refused === "noWeapon" ? `${name} has no weapon` : `${name}: ${fighter.message}`);
}
