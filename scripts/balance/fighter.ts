import type { BonusFighterSpec } from "../../module/engine/rulesets/bonus/sim/fighter.ts";
import type { BonusArmorSource, BonusCreatureSource } from "../../module/foundry/rulesets/bonus/derive.ts";
import { bonusFighter, type BonusWeaponSource } from "../../module/foundry/rulesets/bonus/simulation/fighter.ts";

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
 * gear pack), built as the Foundry room builds it from an actor (`bonusFighter`); a creature without a weapon fails.
 */
export function fighterFrom(
  id: string,
  name: string,
  system: BonusCreatureSource,
  items: readonly ItemLike[],
): BonusFighterSpec {
  const armor = items.filter((i) => i.type === "bonus-armor").map(armorSource);
  const weapons = items
    .filter((i) => i.type === "bonus-weapon")
    .map((w) => ({ name: w.name, system: w.system as unknown as BonusWeaponSource }));
  const fighter = bonusFighter(id, name, system, [], armor, weapons);
  if (!fighter) throw new Error(`${name} has no weapon`);
  return fighter;
}
