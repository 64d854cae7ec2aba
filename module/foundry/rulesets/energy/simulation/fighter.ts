/**
 * The `energy` room's part of the encounter-odds tool: an actor as it stands now (pools, conditions, gear) as the
 * engine's simulation fighter (`engine/rulesets/energy/sim/`). The balance script builds its fighters from pack
 * sources through `energyFighter` too, so both read a creature the same way.
 */
import { whyCannotDraw } from "../../../../engine/rulesets/energy/attack/draw-weight.ts";
import { armStrength } from "../../../../engine/rulesets/energy/creature.ts";
import type { EnergyFighterSpec } from "../../../../engine/rulesets/energy/sim/fighter.ts";
import { defenseGear, wornArmor } from "../derive.ts";
import {
  toEnergyActor,
  toEnergyArmor,
  toEnergyWeapon,
  type EnergyCreatureSource,
  type EnergyGearSources,
} from "../sources.ts";

/** Why a creature cannot be simulated: it has no weapon, or cannot draw the bow it would fight with. */
export type EnergyFighterRefusal =
  { readonly refused: "noWeapon" } | { readonly refused: "cannotDraw"; readonly message: string };

/**
 * The fighter for a creature's stored system, statuses and gear: it fights with its first equipped weapon (or its
 * first weapon). The engine's conversions copy field by field, so the fighter is plain data.
 */
export function energyFighter(
  id: string,
  name: string,
  source: EnergyCreatureSource,
  statuses: Iterable<string>,
  gear: EnergyGearSources,
): EnergyFighterSpec | EnergyFighterRefusal {
  const main = gear.weapons.find((w) => w.data.equipped) ?? gear.weapons[0];
  if (!main) return { refused: "noWeapon" };
  const actor = toEnergyActor(source, statuses, []);
  const weapon = toEnergyWeapon(main);
  const cannot = whyCannotDraw(weapon, armStrength(actor.creature), source.martial.level);
  if (cannot) return { refused: "cannotDraw", message: cannot.message };
  const worn = wornArmor(gear);
  return {
    id,
    name,
    actor,
    weapon,
    damageType: main.data.damageType,
    defense: defenseGear(gear, source.martial.level),
    ...(worn ? { armor: toEnergyArmor(worn) } : {}),
  };
}
