import { BonusCharacterModel, BonusNpcModel } from "./data/actor-models.ts";
import { BonusAbilityModel, BonusArmorModel, BonusGearModel, BonusWeaponModel } from "./data/item-models.ts";

/** `bonus` data models by local type name; the registry namespaces them (`bonus-character` …). */
export const BONUS_MODELS = {
  Actor: { character: BonusCharacterModel, npc: BonusNpcModel },
  Item: { weapon: BonusWeaponModel, armor: BonusArmorModel, gear: BonusGearModel, ability: BonusAbilityModel },
} as const;
