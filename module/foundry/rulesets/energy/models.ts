import { EnergyCharacterModel, EnergyNpcModel } from "./data/actor-models.ts";
import {
  EnergyAbilityModel,
  EnergyArmorModel,
  EnergyGearModel,
  EnergyShieldModel,
  EnergyWeaponModel,
} from "./data/item-models.ts";

/** `energy` data models by local type name; the registry namespaces them (`energy-character` …). */
export const ENERGY_MODELS = {
  Actor: { character: EnergyCharacterModel, npc: EnergyNpcModel },
  Item: {
    weapon: EnergyWeaponModel,
    armor: EnergyArmorModel,
    shield: EnergyShieldModel,
    gear: EnergyGearModel,
    ability: EnergyAbilityModel,
  },
} as const;

/**
 * Token bars: Aura and Stamina are tracks; Energy per Round and Maximum Agility are numbers (the Round's pools live
 * on the combatant, decision 6, so a token shows what they reset to).
 */
const BARS = { bar: ["aura", "stamina"], value: ["derived.energyPerRound", "derived.maxAgility"] } as const;
export const ENERGY_TOKEN_BARS = { character: BARS, npc: BARS } as const;
