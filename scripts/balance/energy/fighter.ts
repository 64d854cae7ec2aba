import { whyCannotDraw } from "../../../module/engine/rulesets/energy/attack/draw-weight.ts";
import { armStrength } from "../../../module/engine/rulesets/energy/creature.ts";
import type { EnergyActor } from "../../../module/engine/rulesets/energy/economy/actor.ts";
import { joinCombat } from "../../../module/engine/rulesets/energy/economy/boundary.ts";
import type { EnergyCombatantState } from "../../../module/engine/rulesets/energy/economy/combatant.ts";
import type { InitiativeStanding } from "../../../module/engine/rulesets/energy/economy/initiative.ts";
import {
  NO_GEAR,
  toEnergyActor,
  toEnergyWeapon,
  type EnergyArmorSource,
  type EnergyCreatureSource,
  type EnergyGearSources,
  type EnergyShieldSource,
  type EnergyWeaponSource,
  type Named,
} from "../../../module/foundry/rulesets/energy/sources.ts";

/**
 * One side of an `energy` skirmish is a list of these: the engine actor and its round-scoped combatant state, the
 * gear the defenses read, and the one weapon it fights with (its first equipped weapon). `loaded` tracks a weapon
 * that needs the Load action between shots (it comes to the fight loaded); `answered` whether it has already used this Round's Initiative to
 * answer an attack.
 */
export interface EnergyFighter {
  readonly id: string;
  readonly name: string;
  actor: EnergyActor;
  combatant: EnergyCombatantState;
  readonly gear: EnergyGearSources;
  readonly weapon: Named<EnergyWeaponSource>;
  loaded: boolean;
  /** This Round's Initiative roll (made once, at the start of each Round). */
  initiative: InitiativeStanding;
  answered: boolean;
}

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
): EnergyFighter {
  const gear = gearOf(items);
  const weapon = gear.weapons.find((w) => w.data.equipped) ?? gear.weapons[0];
  if (!weapon) throw new Error(`${name} has no weapon`);
  const actor = toEnergyActor(system, []);
  const cannot = whyCannotDraw(toEnergyWeapon(weapon), armStrength(actor.creature), system.martial.level);
  if (cannot) throw new Error(`${name}: ${cannot.message}`);
  return {
    id,
    name,
    actor,
    combatant: joinCombat(actor, id),
    gear,
    weapon,
    loaded: true,
    initiative: { kind: "declined" },
    answered: false,
  };
}

/** Out of the fight: dead, or unconscious for any cause (the engine takes no actions from them). */
export const isDown = (f: EnergyFighter): boolean =>
  f.actor.creature.dead || f.actor.creature.unconscious !== undefined;

/** What the party's focus reads: the Aura left. */
export const auraLeft = (f: EnergyFighter): number => f.actor.creature.aura;
