import {
  NO_GEAR,
  type Named,
  type WoundsCreatureSource,
  type WoundsGearSources,
  type WoundsNpcSource,
  type WoundsWeaponSource,
} from "../../../module/foundry/rulesets/wounds/sources.ts";

/**
 * A human swordsman: Str 2, Dex 1, Speed 1, Vit 1, Prc 1, Rsn 0, Lor 0, Prs 1; Melee 2 with Swords 1, Athletics 1,
 * Reflex 1, Resistance 1 with Fortitude 1; race stamina 10, race mana 2.
 */
export const swordsman: WoundsCreatureSource = {
  attributes: { strength: 2, dexterity: 1, speed: 1, vitality: 1, perception: 1, reason: 0, lore: 0, persona: 1 },
  size: 0,
  skills: [
    { skill: "Melee", specialization: "", rank: 2 },
    { skill: "Melee", specialization: "Swords", rank: 1 },
    { skill: "Athletics", specialization: "", rank: 1 },
    { skill: "Reflex", specialization: "", rank: 1 },
    { skill: "Resistance", specialization: "", rank: 1 },
    { skill: "Resistance", specialization: "Fortitude", rank: 1 },
  ],
  raceStamina: 10,
  raceMana: 2,
  toughnessBonus: 0,
  wounds: { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 },
  stamina: { value: 11, max: 11 },
  mana: { value: 2, max: 2 },
  fatigue: 0,
  exhausted: false,
  invested: [],
  recoveryBonus: 0,
  longRestsToday: 0,
  afflictions: { bleeding: null, burning: null },
  conditionTns: { hobbled: null, poisoned: null },
  state: { dying: false, unconscious: false, dead: false },
};

export const goblin: WoundsNpcSource = {
  ...swordsman,
  attributes: { ...swordsman.attributes, vitality: -1, persona: -1 },
  size: -2,
  tier: "minion",
  special: false,
};

const weaponData = {
  kind: "melee",
  group: "Swords",
  accuracy: 1,
  damage: 3,
  reach: 1,
  range: 0,
  block: 1,
  aquatic: false,
  damageType: "untyped",
  penetrating: false,
  bypassesArmor: false,
  properties: new Set(["slicing"]),
  equipped: true,
} as const;

export const longsword: Named<WoundsWeaponSource> = { id: "sword", name: "Longsword", data: weaponData };

/** A longsword (block 1), a round shield (block 2) and a mail shirt (Toughness 3), all equipped. */
export const kit: WoundsGearSources = {
  weapons: [longsword],
  shields: [{ id: "shield", name: "Round Shield", data: { block: 2, equipped: true } }],
  armor: [{ id: "mail", name: "Mail Shirt", data: { toughness: 3, equipped: true } }],
};

export { NO_GEAR };
