import { BonusCharacterModel, BonusNpcModel } from "./data/actor-models.ts";
import { BonusAbilityModel, BonusArmorModel, BonusGearModel, BonusWeaponModel } from "./data/item-models.ts";

/** `bonus` data models by local type name; the registry namespaces them (`bonus-character` …). */
export const BONUS_MODELS = {
  Actor: { character: BonusCharacterModel, npc: BonusNpcModel },
  Item: { weapon: BonusWeaponModel, armor: BonusArmorModel, gear: BonusGearModel, ability: BonusAbilityModel },
} as const;

/** Token bars: the tracks a token can show ("bar") and plain numbers it can show ("value"). */
export const BONUS_TOKEN_BARS = {
  character: { bar: ["durability", "health", "vigor", "mana"], value: ["speed", "stamina"] },
  npc: { bar: ["durability", "health", "vigor", "mana"], value: ["speed", "stamina"] },
} as const;
