import { whyCannotDraw } from "../../../module/engine/rulesets/energy/attack/draw-weight.ts";
import { armStrength } from "../../../module/engine/rulesets/energy/creature.ts";
import type { EnergyFighterSpec } from "../../../module/engine/rulesets/energy/sim/fighter.ts";
import { defenseGear, wornArmor } from "../../../module/foundry/rulesets/energy/derive.ts";
import {
  NO_GEAR,
  toEnergyActor,
  toEnergyArmor,
  toEnergyWeapon,
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

/** A fighter from a creature's stored system and its items; refuses a bow its wielder cannot draw. */
export function energyFighterFrom(
  id: string,
  name: string,
  system: EnergyCreatureSource,
  items: readonly ItemLike[],
): EnergyFighterSpec {
  const gear = gearOf(items);
  const weapon = gear.weapons.find((w) => w.data.equipped) ?? gear.weapons[0];
  if (!weapon) throw new Error(`${name} has no weapon`);
  const actor = toEnergyActor(system, []);
  const cannot = whyCannotDraw(toEnergyWeapon(weapon), armStrength(actor.creature), system.martial.level);
  if (cannot) throw new Error(`${name}: ${cannot.message}`);
  const worn = wornArmor(gear);
  return {
    id,
    name,
    actor,
    weapon: toEnergyWeapon(weapon),
    damageType: weapon.data.damageType,
    defense: defenseGear(gear, system.martial.level),
    ...(worn ? { armor: toEnergyArmor(worn) } : {}),
  };
}
