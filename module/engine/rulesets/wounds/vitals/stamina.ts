import { followsCharacterRules, type WoundsCreature } from "../creature.ts";

/**
 * Stamina and fatigue (seed 004).
 * - "Your stamina pool begins with a value based on your race plus your Vitality."
 * - "If an action or effect would reduce your stamina below 0, your stamina instead becomes 0 and you take fatigue
 *   equal to the excess stamina cost. You can continue to use abilities with a stamina cost in this way even when
 *   your stamina is 0."
 * - "Your maximum stamina is reduced by your fatigue level. Gaining fatigue has no effect on your current stamina
 *   unless your current stamina is higher than your new maximum, in which case it immediately decreases to match."
 * - "If your fatigue is greater than or equal to half your normal maximum stamina, you become exhausted. If it is
 *   greater than or equal to your normal maximum stamina, you become staggered."
 *
 * Exhausted is state: it begins when fatigue reaches half the normal maximum and ends when fatigue falls below it
 * or with the first bullet of a long rest ("you are no longer exhausted … but gain no other benefits"), which leaves
 * fatigue untouched. Staggered is read from the numbers. Both need at least 1 fatigue, so a creature whose normal
 * maximum is 0 is not born staggered.
 */

/** "race plus your Vitality", never below 0. */
export function normalMaxStamina(c: WoundsCreature): number {
  return Math.max(0, c.raceStamina + c.attributes.vitality);
}

/** The current maximum: "Your maximum stamina is reduced by your fatigue level." */
export function maxStamina(c: WoundsCreature): number {
  return Math.max(0, normalMaxStamina(c) - c.fatigue);
}

function reachesHalf(c: WoundsCreature, fatigue: number): boolean {
  return fatigue > 0 && 2 * fatigue >= normalMaxStamina(c);
}

/** "If it is greater than or equal to your normal maximum stamina, you become staggered." NPCs are immune. */
export function isStaggered(c: WoundsCreature): boolean {
  return followsCharacterRules(c) && c.fatigue > 0 && c.fatigue >= normalMaxStamina(c);
}

/** Add fatigue; current stamina drops to the new maximum if above it; exhausted begins at half the normal maximum. */
export function gainFatigue(c: WoundsCreature, amount: number): WoundsCreature {
  if (!(amount > 0)) return c;
  const fatigue = c.fatigue + Math.trunc(amount);
  const next = { ...c, fatigue };
  return {
    ...next,
    stamina: Math.min(c.stamina, maxStamina(next)),
    exhausted: c.exhausted || reachesHalf(c, fatigue),
  };
}

/** Remove fatigue (resting); exhausted ends once fatigue is below half the normal maximum. */
export function reduceFatigue(c: WoundsCreature, amount: number): WoundsCreature {
  if (!(amount > 0)) return c;
  const fatigue = Math.max(0, c.fatigue - Math.trunc(amount));
  return { ...c, fatigue, exhausted: c.exhausted && reachesHalf(c, fatigue) };
}

export interface StaminaSpend {
  readonly creature: WoundsCreature;
  /** Fatigue taken for "the excess stamina cost". */
  readonly fatigue: number;
}

/** Pay a stamina cost; never refused: the part stamina cannot pay becomes fatigue. */
export function spendStamina(c: WoundsCreature, cost: number): StaminaSpend {
  if (!(cost > 0)) return { creature: c, fatigue: 0 };
  const paid = Math.min(Math.max(0, c.stamina), cost);
  const excess = cost - paid;
  const spent = { ...c, stamina: c.stamina - paid };
  return { creature: gainFatigue(spent, excess), fatigue: excess };
}

/** Recover stamina up to the current maximum (rests, abilities). */
export function restoreStamina(c: WoundsCreature, amount: number): WoundsCreature {
  if (!(amount > 0)) return c;
  return { ...c, stamina: Math.max(c.stamina, Math.min(maxStamina(c), c.stamina + amount)) };
}
