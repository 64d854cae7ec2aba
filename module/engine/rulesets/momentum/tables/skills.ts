import type { StatId } from "./stats.ts";

/**
 * The Skills the seed names (seed 002), in the order they first appear: the five of the Initiative sentence, the
 * seven Defense Roll skills, and those the actions name (Stealth, Perception, First Aid, Street Smarts).
 *
 * Governing Stat: the seed ties seven skills to a Stat ("Strength (Raw Force)", "Dexterity (Nimbleness)" …). The
 * skill list with the others' Stats is not in the excerpt; Fray's defaults for them are marked `seed: false`
 * (docs/rules/momentum.md, decision "governing Stats"). A check may always name another Stat.
 */
export const SKILL_IDS = [
  "athletics",
  "quickFingers",
  "analysis",
  "grace",
  "improvisation",
  "rawForce",
  "nimbleness",
  "endurance",
  "psychology",
  "presence",
  "intuition",
  "perseverance",
  "stealth",
  "perception",
  "firstAid",
  "streetSmarts",
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export interface SkillRow {
  readonly id: SkillId;
  readonly label: string;
  readonly stat: StatId;
  /** The Stat is the seed's (the seven DR skills) rather than Fray's default. */
  readonly seed: boolean;
}

const row = (id: SkillId, label: string, stat: StatId, seed: boolean): SkillRow => ({ id, label, stat, seed });

export const SKILL_TABLE: Readonly<Record<SkillId, SkillRow>> = {
  athletics: row("athletics", "Athletics", "strength", false),
  quickFingers: row("quickFingers", "Quick Fingers", "dexterity", false),
  analysis: row("analysis", "Analysis", "intelligence", false),
  grace: row("grace", "Grace", "dexterity", false),
  improvisation: row("improvisation", "Improvisation", "instinct", false),
  rawForce: row("rawForce", "Raw Force", "strength", true),
  nimbleness: row("nimbleness", "Nimbleness", "dexterity", true),
  endurance: row("endurance", "Endurance", "constitution", true),
  psychology: row("psychology", "Psychology", "intelligence", true),
  presence: row("presence", "Presence", "charisma", true),
  intuition: row("intuition", "Intuition", "instinct", true),
  perseverance: row("perseverance", "Perseverance", "will", true),
  stealth: row("stealth", "Stealth", "dexterity", false),
  perception: row("perception", "Perception", "instinct", false),
  firstAid: row("firstAid", "First Aid", "intelligence", false),
  streetSmarts: row("streetSmarts", "Street Smarts", "charisma", false),
};
