import type { Banded } from "../support/bands.ts";

/**
 * Leg Strength. The seed points to a Leg Strength section that is not in the excerpt: "Your Agility can be
 * increased by your Leg Strength", Sprint moves "an additional amount based on your Leg Strength", and "Your Jump
 * Distance/Reach can be increased by your Leg Strength". This table is Fray's (docs/rules/energy.md): it uses the
 * same five-point bands as the seed's Arm Strength table "Increased Throwing Distance", so the two strengths grow
 * alike, and it starts Sprint at +2 m so that paying 1 Stamina always buys some distance.
 */
export interface LegStrengthRow extends Banded {
  /** Added to Maximum Agility. */
  readonly agility: number;
  /** Extra metres of a Sprint over a Run. */
  readonly sprint: number;
  /** Added to Jump Distance and Jump Reach (m). */
  readonly jump: number;
}

export const LEG_STRENGTH_TABLE: readonly [LegStrengthRow, ...LegStrengthRow[]] = [
  { to: 4, agility: 0, sprint: 2, jump: 0 },
  { from: 5, to: 9, agility: 0, sprint: 3, jump: 0.5 },
  { from: 10, to: 14, agility: 1, sprint: 4, jump: 1 },
  { from: 15, to: 19, agility: 1, sprint: 5, jump: 1.5 },
  { from: 20, to: 24, agility: 2, sprint: 6, jump: 2 },
  { from: 25, to: 29, agility: 2, sprint: 7, jump: 2.5 },
  { from: 30, to: 34, agility: 3, sprint: 8, jump: 3 },
  { from: 35, to: 39, agility: 3, sprint: 9, jump: 3.5 },
  { from: 40, agility: 4, sprint: 10, jump: 4 },
];

/** "Maximum Agility = 3". */
export const BASE_AGILITY = 3;
