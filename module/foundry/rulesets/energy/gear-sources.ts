import { EnergyAbilityModel, EnergyArmorModel, EnergyShieldModel, EnergyWeaponModel } from "./data/item-models.ts";
import { addedModifiersOf, type EnergyGearSources } from "./sources.ts";

/**
 * An actor's weapons, armor and shields, as the derivation and the attack flow read them, and the Ability Modifiers
 * its abilities add to MASAB and MASDB ("Some Themes, Feats, or other effects may add another Ability Modifier").
 */
export function gearSourcesOf(items: Iterable<Item.Implementation>): EnergyGearSources {
  const gear = { weapons: [], armor: [], shields: [] } as {
    weapons: EnergyGearSources["weapons"][number][];
    armor: EnergyGearSources["armor"][number][];
    shields: EnergyGearSources["shields"][number][];
  };
  const abilities: EnergyAbilityModel[] = [];
  for (const item of items) {
    const named = { id: item.id ?? "", name: item.name };
    const data = item.system;
    if (data instanceof EnergyWeaponModel) gear.weapons.push({ ...named, data });
    else if (data instanceof EnergyArmorModel) gear.armor.push({ ...named, data });
    else if (data instanceof EnergyShieldModel) gear.shields.push({ ...named, data });
    else if (data instanceof EnergyAbilityModel) abilities.push(data);
  }
  return { ...gear, added: addedModifiersOf(abilities) };
}
