/**
 * The wound ladder (seed 004): "There are five types of wounds: light, moderate, severe, critical, and fatal."
 * Listed from least to most severe; each level's number is the seed's own ("your highest wound level (1 for light,
 * 2 for moderate, etc.)"), which the long rest's fatigue recovery and Treat Wound's fatigue read.
 */
export const WOUND_LEVELS = ["light", "moderate", "severe", "critical", "fatal"] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];

export const WOUND_LEVEL_LABEL: Readonly<Record<WoundLevel, string>> = {
  light: "Light",
  moderate: "Moderate",
  severe: "Severe",
  critical: "Critical",
  fatal: "Fatal",
};

export function isWoundLevel(value: unknown): value is WoundLevel {
  return typeof value === "string" && (WOUND_LEVELS as readonly string[]).includes(value);
}

/** 1 for light … 5 for fatal. */
export function woundLevelNumber(level: WoundLevel): number {
  return WOUND_LEVELS.indexOf(level) + 1;
}

/** The level with this number (1 … 5), or undefined outside the ladder. */
export function woundLevelAt(n: number): WoundLevel | undefined {
  return Number.isInteger(n) ? WOUND_LEVELS[n - 1] : undefined;
}

/**
 * Move a level along the ladder: "the resulting wound level is reduced by one step" (Quick Attack) and "the severity
 * of any wound dealt is increased one step" (Rebuff). Below light there is no wound (undefined); above fatal stays
 * fatal, the top of the ladder.
 */
export function shiftWoundLevel(level: WoundLevel, steps: number): WoundLevel | undefined {
  const n = Math.min(WOUND_LEVELS.length, woundLevelNumber(level) + Math.trunc(steps));
  return woundLevelAt(n);
}

/** The more severe of two levels (undefined = no wound). */
export function worseLevel(a: WoundLevel | undefined, b: WoundLevel | undefined): WoundLevel | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return woundLevelNumber(a) >= woundLevelNumber(b) ? a : b;
}
