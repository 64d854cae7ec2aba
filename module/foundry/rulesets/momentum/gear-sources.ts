import {
  MomentumAbilityModel,
  MomentumArmorModel,
  MomentumShieldModel,
  MomentumWeaponModel,
} from "./data/item-models.ts";
import type { MomentumGearSources } from "./sources.ts";

/** An actor's weapons, armor, shields and abilities, as the derivation and the attack flow read them. */
export function gearSourcesOf(items: Iterable<Item.Implementation>): MomentumGearSources {
  const gear = { weapons: [], armor: [], shields: [], abilities: [] } as {
    weapons: MomentumGearSources["weapons"][number][];
    armor: MomentumGearSources["armor"][number][];
    shields: MomentumGearSources["shields"][number][];
    abilities: MomentumGearSources["abilities"][number][];
  };
  for (const item of items) {
    const named = { id: item.id ?? "", name: item.name };
    const data = item.system;
    if (data instanceof MomentumWeaponModel) gear.weapons.push({ ...named, data });
    else if (data instanceof MomentumArmorModel) gear.armor.push({ ...named, data });
    else if (data instanceof MomentumShieldModel) gear.shields.push({ ...named, data });
    else if (data instanceof MomentumAbilityModel) gear.abilities.push({ ...named, data });
  }
  return gear;
}
