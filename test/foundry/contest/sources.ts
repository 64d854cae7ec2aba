import type {
  ContestArmorSource,
  ContestCreatureSource,
  ContestGearSources,
  ContestShieldSource,
  ContestWeaponSource,
  Named,
  SkillSource,
} from "../../../module/foundry/rulesets/contest/sources.ts";
import type { Combatant } from "../../../module/foundry/rulesets/contest/combat-roll.ts";
import { NO_GEAR } from "../../../module/foundry/rulesets/contest/sources.ts";

const skill = (rank: number, attribute: SkillSource["attribute"]): SkillSource => ({ rank, attribute });

/** A Classical Knight: Strength 2, Agility 1, PER 1, Initiative 2, Dodge 1, the knight's style at rank 2. */
export const knight: ContestCreatureSource = {
  attributes: { strength: 2, agility: 1, perception: 1 },
  initiative: 2,
  skills: {
    sorcery: skill(0, "perception"),
    dodge: skill(1, "agility"),
    focus: skill(0, "perception"),
    athletics: skill(2, "strength"),
    acrobatics: skill(0, "agility"),
    sleightOfHand: skill(0, "agility"),
    deception: skill(0, "perception"),
    stealth: skill(0, "agility"),
    observation: skill(1, "perception"),
  },
  styles: [
    { name: "Classical Knight", rank: 2, gear: ["full armor", "shield", "longsword", "lance", "flail"] },
    { name: "Forest Bandit", rank: 3, gear: ["partial armor", "dagger", "shortbow", "unarmed fighting", "club"] },
  ],
  xp: 30,
  health: { value: 20, max: 20 },
  speed: 6,
  size: "medium",
  resistances: [],
  vulnerabilities: [],
  armorChoice: "",
};

export const longsword: Named<ContestWeaponSource> = {
  id: "sword",
  name: "Longsword",
  data: {
    delivery: "melee",
    gearType: "",
    damage: { count: 1, faces: 8, bonus: 0 },
    damageType: "slashing",
    reach: 1,
    range: 0,
    hands: 1,
    heavy: false,
    ap: 1,
    equipped: true,
  },
};

export const ironPlate: Named<ContestArmorSource> = {
  id: "plate",
  name: "Iron Plate",
  data: { level: "full", material: "Iron", fullRating: 5, fullMagicalRating: 0, equipped: true },
};

export const boneShield: Named<ContestShieldSource> = {
  id: "bone",
  name: "Bone Shield",
  data: { blockRating: 6, gearType: "", equipped: true },
};

export const kit: ContestGearSources = { weapons: [longsword], armor: [ironPlate], shields: [boneShield] };

/** The knight in all his kit, no status on him. */
export const armed: Combatant = { source: knight, gear: kit, statuses: [] };
/** The knight with his longsword alone. */
export const swordOnly: Combatant = { source: knight, gear: { ...NO_GEAR, weapons: [longsword] }, statuses: [] };
