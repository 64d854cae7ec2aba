import { BonusArmorModel } from "./data/item-models.ts";
import type { BonusArmorSource } from "./derive.ts";

/** The armor among an actor's items, as the derivation reads it. */
export function armorSourcesOf(items: Iterable<Item.Implementation>): BonusArmorSource[] {
  return [...items].flatMap((item) => {
    const a = item.system;
    if (!(a instanceof BonusArmorModel)) return [];
    const { rank, guardBonus, quality, durability, equipped, protects } = a;
    return [{ id: item.id ?? "", name: item.name, rank, guardBonus, quality, durability, equipped, protects }];
  });
}
