import type { MomentumCreatureSource } from "../../../module/foundry/rulesets/momentum/sources.ts";
import type { SkillId } from "../../../module/engine/rulesets/momentum/tables/skills.ts";
import type { StatId } from "../../../module/engine/rulesets/momentum/tables/stats.ts";

/**
 * The reference party every `momentum` monster group is measured against: four Medium adventurers of the seed's
 * examples (a knight of the War Archetype, an archer, a mage and a priest), Stats 9–15 (Stat Bonus = Stat − 10),
 * Skill Levels 1–3 where their trade needs them, Basic Movement 3 m, full Vitality and WP, no Narrative Momentum,
 * each carrying ordinary gear and Abilities from the `momentum-gear` pack by name.
 */
export interface MomentumPartyMember {
  readonly name: string;
  readonly system: MomentumCreatureSource;
  /** Names of items in the `momentum-gear` pack (weapons, armor, shields, Abilities). */
  readonly gear: readonly string[];
}

const NO_SKILLS: Record<SkillId, number> = {
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

type Stats = Readonly<Record<StatId, number>>;

function member(
  name: string,
  stats: Stats,
  archetype: MomentumCreatureSource["archetype"],
  skills: Partial<Record<SkillId, number>>,
  pools: { vitality: number; wp: number },
  gear: readonly string[],
): MomentumPartyMember {
  const track = (max: number) => ({ value: max, max });
  return {
    name,
    gear,
    system: {
      kind: "creature",
      stats,
      skills: { ...NO_SKILLS, ...skills },
      archetype,
      size: "medium",
      biological: true,
      vitality: track(pools.vitality),
      temporaryVitality: 0,
      wp: track(pools.wp),
      narrativeMomentum: 0,
      basicMovement: 3,
      naturalArmor: 0,
      affinities: { resistant: [], immune: [], vulnerable: [] },
      dead: false,
    },
  };
}

export const MOMENTUM_REFERENCE_PARTY: readonly MomentumPartyMember[] = [
  member(
    "Knight",
    { strength: 15, dexterity: 12, constitution: 14, intelligence: 10, charisma: 10, instinct: 12, will: 11 },
    { primary: "strength", secondary: "dexterity", evasion: "strength" },
    { athletics: 2, rawForce: 2, endurance: 1 },
    { vitality: 24, wp: 4 },
    ["Longsword", "Scale Mail", "Heater Shield"],
  ),
  member(
    "Archer",
    { strength: 11, dexterity: 15, constitution: 12, intelligence: 10, charisma: 10, instinct: 14, will: 10 },
    { primary: "dexterity", secondary: "instinct", evasion: "dexterity" },
    { nimbleness: 2, perception: 2, grace: 1 },
    { vitality: 18, wp: 4 },
    ["Longbow", "Studded Leather"],
  ),
  member(
    "Mage",
    { strength: 9, dexterity: 12, constitution: 11, intelligence: 15, charisma: 12, instinct: 12, will: 14 },
    { primary: "intelligence", secondary: "will", evasion: "dexterity" },
    { analysis: 2, psychology: 2, perseverance: 1 },
    { vitality: 16, wp: 12 },
    ["Quarterstaff", "Padded Jack", "Fire Bolt", "Frost Ray"],
  ),
  member(
    "Priest",
    { strength: 12, dexterity: 11, constitution: 13, intelligence: 11, charisma: 13, instinct: 11, will: 15 },
    { primary: "will", secondary: "charisma", evasion: "strength" },
    { perseverance: 2, presence: 1, firstAid: 2 },
    { vitality: 20, wp: 10 },
    ["Mace", "Breastplate", "Round Shield", "Holy Light"],
  ),
];
