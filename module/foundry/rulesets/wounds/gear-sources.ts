import { WoundsArmorModel, WoundsShieldModel, WoundsWeaponModel } from "./data/item-models.ts";
import type { WoundsGearSources } from "./sources.ts";

/** An actor's weapons, armor and shields, as the derivation and the attack flow read them. */
export function gearSourcesOf(items: Iterable<Item.Implementation>): WoundsGearSources {
  const weapons: WoundsGearSources["weapons"][number][] = [];
  const armor: WoundsGearSources["armor"][number][] = [];
  const shields: WoundsGearSources["shields"][number][] = [];
  for (const item of items) {
    const named = { id: item.id ?? "", name: item.name };
    const data = item.system;
    if (data instanceof WoundsWeaponModel) weapons.push({ ...named, data });
    else if (data instanceof WoundsArmorModel) armor.push({ ...named, data });
    else if (data instanceof WoundsShieldModel) shields.push({ ...named, data });
  }
  return { weapons, armor, shields };
}
