import type {
  MomentumCreatureSource,
  MomentumGearSources,
  MomentumWeaponSource,
  Named,
} from "../../../module/foundry/rulesets/momentum/sources.ts";

const NO_SKILLS = {
  athletics: 0,
  quickFingers: 0,
  analysis: 0,
  grace: 0,
  improvisation: 0,
  rawForce: 0,
  nimbleness: 0,
  endurance: 0,
  psychology: 0,
  presence: 0,
  intuition: 0,
  perseverance: 0,
  stealth: 0,
  perception: 0,
  firstAid: 0,
  streetSmarts: 0,
};

/**
 * The seed's War Archetype example: "a Dexterity of 13 and a Strength of 14 … The Evasion Stat of the War Archetype is
 * Strength", with "a Constitution of 10 and an Endurance Skill Level of 3" and Instinct 12.
 */
export const warrior: MomentumCreatureSource = {
  kind: "creature",
  stats: { strength: 14, dexterity: 13, constitution: 10, intelligence: 10, charisma: 9, instinct: 12, will: 11 },
  skills: { ...NO_SKILLS, endurance: 3, athletics: 2, grace: 1, perseverance: 1 },
  archetype: { primary: "strength", secondary: "dexterity", evasion: "strength" },
  size: "medium",
  biological: true,
  vitality: { value: 20, max: 20 },
  temporaryVitality: 0,
  wp: { value: 5, max: 5 },
  narrativeMomentum: 3,
  basicMovement: 3,
  naturalArmor: 0,
  affinities: { resistant: [], immune: [], vulnerable: [] },
  dead: false,
};

/** "let us assume that you are wielding an ax … The Primary Stat of an ax is Strength, and the Secondary Stat is
 * Dexterity." */
export const ax: Named<MomentumWeaponSource> = {
  id: "ax",
  name: "Ax",
  data: {
    primary: "strength",
    secondary: "dexterity",
    hitBonus: 0,
    reach: "melee",
    range: 1,
    damage: [{ type: "physical", count: 1, faces: 8, flat: 0 }],
    ignoreArmor: 0,
    equipped: true,
  },
};

/** Medium armor: "if you have a base Evasion of 17 but are wearing medium armor, then your base Evasion would be
 * only 14". */
export const kit: MomentumGearSources = {
  weapons: [ax],
  armor: [{ id: "mail", name: "Medium armor", data: { armor: 2, evasionCap: 14, equipped: true } }],
  shields: [{ id: "buckler", name: "Buckler", data: { evasion: 1, armor: 1, equipped: true } }],
  abilities: [],
};
