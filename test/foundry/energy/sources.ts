import {
  NO_ADDED_MODIFIERS,
  type EnergyCreatureSource,
  type EnergyGearSources,
} from "../../../module/foundry/rulesets/energy/sources.ts";

const ability = (score: number, modifier: number) => ({ score, modifier });

/** A level 3 human fighter: Str +3, Dex +2, Con 14 (+2), Wis +1, Cha −1, MPL 2. */
export const fighter: EnergyCreatureSource = {
  level: 3,
  abilities: {
    strength: ability(16, 3),
    dexterity: ability(14, 2),
    constitution: ability(14, 2),
    intelligence: ability(10, 0),
    wisdom: ability(12, 1),
    charisma: ability(8, -1),
  },
  size: "medium",
  speed: 6,
  inherent: { evasion: 8, fortitude: 10, will: 10 },
  martial: { level: 2, armStrength: 1, legStrength: 1, initiative: 0 },
  armStrengthBase: 0,
  legStrengthBase: 0,
  initiativeSkill: 0,
  jumpDistance: null,
  extraAgility: 0,
  extraStaminaAsEnergy: 0,
  stamina: { value: 14, max: 14 },
  aura: { value: 25, max: 25 },
  recoverySurges: 6,
  weaknesses: [],
  resistances: [],
  state: { bleedingOut: false, lastDeathSaveRound: null, unconscious: null, dead: false },
};

export const longsword = {
  id: "sword",
  name: "Longsword",
  data: {
    kind: "melee",
    damage: { count: 1, faces: 8, bonus: 0 },
    damageType: "",
    attackBonus: 1,
    accuracy: 0,
    precision: 0,
    reach: 1,
    weight: "other",
    blunt: false,
    range: { advantage: 0, disadvantage: 0, maximum: 0 },
    rangedKind: "bow",
    drawWeightKg: 0,
    loadEnergy: null,
    evasionBonus: 1,
    mpr: 2,
    equipped: true,
  },
} as const;

export const kit: EnergyGearSources = {
  weapons: [longsword],
  armor: [
    {
      id: "mail",
      name: "Mail",
      data: { rating: 3, coverage: 12, rangedCoverage: 10, evasionPenalty: 2, mpr: 0, equipped: true },
    },
  ],
  shields: [{ id: "buckler", name: "Buckler", data: { evasionBonus: 1, mpr: 0, equipped: true } }],
  added: NO_ADDED_MODIFIERS,
};
