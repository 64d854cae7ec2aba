import { ContestAbilityModel, ContestArmorModel, ContestShieldModel, ContestWeaponModel } from "./data/item-models.ts";
import type {
  ContestAbilitySource,
  ContestArmorSource,
  ContestGearSources,
  ContestShieldSource,
  ContestWeaponSource,
  Named,
} from "./sources.ts";

/** An actor's weapons, armor and shields, as the derivation and the attack flow read them. */
export function contestGearOf(items: Iterable<Item.Implementation>): ContestGearSources {
  const weapons: Named<ContestWeaponSource>[] = [];
  const armor: Named<ContestArmorSource>[] = [];
  const shields: Named<ContestShieldSource>[] = [];
  for (const item of items) {
    const named = { id: item.id ?? "", name: item.name };
    const data = item.system;
    if (data instanceof ContestWeaponModel) weapons.push({ ...named, data });
    else if (data instanceof ContestArmorModel) armor.push({ ...named, data });
    else if (data instanceof ContestShieldModel) shields.push({ ...named, data });
  }
  return { weapons, armor, shields };
}

/** An actor's spells and features. */
export function contestAbilitiesOf(items: Iterable<Item.Implementation>): Named<ContestAbilitySource>[] {
  const abilities: Named<ContestAbilitySource>[] = [];
  for (const item of items) {
    const data = item.system;
    if (data instanceof ContestAbilityModel) abilities.push({ id: item.id ?? "", name: item.name, data });
  }
  return abilities;
}
