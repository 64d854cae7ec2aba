/**
 * Cover (seed 002). Half cover: "+2 Evasion against all ranged attacks that come from the direction of the cover and
 * increases all of your DR by 1 against all effects that come from that same direction". Full cover: "you can no
 * longer be targeted by any effects that come from the direction of your full cover". Taking Cover: "Your Evasion
 * increases by 2 and your DR by 1, as long as you are in half cover until your next turn."
 */
export const COVER_LEVELS = ["none", "half", "full"] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

export interface CoverRow {
  readonly id: CoverLevel;
  /** Evasion against ranged attacks from the cover's direction. */
  readonly evasionVsRanged: number;
  /** Bonus to every DR against effects from the cover's direction. */
  readonly dr: number;
  /** Effects from that direction cannot target you at all. */
  readonly untargetable: boolean;
  /** The least fraction of the body the cover hides: "at least half of your body", "your entire body". */
  readonly covers: number;
}

export const COVER_TABLE: Readonly<Record<CoverLevel, CoverRow>> = {
  none: { id: "none", evasionVsRanged: 0, dr: 0, untargetable: false, covers: 0 },
  half: { id: "half", evasionVsRanged: 2, dr: 1, untargetable: false, covers: 0.5 },
  full: { id: "full", evasionVsRanged: 0, dr: 0, untargetable: true, covers: 1 },
};

/** Taking Cover, on top of half cover: "Your Evasion increases by 2 and your DR by 1". */
export const TAKING_COVER = { evasion: 2, dr: 1 } as const;
