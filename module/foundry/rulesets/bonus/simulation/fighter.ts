/**
 * The `bonus` room's part of the encounter-odds tool: an actor as it stands now (tracks, conditions, armor, the
 * weapon it fights with) as the engine's simulation fighter (`engine/rulesets/bonus/sim/`). The balance script
 * builds its fighters from pack sources through `bonusFighter` too, so both read a creature the same way.
 */
import type { BonusFighterSpec, BonusSimWeapon } from "../../../../engine/rulesets/bonus/sim/fighter.ts";
import { armorPieces, guardBonuses, toBonusActor, type BonusArmorSource, type BonusCreatureSource } from "../derive.ts";

/** A `bonus-weapon`'s stored data, as far as choosing and simulating it reads it. */
export interface BonusWeaponSource extends BonusSimWeapon {
  readonly equipped: boolean;
}

export interface NamedBonusWeapon {
  readonly name: string;
  readonly system: BonusWeaponSource;
}

/**
 * The fighter for a creature's stored system, statuses and gear: it fights with its first equipped weapon (or its
 * first weapon); undefined without any. Only the fields the simulation reads are copied, so the fighter is plain
 * data whatever the sources are (data models in a world).
 */
export function bonusFighter(
  id: string,
  name: string,
  source: BonusCreatureSource,
  statuses: Iterable<string>,
  armor: readonly BonusArmorSource[],
  weapons: readonly NamedBonusWeapon[],
): BonusFighterSpec | undefined {
  const main = weapons.find((w) => w.system.equipped) ?? weapons[0];
  if (!main) return undefined;
  const { damageValue, quality, delivery, style, damageType, ranged } = main.system;
  return {
    id,
    name,
    actor: toBonusActor(source, statuses),
    armor: armorPieces(armor),
    guard: guardBonuses(source, armor),
    weapon: { name: main.name, system: { damageValue, quality, delivery, style, damageType, ranged } },
  };
}
