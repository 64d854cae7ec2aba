import type { SizeCategory } from "../../../engine/rulesets/momentum/tables/size.ts";
import type { IndexFields } from "../../data/index-fields.ts";

/**
 * Compendium index fields for `momentum`: the compendium browser can filter monsters by threat, size and kind
 * (creature or object) and items by reach and Ability delivery only if those fields are in each pack's index.
 */
export const MOMENTUM_INDEX_FIELDS = {
  Actor: ["system.threat", "system.size", "system.kind"],
  Item: ["system.reach", "system.delivery", "system.tier"],
} as const satisfies IndexFields;

/**
 * Grid spaces (width and height) a token of each size covers on the 1 m grid: the seed gives no footprint, so a
 * medium creature fills its 1 m square and each step up the ladder adds a metre (rules page, sheets and compendium).
 */
export const MOMENTUM_TOKEN_SPACES: Readonly<Record<SizeCategory, number>> = {
  tiny: 0.5,
  small: 1,
  medium: 1,
  large: 2,
  huge: 3,
  gigantic: 4,
};
