/**
 * Cover (seed 000): "There are three categories of cover: light, partial, and full. Cover comes into play when an
 * attacker at range is targeting an opponent". Each row is the seed's numbers; `defense/guard.ts` and
 * `damage/creature-pipeline.ts` decide when they apply.
 */

export const COVER_LEVELS = ["light", "partial", "full"] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

export interface CoverRow {
  readonly id: CoverLevel;
  /** Bonus to Guard. */
  readonly guard: number;
  /** Area attacks ignore the Guard bonus (light: "Area attacks are unaffected"). */
  readonly guardVsArea: boolean;
  /** Bonus to Armor Rank. */
  readonly armorRank: number;
  /** The Armor Rank bonus needs sturdy cover (full: "Assuming your cover is sturdy"). */
  readonly armorNeedsSturdy: boolean;
  readonly seedText: string;
}

export const COVER_TABLE: Readonly<Record<CoverLevel, CoverRow>> = {
  light: {
    id: "light",
    guard: 10,
    guardVsArea: false,
    armorRank: 0,
    armorNeedsSturdy: false,
    seedText:
      "the cover provides no stopping power. This provides the target with a +10 bonus to Guard from direct ranged attacks. Area attacks are unaffected.",
  },
  partial: {
    id: "partial",
    guard: 3,
    guardVsArea: true,
    armorRank: 5,
    armorNeedsSturdy: false,
    seedText: "you have +3 bonus to Guard, and you gain a +5 Armor Rank bonus against attacks.",
  },
  full: {
    id: "full",
    guard: 5,
    guardVsArea: true,
    armorRank: 10,
    armorNeedsSturdy: true,
    seedText:
      "provides you with a +5 bonus to your Guard. Assuming your cover is sturdy, you gain a +10 bonus to your Armor Rank from ranged attacks.",
  },
};
