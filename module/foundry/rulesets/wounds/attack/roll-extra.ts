/**
 * The roll dialog's free-form bonus in `wounds` (issue 23, rules page decision 115): a flat modifier on the attack
 * roll, one more of the check's "named modifiers" (as a Quick Attack's or a condition's), handed to the engine's attack plan as one more situational part so the odds of a hit and of each wound level,
 * the Defend choices' odds and the card's breakdown all read it. The card row stores it; every re-plan of the row (the
 * Defend step, the attack roll, the damage) reads it back from there.
 */
import type { FlatModifier } from "../../../../engine/core/dice/request.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { ROLL_EXTRA_SOURCE, storedRollExtra, type RollExtra } from "../../../dice/roll-extra.ts";

/** A check is its check dice plus named modifiers, the dice reading criticals by their faces: a number only. */
export const WOUNDS_ROLL_EXTRA = "flat";

/** The bonus as the engine's situational modifiers (none for no bonus). */
export function extraModifiers(extra: RollExtra | null | undefined): readonly FlatModifier[] {
  return extra ? [{ source: ROLL_EXTRA_SOURCE, value: extra.flat }] : [];
}

/** The bonus the row stored, read again through the parser and its bounds. */
export function rowExtra(row: TargetRow): RollExtra | null {
  return storedRollExtra(row.situation?.extra, WOUNDS_ROLL_EXTRA);
}
