import type { BonusCreature } from "../creature.ts";
import { isInShock } from "./status.ts";

/**
 * What happens after the hit: the Shock countdown, stabilizing, and healing. The rolls (Medicine VS 20, the 1d10 of
 * emergency aid) belong to the dice layer; these functions take their outcome and change the state.
 */

/**
 * End of a round for a creature in Shock: one round fewer; dead when none are left ("will die in a number rounds
 * equal to your Stamina score"). Anyone else is returned unchanged.
 */
export function tickShock(c: BonusCreature): BonusCreature {
  if (!isInShock(c) || c.shockRoundsLeft === undefined) return c;
  const left = c.shockRoundsLeft - 1;
  return left <= 0 ? { ...c, shockRoundsLeft: undefined, dead: true } : { ...c, shockRoundsLeft: left };
}

export type StabilizeRefusal = "notInShock" | "dead";

export interface StabilizeOutcome {
  readonly creature: BonusCreature;
  readonly refused?: StabilizeRefusal;
}

/**
 * A successful Medicine or Medical Science check VS 20 ("A creature in shock can be stabilized"): the countdown
 * stops; "you remain unconscious until you recover at least 1 point of health".
 */
export function stabilize(c: BonusCreature): StabilizeOutcome {
  if (c.dead) return { creature: c, refused: "dead" };
  if (!isInShock(c)) return { creature: c, refused: "notInShock" };
  return { creature: { ...c, stabilized: true, shockRoundsLeft: undefined } };
}

/**
 * Stabilized taken back by hand (the GM's token HUD; the seed has no rule that ends it but healing): a creature still
 * at 0 Health is back in Shock, its countdown from the Stamina score again ("will die in a number rounds equal to
 * your Stamina score"); anyone else only loses the mark. Docs/rules/bonus.md records the decision.
 */
export function unstabilize(c: BonusCreature): BonusCreature {
  if (!c.stabilized || c.dead) return { ...c, stabilized: false };
  return { ...c, stabilized: false, shockRoundsLeft: Math.max(0, c.stamina) };
}

/** Health recovered (natural, magical, medical). At 1 or more the creature leaves Shock/stabilized and wakes. */
export function restoreHealth(c: BonusCreature, amount: number): BonusCreature {
  if (c.dead || amount <= 0) return c;
  const value = Math.min(c.health.max, Math.max(0, c.health.value) + amount);
  const next = { ...c, health: { ...c.health, value } };
  return value >= 1 ? { ...next, stabilized: false, shockRoundsLeft: undefined } : next;
}

/**
 * Emergency aid (Use Skill: "restoring 1d10 Durability on a Medicine (treatment) VS 20 check"): `restored` is that
 * roll. Restoring Durability ends Wounded; it does not end Shock, which only stabilizing or Health can.
 */
export function emergencyAid(c: BonusCreature, restored: number): BonusCreature {
  if (c.dead || restored <= 0) return c;
  const value = Math.min(c.durability.max, Math.max(0, c.durability.value) + restored);
  return { ...c, durability: { ...c.durability, value } };
}
