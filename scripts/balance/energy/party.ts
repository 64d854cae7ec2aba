import type { EnergyAbility } from "../../../module/engine/rulesets/energy/creature.ts";
import { auraStrength } from "../../../module/engine/rulesets/energy/defense/derived.ts";
import { suggestedModifier } from "../../../module/engine/rulesets/energy/creature.ts";
import { toEnergyCreature, type EnergyCreatureSource } from "../../../module/foundry/rulesets/energy/sources.ts";

/**
 * The reference party every `energy` monster group is measured against: four second-level Medium adventurers
 * (Inherent Evasion 8, Fortitude and Will 10, Speed 6) with Martial Proficiency 1–2, each carrying ordinary gear
 * from the `energy-gear` pack by name, all within their Martial Proficiency. Modifiers are the sheet's suggestion
 * from the scores; Stamina is the Constitution Score ("Maximum Stamina = Constitution Score") and Aura the
 * engine's Aura Strength, both full.
 */
export interface EnergyPartyMember {
  readonly name: string;
  readonly system: EnergyCreatureSource;
  /** Names of items in the `energy-gear` pack: the first weapon is the one they fight with. */
  readonly gear: readonly string[];
}

type Scores = Readonly<Record<EnergyAbility, number>>;

function member(
  name: string,
  scores: Scores,
  martial: { armStrength: number; legStrength: number; initiative: number },
  armStrengthBase: number,
  gear: readonly string[],
): EnergyPartyMember {
  const abilities = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { score, modifier: suggestedModifier(score) }]),
  ) as EnergyCreatureSource["abilities"];
  const level = martial.armStrength + martial.legStrength + martial.initiative;
  const system: EnergyCreatureSource = {
    level: 2,
    abilities,
    size: "medium",
    speed: 6,
    inherent: { evasion: 8, fortitude: 10, will: 10 },
    martial: { level, ...martial },
    armStrengthBase,
    legStrengthBase: 0,
    initiativeSkill: 0,
    jumpDistance: null,
    extraAgility: 0,
    extraStaminaAsEnergy: 0,
    stamina: { value: scores.constitution, max: scores.constitution },
    aura: { value: 0, max: 0 },
    recoverySurges: 5,
    weaknesses: [],
    resistances: [],
    state: { bleedingOut: false, lastDeathSaveRound: null, unconscious: null, dead: false },
  };
  const aura = auraStrength(toEnergyCreature(system));
  return { name, gear, system: { ...system, aura: { value: aura, max: aura } } };
}

export const ENERGY_REFERENCE_PARTY: readonly EnergyPartyMember[] = [
  member(
    "Vanguard",
    { strength: 14, dexterity: 12, constitution: 14, intelligence: 10, wisdom: 10, charisma: 10 },
    { armStrength: 1, legStrength: 0, initiative: 1 },
    2,
    ["Broadsword", "Boiled Leather Jerkin", "Round Shield"],
  ),
  member(
    "Duelist",
    { strength: 12, dexterity: 14, constitution: 12, intelligence: 10, wisdom: 12, charisma: 12 },
    { armStrength: 0, legStrength: 1, initiative: 1 },
    1,
    ["Side Sword", "Padded Gambeson", "Iron Buckler"],
  ),
  // Arm Strength 6 + 2 = 8 draws the Horn Recurve's 30 kg (the Draw Weight table's 8-11 row).
  member(
    "Archer",
    { strength: 12, dexterity: 16, constitution: 12, intelligence: 10, wisdom: 12, charisma: 10 },
    { armStrength: 2, legStrength: 0, initiative: 0 },
    6,
    ["Horn Recurve", "Padded Gambeson"],
  ),
  member(
    "Warden",
    { strength: 12, dexterity: 10, constitution: 14, intelligence: 10, wisdom: 14, charisma: 12 },
    { armStrength: 1, legStrength: 0, initiative: 0 },
    1,
    ["Boar Spear", "Padded Gambeson", "Round Shield"],
  ),
];
