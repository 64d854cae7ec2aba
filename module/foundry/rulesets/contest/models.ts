import { ContestCharacterModel, ContestNpcModel } from "./data/actor-models.ts";
import {
  ContestAbilityModel,
  ContestArmorModel,
  ContestGearModel,
  ContestShieldModel,
  ContestWeaponModel,
} from "./data/item-models.ts";

/** `contest` data models by local type name; the registry namespaces them (`contest-character` …). */
export const CONTEST_MODELS = {
  Actor: { character: ContestCharacterModel, npc: ContestNpcModel },
  Item: {
    weapon: ContestWeaponModel,
    armor: ContestArmorModel,
    shield: ContestShieldModel,
    gear: ContestGearModel,
    ability: ContestAbilityModel,
  },
} as const;

/**
 * Token bars: the Health Pool is the one track; Armor Rating in use and Block Rating are numbers (AP live on the
 * combatant, decision 6).
 */
const BARS = { bar: ["health"], value: ["derived.armorRating", "derived.blockRating"] } as const;
export const CONTEST_TOKEN_BARS = { character: BARS, npc: BARS } as const;
