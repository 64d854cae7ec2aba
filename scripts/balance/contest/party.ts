import type {
  ContestCreatureSource,
  RankedSkill,
  SkillSource,
} from "../../../module/foundry/rulesets/contest/sources.ts";
import type { ContestAttribute } from "../../../module/engine/rulesets/contest/tables/skills.ts";

/**
 * The reference party every `contest` monster group is measured against: four medium adventurers of the seed's
 * example Fighting Styles (a Classical Knight, a Nordling Hunter with a longbow, a Baldrian mage and a Sahani Rider),
 * attributes 0–3 (an average character is 0), their style at rank 3 (the mage's Sorcery at 3), Dodge 1–2, Health
 * 18–24, Initiative 1–2, each carrying ordinary gear and spells from the `contest-gear` pack by name.
 */
export interface ContestPartyMember {
  readonly name: string;
  readonly system: ContestCreatureSource;
  /** Names of items in the `contest-gear` pack (weapons, armor, shields, spells). */
  readonly gear: readonly string[];
}

const skill = (rank: number, attribute: ContestAttribute): SkillSource => ({ rank, attribute });

const BASE_SKILLS: Readonly<Record<RankedSkill, SkillSource>> = {
  sorcery: skill(0, "perception"),
  dodge: skill(0, "agility"),
  focus: skill(0, "perception"),
  athletics: skill(0, "strength"),
  acrobatics: skill(0, "agility"),
  sleightOfHand: skill(0, "agility"),
  deception: skill(0, "perception"),
  stealth: skill(0, "agility"),
  observation: skill(0, "perception"),
};

interface Build {
  readonly attributes: Readonly<Record<ContestAttribute, number>>;
  readonly initiative: number;
  readonly ranks: Partial<Record<RankedSkill, number>>;
  readonly style: { readonly name: string; readonly rank: number; readonly gear: readonly string[] };
  readonly health: number;
}

function member(name: string, build: Build, gear: readonly string[]): ContestPartyMember {
  const skills = Object.fromEntries(
    Object.entries(BASE_SKILLS).map(([id, s]) => [id, { ...s, rank: build.ranks[id as RankedSkill] ?? 0 }]),
  ) as Record<RankedSkill, SkillSource>;
  return {
    name,
    gear,
    system: {
      attributes: build.attributes,
      initiative: build.initiative,
      skills,
      styles: [build.style],
      xp: 0,
      health: { value: build.health, max: build.health },
      speed: 6,
      size: "medium",
      resistances: [],
      vulnerabilities: [],
      armorChoice: "",
    },
  };
}

export const CONTEST_REFERENCE_PARTY: readonly ContestPartyMember[] = [
  member(
    "Knight",
    {
      attributes: { strength: 2, agility: 1, perception: 1 },
      initiative: 1,
      ranks: { dodge: 1, focus: 1, athletics: 2 },
      style: { name: "Classical Knight", rank: 2, gear: ["full armor", "shield", "longsword", "lance", "flail"] },
      health: 18,
    },
    ["Longsword", "Leather Armor", "Heater Shield"],
  ),
  member(
    "Hunter",
    {
      attributes: { strength: 1, agility: 2, perception: 1 },
      initiative: 2,
      ranks: { dodge: 2, stealth: 2, observation: 2 },
      style: { name: "Nordling Hunter", rank: 2, gear: ["partial armor", "hatchet", "spear", "longbow", "net"] },
      health: 14,
    },
    ["Longbow", "Hide Vest"],
  ),
  member(
    "Mage",
    {
      attributes: { strength: 0, agility: 1, perception: 2 },
      initiative: 2,
      ranks: { sorcery: 2, dodge: 2, focus: 2 },
      style: { name: "Baldrian Noble", rank: 1, gear: ["rapier", "dagger", "whip", "arbolest", "hand crossbow"] },
      health: 12,
    },
    ["Dagger", "Fire Bolt", "Winter Storm"],
  ),
  member(
    "Rider",
    {
      attributes: { strength: 2, agility: 2, perception: 1 },
      initiative: 1,
      ranks: { dodge: 1, athletics: 1, acrobatics: 1 },
      style: { name: "Sahani Rider", rank: 2, gear: ["partial armor", "shield", "glaive", "shortsword", "spear"] },
      health: 16,
    },
    ["Shortsword", "Round Shield", "Leather Jerkin"],
  ),
];
