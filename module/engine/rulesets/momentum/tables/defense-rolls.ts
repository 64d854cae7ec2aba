import type { SkillId } from "./skills.ts";
import type { StatId } from "./stats.ts";

/**
 * The seven Defense Rolls (seed 002): "There are seven different kinds of DR. Each is based on one of the seven
 * Stats in addition to one Skill. The target must roll a d20 and add the corresponding Stat Bonus and Skill Level."
 * One row per kind, in the seed's order, with what the seed says it defends against.
 */
export const DEFENSE_ROLL_KINDS = [
  "strength",
  "dexterity",
  "constitution",
  "intelligence",
  "charisma",
  "instinct",
  "will",
] as const;
export type DefenseRollKind = (typeof DEFENSE_ROLL_KINDS)[number];

export interface DefenseRollRow {
  readonly id: DefenseRollKind;
  readonly stat: StatId;
  readonly skill: SkillId;
  /** The seed's "used when" sentence, abridged. */
  readonly seedText: string;
}

export const DEFENSE_ROLL_TABLE: Readonly<Record<DefenseRollKind, DefenseRollRow>> = {
  strength: {
    id: "strength",
    stat: "strength",
    skill: "rawForce",
    seedText: "withstand Physical damage, as well as restraining and moving effects",
  },
  dexterity: {
    id: "dexterity",
    stat: "dexterity",
    skill: "nimbleness",
    seedText: "getting out of the way … avoid Reality damage with it as well as line-based Abilities",
  },
  constitution: {
    id: "constitution",
    stat: "constitution",
    skill: "endurance",
    seedText: "Elemental damage and Status Effects are usually resisted by it, as are stun effects",
  },
  intelligence: {
    id: "intelligence",
    stat: "intelligence",
    skill: "psychology",
    seedText: "somebody tries to trick you or messes with your senses or mind",
  },
  charisma: {
    id: "charisma",
    stat: "charisma",
    skill: "presence",
    seedText: "prevent effects that take direct control over you or that transform you",
  },
  instinct: {
    id: "instinct",
    stat: "instinct",
    skill: "intuition",
    seedText: "a quick reaction is the best way to prevent or lessen the effects",
  },
  will: {
    id: "will",
    stat: "will",
    skill: "perseverance",
    seedText: "defend yourself against Mystic and Psychic damage … overcome fear and other Mental Status Effects",
  },
};
