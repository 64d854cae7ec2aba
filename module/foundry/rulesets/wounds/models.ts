import { WoundsCharacterModel, WoundsNpcModel } from "./data/actor-models.ts";
import {
  WoundsAbilityModel,
  WoundsArmorModel,
  WoundsGearModel,
  WoundsShieldModel,
  WoundsWeaponModel,
} from "./data/item-models.ts";

/** `wounds` data models by local type name; the registry namespaces them (`wounds-character` …). */
export const WOUNDS_MODELS = {
  Actor: { character: WoundsCharacterModel, npc: WoundsNpcModel },
  Item: {
    weapon: WoundsWeaponModel,
    armor: WoundsArmorModel,
    shield: WoundsShieldModel,
    gear: WoundsGearModel,
    ability: WoundsAbilityModel,
  },
} as const;

/**
 * Token bars: stamina and mana are tracks (their max is the engine's current maximum); Toughness and the movement
 * rate are numbers. The wound track is slots, not one number: the sheet's grid shows it. AP is round-scoped and lives
 * on the combatant (decision 6), so the tracker shows it.
 */
const BARS = { bar: ["stamina", "mana"], value: ["derived.toughness.total", "derived.movementRate"] } as const;
export const WOUNDS_TOKEN_BARS = { character: BARS, npc: BARS } as const;
