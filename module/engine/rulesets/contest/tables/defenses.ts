import type { ContestAttribute, ContestSkill } from "./skills.ts";

/**
 * "Step II: Defend. The target of your attack can defend against the attack if it is aware of it, using one of the
 * following options". Each row: the test it makes, the attributes it may use ("any": the excerpt names none, the
 * character's own governing attribute), and what it needs or cannot face.
 */
export const DEFENSE_KINDS = ["block", "dodge", "parry", "withstand"] as const;
export type DefenseKind = (typeof DEFENSE_KINDS)[number];
/** Choosing not to defend: "If they do so, they automatically fail their defense test." */
export type DefenseChoice = DefenseKind | "none";

export interface DefenseRow {
  readonly id: DefenseKind;
  readonly label: string;
  readonly skill: ContestSkill;
  readonly attributes: readonly ContestAttribute[] | "any";
  readonly needsShield: boolean;
  /** Cannot be used against spells / ranged attacks ("Spells and Ranged attacks can't be parried"). */
  readonly notVsSpells: boolean;
  readonly notVsRanged: boolean;
  /** Only against abilities that target the mind. */
  readonly onlyVsMind: boolean;
  /** Both pass: the attack lands whatever the Successes, reduced by the shield's Block Rating. */
  readonly blocksOnBothPass: boolean;
  readonly seedText: string;
}

export const DEFENSE_TABLE: Readonly<Record<DefenseKind, DefenseRow>> = {
  block: {
    id: "block",
    label: "Block",
    skill: "fightingStyle",
    attributes: ["strength"],
    needsShield: true,
    notVsSpells: false,
    notVsRanged: false,
    onlyVsMind: false,
    blocksOnBothPass: true,
    seedText: "If the character is wielding a shield, they can make a Fighting Style test using Strength.",
  },
  dodge: {
    id: "dodge",
    label: "Dodge",
    skill: "dodge",
    attributes: "any",
    needsShield: false,
    notVsSpells: false,
    notVsRanged: false,
    onlyVsMind: false,
    blocksOnBothPass: false,
    seedText: "The defender makes a Dodge test.",
  },
  parry: {
    id: "parry",
    label: "Parry",
    skill: "fightingStyle",
    attributes: ["strength", "agility"],
    needsShield: false,
    notVsSpells: true,
    notVsRanged: true,
    onlyVsMind: false,
    blocksOnBothPass: false,
    seedText:
      "The defender makes a Fighting Style test using either Strength or Agility. Spells and Ranged attacks can't be parried.",
  },
  withstand: {
    id: "withstand",
    label: "Withstand",
    skill: "focus",
    attributes: "any",
    needsShield: false,
    notVsSpells: false,
    notVsRanged: false,
    onlyVsMind: true,
    blocksOnBothPass: false,
    seedText:
      "The defender makes a Focus test. This type of defense can only be used against abilites that target the mind",
  },
};

/** "Attack spells can only be defended with Block or Dodge, unless the spell's description says otherwise." */
export const SPELL_DEFENSES: readonly DefenseKind[] = ["block", "dodge"];
