import type { SizeCategory } from "../../../engine/rulesets/contest/tables/sizes.ts";

/**
 * Grid spaces (width and height) a token of each size covers on the 1 m grid: the excerpt names no sizes and gives no
 * footprint, so a medium creature fills its 1 m square and each step up Fray's ladder adds a metre, a tiny one half a
 * square (docs/rules/contest.md, the compendium decisions).
 */
export const CONTEST_TOKEN_SPACES: Readonly<Record<SizeCategory, number>> = {
  tiny: 0.5,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  colossal: 4,
};
