import type { EnergyFighterSpec } from "../../../module/engine/rulesets/energy/sim/fighter.ts";
import { energyFighter } from "../../../module/foundry/rulesets/energy/simulation/fighter.ts";
import {
  NO_GEAR,
  type EnergyArmorSource,
  type EnergyCreatureSource,
  type EnergyGearSources,
  type EnergyShieldSource,
  type EnergyWeaponSource,
  type Named,
} from "../../../module/foundry/rulesets/energy/sources.ts";

/**
 * The engine's `energy` fighter (`module/engine/rulesets/energy/sim/`) from a creature's stored system and its pack
 * items: the first equipped weapon (or the first weapon) it fights with, the gear its defenses read, its worn armor.
 */
interface ItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/** Pack items of one `energy-<kind>` type as the adapter's named gear sources. */
function named<T>(items: readonly ItemLike[], type: string): Named<T>[] {
  return items
    .filter((i) => i.type === `energy-${type}`)
    .map((i) => ({ id: i._id ?? i.name, name: i.name, data: i.system as unknown as T }));
}

export function gearOf(items: readonly ItemLike[]): EnergyGearSources {
  return {
    ...NO_GEAR,
    weapons: named<EnergyWeaponSource>(items, "weapon"),
    armor: named<EnergyArmorSource>(items, "armor"),
    shields: named<EnergyShieldSource>(items, "shield"),
  };
}

/**
 * A fighter from a creature's stored system and its items, built as the Foundry room builds it from an actor
 * (`energyFighter`); a creature without a weapon, or with a bow it cannot draw, fails.
 */
export function energyFighterFrom(
  id: string,
  name: string,
  system: EnergyCreatureSource,
  items: readonly ItemLike[],
): EnergyFighterSpec {
  const fighter = energyFighter(id, name, system, [], gearOf(items));
  if (!("refused" in fighter)) return fighter;
  throw new Error(fighter.refused === "noWeapon" ? `${name} has no weapon` : `${name}: ${fighter.message}`);
}
