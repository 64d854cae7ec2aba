import type { UnconsciousCause } from "../creature.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";
import { WAKE_ROLL_NEEDED } from "../tables/d20-outcomes.ts";

/**
 * Unconsciousness (seed): "There are many reasons why you may fall unconscious, and that effects how quickly you
 * might awaken":
 * - Stamina loss: "You roll a 1d20 each Round until you get a 20, in which case you wake up, regaining 1 Stamina if
 *   you were at 0."
 * - Non-Lethal Damage: "You roll a 1d20 each Round until you get a 20, in which case you wake up." Fray: a creature
 *   knocked out at 0 Stamina also regains 1, or it would fall unconscious again at once.
 * - Death Rolls/Saves: "It is up to the GM to decide when you awaken." Sleep: "up to the GM, common sense, and your
 *   Awareness." Those wake only by `wakeUp`.
 */
export function wakesByRoll(cause: UnconsciousCause | undefined): boolean {
  return cause === "stamina" || cause === "nonLethal";
}

function awaken(actor: EnergyActor): EnergyActor {
  const { unconscious: _gone, ...rest } = actor.creature;
  return { ...actor, creature: { ...rest, stamina: Math.max(1, rest.stamina) } };
}

export function applyWakeRoll(
  actor: EnergyActor,
  face: number,
): EnergyOutcome<{ readonly actor: EnergyActor; readonly woke: boolean }> {
  const cause = actor.creature.unconscious;
  if (actor.creature.dead || !wakesByRoll(cause)) {
    return refuse({ actor, woke: false }, { code: "invalid", message: "No wake roll for this unconsciousness." });
  }
  if (face < WAKE_ROLL_NEEDED) return { ok: true, state: { actor, woke: false } };
  return { ok: true, state: { actor: awaken(actor), woke: true } };
}

/** The GM wakes a creature. At 0 Stamina it cannot stay awake: it stays unconscious, now from Stamina loss. */
export function wakeUp(actor: EnergyActor): EnergyActor {
  const c = actor.creature;
  if (c.dead || c.unconscious === undefined) return actor;
  if (c.stamina <= 0) return { ...actor, creature: { ...c, unconscious: "stamina" } };
  const { unconscious: _gone, ...rest } = c;
  return { ...actor, creature: rest };
}

/** The GM knocks a creature out (a blow to the head, a sleep spell). A stronger cause is not replaced. */
export function knockOut(actor: EnergyActor, cause: UnconsciousCause): EnergyActor {
  const c = actor.creature;
  if (c.dead || c.unconscious === "dying") return actor;
  return { ...actor, creature: { ...c, unconscious: cause } };
}
