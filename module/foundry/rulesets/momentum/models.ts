import { MomentumCharacterModel, MomentumNpcModel } from "./data/actor-models.ts";
import {
  MomentumAbilityModel,
  MomentumArmorModel,
  MomentumGearModel,
  MomentumShieldModel,
  MomentumWeaponModel,
} from "./data/item-models.ts";

/** `momentum` data models by local type name; the registry namespaces them (`momentum-character` …). */
export const MOMENTUM_MODELS = {
  Actor: { character: MomentumCharacterModel, npc: MomentumNpcModel },
  Item: {
    weapon: MomentumWeaponModel,
    armor: MomentumArmorModel,
    shield: MomentumShieldModel,
    gear: MomentumGearModel,
    ability: MomentumAbilityModel,
  },
} as const;

/**
 * Token bars: Vitality and WP are tracks; Temporary Vitality, Narrative Momentum, Evasion and Initiative are numbers
 * (AP and RP live on the combatant, decision 6).
 */
const BARS = {
  bar: ["vitality", "wp"],
  value: ["temporaryVitality", "narrativeMomentum", "derived.evasion.total", "derived.initiative"],
} as const;
export const MOMENTUM_TOKEN_BARS = { character: BARS, npc: BARS } as const;
