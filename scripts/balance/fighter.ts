import type { BonusFighterSpec, BonusSimWeapon } from "../../module/engine/rulesets/bonus/sim/fighter.ts";
import {
  armorPieces,
  guardBonuses,
  toBonusActor,
  type BonusArmorSource,
  type BonusCreatureSource,
} from "../../module/foundry/rulesets/bonus/derive.ts";

/** The stored `system` of a `bonus-weapon` item, as far as a skirmish needs it. */
export interface WeaponSystem extends BonusSimWeapon {
  readonly equipped: boolean;
}

interface ItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

function armorSource(item: ItemLike): BonusArmorSource {
  const s = item.system as unknown as Omit<BonusArmorSource, "id" | "name">;
  const { rank, guardBonus, quality, durability, equipped } = s;
  return { id: item._id ?? item.name, name: item.name, rank, guardBonus, quality, durability, equipped };
}

/**
 * The engine's fighter from a creature's stored system and its items (embedded in a pack actor, or picked from the
 * gear pack): its first equipped weapon (or its first weapon), its armor and Guard bonuses.
 */
export function fighterFrom(
  id: string,
  name: string,
  system: BonusCreatureSource,
  items: readonly ItemLike[],
): BonusFighterSpec {
  const armor = items.filter((i) => i.type === "bonus-armor").map(armorSource);
  const weapons = items.filter((i) => i.type === "bonus-weapon");
  const main = weapons.find((w) => (w.system as unknown as WeaponSystem).equipped) ?? weapons[0];
  if (!main) throw new Error(`${name} has no weapon`);
  return {
    id,
    name,
    actor: toBonusActor(system, []),
    armor: armorPieces(armor),
    guard: guardBonuses(system, armor),
    weapon: { name: main.name, system: main.system as unknown as WeaponSystem },
  };
}
