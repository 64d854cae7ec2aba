import { bandOf, type RangeBand } from "../../../core/geometry/bands.ts";
import type { RangeTrio } from "../gear.ts";

/**
 * "Range values come in a trio. … If the target of your ranged attack is within the first number of meters away, you
 * have Advantage on the Hit roll … If the target of your attack is further away than the 2nd number of meters, you
 * have Disadvantage on the Hit roll … The final number is the maximum range of the weapon in which you can properly
 * aim". Past the maximum the attack cannot be aimed: Fray refuses it ("outOfRange").
 */
export type RangeBandId = "advantage" | "normal" | "disadvantage";

export function rangeBands(range: RangeTrio): readonly RangeBand<RangeBandId>[] {
  return [
    { id: "advantage", upTo: range.advantage },
    { id: "normal", upTo: range.disadvantage },
    { id: "disadvantage", upTo: range.maximum },
  ];
}

export function rangeBand(distance: number, range: RangeTrio): RangeBandId | "outOfRange" {
  return bandOf(distance, rangeBands(range)) ?? "outOfRange";
}

/** Add (or subtract) to each number of a trio, never below 0 and never out of order. */
export function adjustTrio(range: RangeTrio, by: RangeTrio): RangeTrio {
  const advantage = Math.max(0, range.advantage + by.advantage);
  const disadvantage = Math.max(advantage, range.disadvantage + by.disadvantage);
  const maximum = Math.max(disadvantage, range.maximum + by.maximum);
  return { advantage, disadvantage, maximum };
}
