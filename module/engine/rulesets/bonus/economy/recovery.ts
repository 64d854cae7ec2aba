import { roundEnd } from "../../../core/turns/boundary.ts";
import { applyRefills } from "../../../core/economy/economy.ts";
import type { BonusActor } from "./actor.ts";
import { BONUS_POOLS, bonusStats } from "./pools.ts";
import { recoverVigor } from "./vigor.ts";
import { tickShock } from "../damage/shock.ts";

/**
 * The recovery phase: "Once all creatures have taken their actions and reactions in order of initiative, Recovery
 * is applied, and the next round Begins." For each creature, in this order:
 *   1. the dead recover nothing;
 *   2. Shock: "A creature in Shock … will die in a number rounds equal to your Stamina score" — one round off the
 *      count (not while Stabilized); at 0 the creature dies and recovers nothing;
 *   3. Vigor: "You'll recover 1 point of Vigor for every 5 points of Stamina", capped at the max; Winded ends once 5
 *      have been regained;
 *   4. Durability and Mana from special abilities (Durability not while Wounded).
 */
export interface RecoveryLog {
  readonly vigor: number;
  readonly durability: number;
  readonly mana: number;
  /** Rounds of Shock left after this phase (undefined: not in Shock). */
  readonly shockRoundsLeft?: number;
  readonly died: boolean;
  readonly windedEnded: boolean;
}

export interface RecoveryResult {
  readonly actor: BonusActor;
  readonly log: RecoveryLog;
}

const NOTHING: RecoveryLog = { vigor: 0, durability: 0, mana: 0, died: false, windedEnded: false };

export function recoveryPhase(actor: BonusActor, round: number): RecoveryResult {
  const c = actor.creature;
  if (c.dead) return { actor, log: NOTHING };
  // One Shock countdown for the whole ruleset: the damage rules own it, the recovery phase only ticks it.
  let creature = tickShock(c);
  if (creature.dead) {
    return { actor: { ...actor, creature }, log: { ...NOTHING, shockRoundsLeft: 0, died: true } };
  }
  const before = { vigor: creature.vigor.value, durability: creature.durability.value, mana: creature.mana.value };
  const after = applyRefills(BONUS_POOLS, before, roundEnd(round), "", bonusStats(actor, round));
  const recovered = recoverVigor(creature, (after.vigor ?? before.vigor) - before.vigor);
  const durability = after.durability ?? before.durability;
  const mana = after.mana ?? before.mana;
  creature = {
    ...recovered,
    durability: { ...creature.durability, value: durability },
    mana: { ...creature.mana, value: mana },
  };
  const log: RecoveryLog = {
    vigor: creature.vigor.value - before.vigor,
    durability: durability - before.durability,
    mana: mana - before.mana,
    ...(creature.shockRoundsLeft === undefined ? {} : { shockRoundsLeft: creature.shockRoundsLeft }),
    died: false,
    windedEnded: c.winded && !creature.winded,
  };
  return { actor: { ...actor, creature }, log };
}
