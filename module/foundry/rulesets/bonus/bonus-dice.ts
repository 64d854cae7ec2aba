/**
 * Bonus dice from skills and talents (seed 000): "Bonus dice can be added from having Skill bonuses, Talents, or high
 * ability scores"; at initiative, "Talents or skills might add bonus dice". A skill or talent item says how many
 * bonus dice it adds and to which rolls (attacks of a style, initiative, Medicine checks); each roll that lists it
 * gets them as a source of its own, named after the item, at the roll's rank (rules page decision 8). Techniques and
 * spells are used, not had, so their dice are never added passively. Plain data in: the sheet, the roll plan on the
 * roller's client and the GM's re-plan all read the actor's items through here.
 */
import { ATTACK_STYLES } from "../../../engine/rulesets/bonus/dice/attack.ts";
import type { BonusDiceSource } from "../../../engine/rulesets/bonus/dice/check.ts";

/**
 * The rolls a skill or talent may add dice to: attacks by style, initiative, Medicine checks, and Resistance checks
 * ("If you have general bonuses to your Resistance from talents or class abilities, you always add this bonus").
 */
export const BONUS_DICE_ROLLS = [...ATTACK_STYLES, "initiative", "medicine", "resistance"] as const;
export type BonusDiceRoll = (typeof BONUS_DICE_ROLLS)[number];

/** Ability kinds whose dice are had rather than used. */
const PASSIVE_KINDS: ReadonlySet<string> = new Set(["skill", "talent"]);

export interface BonusDiceGrant {
  readonly count: number;
  readonly rolls: Readonly<Record<BonusDiceRoll, boolean>>;
}

/** An ability item as this reads it: its name, its kind and the dice it grants. */
export interface BonusDiceItem {
  readonly name: string;
  readonly kind: string;
  readonly bonusDice: BonusDiceGrant;
}

/** The skills' and talents' dice for one roll, one source per item. */
export function bonusDiceFor(items: readonly BonusDiceItem[], roll: BonusDiceRoll): BonusDiceSource[] {
  return items
    .filter((item) => PASSIVE_KINDS.has(item.kind) && item.bonusDice.count > 0 && item.bonusDice.rolls[roll])
    .map((item) => ({ source: item.name, count: item.bonusDice.count }));
}
