/**
 * Cover (seed 003): "Standing behind an obstacle can benefit the target of ranged attack. There are three types of
 * cover". Each row holds the seed's numbers and the share of the body the obstacle must protect.
 */

export const COVER_LEVELS = ["low", "high", "full"] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

export interface CoverRow {
  readonly id: CoverLevel;
  /** Flat modifier to a ranged attack test against the covered character. */
  readonly attackModifier: number;
  /** Flat modifier to the covered character's Dodge tests (against ranged attacks). */
  readonly dodgeModifier: number;
  /** "Ranged attacks against a target with full cover automatically fail." */
  readonly rangedAttacksFail: boolean;
  /** Share of the body the obstacle must protect, 0..1. */
  readonly protects: number;
  readonly seedText: string;
}

export const COVER_TABLE: Readonly<Record<CoverLevel, CoverRow>> = {
  low: {
    id: "low",
    attackModifier: -2,
    dodgeModifier: 2,
    rangedAttacksFail: false,
    protects: 1 / 2,
    seedText:
      "Ranged attacks against a character with low cover impose a -2 penalty to the attack test. The character also receives a +2 bonus on Dodge tests. To gain low cover, an obstacle must protect at least half of the character's body",
  },
  high: {
    id: "high",
    attackModifier: -5,
    dodgeModifier: 5,
    rangedAttacksFail: false,
    protects: 3 / 4,
    seedText:
      "Same as above, but the penalty and bonus increase to -5/+5. The gain high cover, an obstacle must protect at least three-quarters of the character's body",
  },
  full: {
    id: "full",
    attackModifier: 0,
    dodgeModifier: 0,
    rangedAttacksFail: true,
    protects: 1,
    seedText:
      "Ranged attacks against a target with full cover automatically fail. To gain full cover, a character's body must be completely protected and concealed.",
  },
};
