/**
 * The skills and attributes the excerpt names. A test is a skill with a governing attribute ("a Fighting Style test
 * using Strength"); where the seed names the attribute it is a rule (attacks, Block, Parry), elsewhere the caller
 * brings the character's governing attribute for that skill (the excerpt does not list them).
 */
export const CONTEST_SKILLS = [
  "fightingStyle",
  "sorcery",
  "dodge",
  "focus",
  "athletics",
  "acrobatics",
  "sleightOfHand",
  "deception",
  "stealth",
  "observation",
] as const;
export type ContestSkill = (typeof CONTEST_SKILLS)[number];

export const SKILL_LABELS: Readonly<Record<ContestSkill, string>> = {
  fightingStyle: "Fighting Style",
  sorcery: "Sorcery",
  dodge: "Dodge",
  focus: "Focus",
  athletics: "Athletics",
  acrobatics: "Acrobatics",
  sleightOfHand: "Sleight of Hand",
  deception: "Deception",
  stealth: "Stealth",
  observation: "Observation",
};

/** Attributes the excerpt names: Strength, Agility and PER (Perception, the NPCs' initiative attribute). */
export const CONTEST_ATTRIBUTES = ["strength", "agility", "perception"] as const;
export type ContestAttribute = (typeof CONTEST_ATTRIBUTES)[number];

export const ATTRIBUTE_LABELS: Readonly<Record<ContestAttribute, string>> = {
  strength: "Strength",
  agility: "Agility",
  perception: "PER",
};
