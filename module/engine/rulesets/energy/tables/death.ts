import type { Banded } from "../support/bands.ts";

/**
 * "Death rolls and Death Saves are both 1d20 rolls." Both tables as printed; each row's effects are data the damage
 * rules apply (damage/death.ts). Rows ascend and cover every whole number.
 */
export type DeathRollResult = "dead" | "unconscious" | "bleedingOut" | "majorInjury" | "winded" | "scratch";

export interface DeathRollRow extends Banded {
  readonly result: DeathRollResult;
  readonly whatHappens: string;
  /** Exhausted until: the end of the next Round, or the next Short Rest. */
  readonly exhausted?: "endOfNextRound" | "shortRest";
  readonly bleedingOut?: true;
  readonly unconscious?: true;
  readonly dies?: true;
}

export const DEATH_ROLL_TABLE: readonly [DeathRollRow, ...DeathRollRow[]] = [
  { to: 1, result: "dead", whatHappens: "You die.", dies: true },
  {
    from: 2,
    to: 4,
    result: "unconscious",
    whatHappens: "You sustain a major injury, begin to bleed out, and fall unconscious.",
    exhausted: "shortRest",
    bleedingOut: true,
    unconscious: true,
  },
  {
    from: 5,
    to: 9,
    result: "bleedingOut",
    whatHappens: "You suffer a major injury and begin to bleed out.",
    exhausted: "shortRest",
    bleedingOut: true,
  },
  {
    from: 10,
    to: 14,
    result: "majorInjury",
    whatHappens: "You sustain a major injury (incapacitated arm, leg, hand, etc).",
    exhausted: "shortRest",
  },
  {
    from: 15,
    to: 19,
    result: "winded",
    whatHappens: "You suffer a painful wound or are winded.",
    exhausted: "endOfNextRound",
  },
  { from: 20, result: "scratch", whatHappens: "You are hit, but it is just a scratch or bruise." },
];

export type DeathSaveResult = "dead" | "unconscious" | "bleeding" | "stabilized";

export interface DeathSaveRow extends Banded {
  readonly result: DeathSaveResult;
  readonly seedText: string;
}

export const DEATH_SAVE_TABLE: readonly [DeathSaveRow, ...DeathSaveRow[]] = [
  { to: 1, result: "dead", seedText: "You die." },
  { from: 2, to: 4, result: "unconscious", seedText: "You fall unconscious, if not already unconscious." },
  {
    from: 5,
    to: 19,
    result: "bleeding",
    seedText: "You continue to bleed out, teetering on the edge of life and death.",
  },
  { from: 20, result: "stabilized", seedText: "You are Stabilized and longer have to make Death Saves." },
];
