/**
 * Size categories. The seed compares sizes ("at least one size category larger", "two size categories bigger or
 * smaller", "cannot be larger than one size category above your own") but its list of categories is not in the
 * excerpt. Fray's ladder has six rungs, smallest first (docs/rules/momentum.md, decision "size ladder"); only
 * differences between rungs matter to the rules.
 */
export const SIZE_CATEGORIES = ["tiny", "small", "medium", "large", "huge", "gigantic"] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

/** Position on the ladder (tiny 0 … gigantic 5). */
export function sizeIndex(size: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(size);
}

/** How many categories `other` is above `self` (negative when smaller). */
export function sizeSteps(self: SizeCategory, other: SizeCategory): number {
  return sizeIndex(other) - sizeIndex(self);
}

/**
 * "You can be in a space occupied by a creature that is two size categories bigger or smaller than you." Read as two
 * or more: a mouse may share a giant's space.
 */
export const SHARE_SPACE_SIZE_DIFFERENCE = 2;

export function canShareSpace(a: SizeCategory, b: SizeCategory): boolean {
  return Math.abs(sizeSteps(a, b)) >= SHARE_SPACE_SIZE_DIFFERENCE;
}
