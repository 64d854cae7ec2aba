import type { Banded } from "../support/bands.ts";

/**
 * The d20 tables of attacks. "Every time you make a melee attack you must make a Combat roll (a 1d20 with nothing
 * added)"; "A Hit roll, like a Combat roll, is a 1d20 roll with nothing added to it." Rows overlap on purpose
 * (a 1 is both "1-3" and "1"): every row whose range holds the face applies.
 */
export type AttackRollEffect = "criticalHit" | "attackerExposed" | "criticalFailure";

export interface AttackRollRow extends Banded {
  readonly effect: AttackRollEffect;
  readonly seedText: string;
}

export const COMBAT_ROLL_TABLE: readonly AttackRollRow[] = [
  {
    from: 20,
    to: 20,
    effect: "criticalHit",
    seedText: "Critical Hit (You automatically hit the target, ignore their armor, and they are Exposed).",
  },
  { from: 1, to: 3, effect: "attackerExposed", seedText: "You become Exposed (until the end of the next Round)." },
  { from: 1, to: 1, effect: "criticalFailure", seedText: "Critical Failure. Your attack misses." },
];

export const HIT_ROLL_TABLE: readonly AttackRollRow[] = [
  {
    from: 20,
    to: 20,
    effect: "criticalHit",
    seedText: "Critical Hit (You hit the target, ignore their armor, and they are Exposed)",
  },
  { from: 1, to: 3, effect: "attackerExposed", seedText: "You are Exposed until the end of the next Round" },
  { from: 1, to: 1, effect: "criticalFailure", seedText: "Critical Failure (counts as a miss)" },
];

/** "Unless otherwise specified, a Chance roll has a DC: 10, meaning it succeeds on a roll of 10 or above". */
export const CHANCE_ROLL_DC = 10;
/** Shaken: "a chance to drop items while manipulating them … (Chance roll with a DC: 5)". */
export const SHAKEN_DROP_DC = 5;
/** Unconscious from Stamina loss or Non-Lethal damage: "roll a 1d20 each Round until you get a 20". */
export const WAKE_ROLL_NEEDED = 20;
