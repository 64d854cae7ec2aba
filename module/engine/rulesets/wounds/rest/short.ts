import type { WoundsCreature } from "../creature.ts";
import { reduceWound, severity } from "../damage/wound-track.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { maxMana, restoreMana } from "../vitals/mana.ts";
import { maxStamina, restoreStamina } from "../vitals/stamina.ts";

/**
 * Short rest (seed 004): "A short rest lasts at least 15 minutes … A short rest recovers half of your current maximum
 * stamina and mana, rounded down, after accounting for fatigue and invested mana. If you are lightly or moderately
 * wounded, it also removes a single light wound." "You can take as many short rests as you like".
 */
export const SHORT_REST_MINUTES = 15;

export interface ShortRestLog {
  readonly stamina: number;
  readonly mana: number;
  readonly lightWoundRemoved: boolean;
}

export function shortRest(
  c: WoundsCreature,
): WoundsOutcome<{ readonly creature: WoundsCreature; readonly log: ShortRestLog }> {
  const none: ShortRestLog = { stamina: 0, mana: 0, lightWoundRemoved: false };
  if (c.dead)
    return refuse({ creature: c, log: none }, { code: "dead", message: "The dead do not rest.", condition: "dead" });
  const level = severity(c);
  let next = restoreMana(restoreStamina(c, Math.floor(maxStamina(c) / 2)), Math.floor(maxMana(c) / 2));
  let lightWoundRemoved = false;
  if ((level === "light" || level === "moderate") && next.wounds.light > 0) {
    const reduced = reduceWound(next, "light", 1);
    if (reduced.ok) {
      next = reduced.state.creature;
      lightWoundRemoved = true;
    }
  }
  return {
    ok: true,
    state: { creature: next, log: { stamina: next.stamina - c.stamina, mana: next.mana - c.mana, lightWoundRemoved } },
  };
}

/** Several short rests in a row (an interrupted long rest: one per 15 minutes). */
export function shortRests(c: WoundsCreature, count: number): WoundsCreature {
  let next = c;
  for (let i = 0; i < count; i++) {
    const rested = shortRest(next);
    if (!rested.ok) return next;
    next = rested.state.creature;
  }
  return next;
}
