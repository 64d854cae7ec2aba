import type { WoundLevel } from "./tables/wound-levels.ts";

/**
 * The persistent state of a `wounds` creature (it lives on the Actor, ARCHITECTURE.md decision 6). Every rule is a
 * pure function from this shape (plus a situation) to a new shape; the adapter maps actor data onto it and back.
 */

/** The attributes the seed's formulas name (Str, Dex, Vit, Prc, Rsn, Lor, Prs) plus Speed. */
export const WOUNDS_ATTRIBUTES = [
  "strength",
  "dexterity",
  "speed",
  "vitality",
  "perception",
  "reason",
  "lore",
  "persona",
] as const;
export type WoundsAttribute = (typeof WOUNDS_ATTRIBUTES)[number];

/** Abbreviations as the seed writes checks ("Dex [Melee/Weapon group]"); Speed is never abbreviated there. */
export const ATTRIBUTE_ABBREVIATION: Readonly<Record<WoundsAttribute, string>> = {
  strength: "Str",
  dexterity: "Dex",
  speed: "Spd",
  vitality: "Vit",
  perception: "Prc",
  reason: "Rsn",
  lore: "Lor",
  persona: "Prs",
};

export const ATTRIBUTE_LABEL: Readonly<Record<WoundsAttribute, string>> = {
  strength: "Strength",
  dexterity: "Dexterity",
  speed: "Speed",
  vitality: "Vitality",
  perception: "Perception",
  reason: "Reason",
  lore: "Lore",
  persona: "Persona",
};

export type CreatureKind = "character" | "npc";

/** "depending on whether they are a minion, standard, or elite NPC". */
export const NPC_TIERS = ["minion", "standard", "elite"] as const;
export type NpcTier = (typeof NPC_TIERS)[number];

/** Mana tied up in an object or effect: "your current and maximum mana decrease by the same amount". */
export interface Investment {
  readonly id: string;
  readonly label: string;
  readonly amount: number;
  /** "Usually, it is either returned as soon as the effect ends, or can be retrieved … at the end of a long rest." */
  readonly retrieve: "effectEnds" | "longRest";
}

/** Conditions that carry a wound-like level: "reduce the level of bleeding or burning by one step". */
export const LEVELLED_AFFLICTIONS = ["bleeding", "burning"] as const;
export type LevelledAffliction = (typeof LEVELLED_AFFLICTIONS)[number];

/**
 * Conditions treated against their cause's TN: "Choose one of the following effects currently affecting the target:
 * bleeding, burning, hobbled, or poisoned. Make a Lor [Healing] check … against the effect's TN" — bleeding and burning
 * have a level (above); hobbled and poisoned carry the TN of what caused them (a poison's description).
 */
export const TN_CONDITIONS = ["hobbled", "poisoned"] as const;
export type TnCondition = (typeof TN_CONDITIONS)[number];

export type WoundCounts = Readonly<Record<WoundLevel, number>>;

export const NO_WOUNDS: WoundCounts = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

export interface WoundsCreature {
  readonly kind: CreatureKind;
  /** NPC wound track size; read only for NPCs (default "standard"). */
  readonly npcTier?: NpcTier;
  /**
   * "unless the GM determines they are a special case and deserve special treatment": an NPC that follows the
   * character rules for staggered and fatal wounds (its wound track stays the simplified one).
   */
  readonly special?: boolean;
  readonly attributes: Readonly<Record<WoundsAttribute, number>>;
  /** Size on the seed's numeric scale (a typical creature is 0 in Fray's reading; mounts are "4 to 7 sizes larger"). */
  readonly size: number;
  /** Skill ranks by name ("Melee", "Athletics"); a missing skill is 0. */
  readonly skills: Readonly<Record<string, number>>;
  /** Specialization ranks keyed "Skill/Specialization" ("Melee/Swords", "Resistance/Fortitude"). */
  readonly specializations: Readonly<Record<string, number>>;
  /** "Your stamina pool begins with a value based on your race plus your Vitality": the race part. */
  readonly raceStamina: number;
  /** "Your mana pool begins with a value based on your race plus your Lore": the race part. */
  readonly raceMana: number;
  /** Filled wound slots by level. */
  readonly wounds: WoundCounts;
  readonly stamina: number;
  readonly fatigue: number;
  /** Exhausted is gained with fatigue and ended by a long rest, so it is state, not arithmetic (see vitals/). */
  readonly exhausted: boolean;
  readonly mana: number;
  readonly invested: readonly Investment[];
  /** "a cumulative +1 bonus on all future recovery checks until a check results in a healed wound". */
  readonly recoveryBonus: number;
  /** "you can only gain the benefits of a long rest twice per day". */
  readonly longRestsToday: number;
  /** Levels of bleeding and burning (absent = not affected). */
  readonly afflictions: Readonly<Partial<Record<LevelledAffliction, WoundLevel>>>;
  /** Hobbled and poisoned, each with its cause's Treat Condition TN (absent = not affected; rules page decision 156). */
  readonly conditionTns: Readonly<Partial<Record<TnCondition, number>>>;
  readonly dying: boolean;
  readonly unconscious: boolean;
  readonly dead: boolean;
}

/** Characters, and NPCs the GM treats as special cases, follow the staggered and fatal-wound rules. */
export function followsCharacterRules(c: WoundsCreature): boolean {
  return c.kind === "character" || c.special === true;
}

export function skillRank(c: WoundsCreature, skill: string): number {
  return c.skills[skill] ?? 0;
}

export function specializationRank(c: WoundsCreature, skill: string, specialization: string): number {
  return c.specializations[`${skill}/${specialization}`] ?? 0;
}
