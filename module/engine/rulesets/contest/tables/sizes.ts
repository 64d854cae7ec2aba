/**
 * Size. The seed's "Size Matters" rule compares sizes ("one size larger", "more than one size larger") but the excerpt
 * names no size categories. Fray's ladder, smallest first (docs/rules/contest.md): a human is medium.
 */
export const SIZE_CATEGORIES = ["tiny", "small", "medium", "large", "huge", "colossal"] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

export function sizeIndex(size: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(size);
}

/** What the size difference does to the target's test against a maneuver marked "*". */
export type SizeEffect = "autoPass" | "boon" | "none" | "bane" | "autoFail";

export interface SizeMattersRow {
  /** Target's size minus the maneuvering creature's size: this row applies from `atLeast` up to the next row. */
  readonly atLeast: number;
  readonly effect: SizeEffect;
  readonly seedText: string;
}

/** "*Size Matters. Your size relative to the target creature matters", rows from the smallest difference up. */
export const SIZE_MATTERS: readonly SizeMattersRow[] = [
  {
    atLeast: Number.NEGATIVE_INFINITY,
    effect: "autoFail",
    seedText: "Creatures more than one size smaller than you automatically fail the test.",
  },
  {
    atLeast: -1,
    effect: "bane",
    seedText: "If the target is one size smaller than you, the target makes their test with a bane.",
  },
  { atLeast: 0, effect: "none", seedText: "" },
  {
    atLeast: 1,
    effect: "boon",
    seedText: "If the target is one size larger than you, the target makes their test with a boon.",
  },
  {
    atLeast: 2,
    effect: "autoPass",
    seedText: "Creatures more than one size larger than you automatically pass the test.",
  },
];

/** The effect for a target of size `target` resisting a maneuver by a creature of size `actor`. */
export function sizeEffect(actor: SizeCategory, target: SizeCategory): SizeEffect {
  const difference = sizeIndex(target) - sizeIndex(actor);
  let effect: SizeEffect = "none";
  for (const row of SIZE_MATTERS) if (difference >= row.atLeast) effect = row.effect;
  return effect;
}
