/**
 * The seven Stats (seed 002): "There are seven different kinds of DR. Each is based on one of the seven Stats"
 * — Strength, Dexterity, Constitution, Intelligence, Charisma, Instinct and Will, in the seed's order.
 *
 * The Stat Bonus is never defined in the excerpt, but every worked example fixes it as Stat − 10: "a Strength and
 * Dexterity of 13 … you add your Strength Bonus and half of your Dexterity Bonus … so 3 plus 1,5", "a Dexterity of 13
 * and a Strength of 14 … 13 + 4 = 17", "a Constitution of 10 and an Endurance Skill Level of 3 (which leads to a
 * Constitution DR of 3)". `STAT_BONUS_EXAMPLES` keeps those cells so a test checks the formula against them.
 */
export const STAT_IDS = [
  "strength",
  "dexterity",
  "constitution",
  "intelligence",
  "charisma",
  "instinct",
  "will",
] as const;
export type StatId = (typeof STAT_IDS)[number];

export const STAT_LABELS: Readonly<Record<StatId, string>> = {
  strength: "Strength",
  dexterity: "Dexterity",
  constitution: "Constitution",
  intelligence: "Intelligence",
  charisma: "Charisma",
  instinct: "Instinct",
  will: "Will",
};

/** The Stat value that gives a Stat Bonus of 0. */
export const STAT_BONUS_ZERO = 10;

/** Stat Bonus = Stat − 10 (negative below 10). */
export function statBonus(stat: number): number {
  return stat - STAT_BONUS_ZERO;
}

export interface StatBonusExample {
  readonly stat: StatId;
  readonly value: number;
  readonly bonus: number;
  readonly seedText: string;
}

export const STAT_BONUS_EXAMPLES: readonly StatBonusExample[] = [
  { stat: "strength", value: 13, bonus: 3, seedText: "a Strength and Dexterity of 13 … so 3 plus 1,5" },
  { stat: "dexterity", value: 13, bonus: 3, seedText: "half of your Dexterity Bonus … 1,5" },
  { stat: "strength", value: 14, bonus: 4, seedText: "a Dexterity of 13 and a Strength of 14 … 13 + 4 = 17" },
  {
    stat: "constitution",
    value: 10,
    bonus: 0,
    seedText: "a Constitution of 10 and an Endurance Skill Level of 3 (which leads to a Constitution DR of 3)",
  },
];
