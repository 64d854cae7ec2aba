import { maxStamina, type EnergyCreature, type UnconsciousCause } from "../creature.ts";
import { ATTACK_ENHANCEMENT_STAMINA_LIMIT } from "../tables/stamina-costs.ts";

/**
 * Stamina on the creature.
 * - "Negative Stamina does not exist. If you are supposed to lose more Stamina than you have, you simply drop to (or
 *   stay at) zero." (`loseStamina`: drains, non-lethal loss, any forced loss)
 * - "Dropping to 0 Stamina will immediately result in unconsciousness." A creature already unconscious for another
 *   reason keeps that reason (it decides how it wakes).
 * - Fray: regaining Stamina above 0 by any means ends an unconsciousness caused by Stamina loss (the seed's wake roll
 *   gives "1 Stamina"; a rest or a potion that restores Stamina does the same).
 */
export interface StaminaChange {
  readonly creature: EnergyCreature;
  /** Stamina actually lost or gained (never more than there was room for). */
  readonly amount: number;
  readonly fellUnconscious: boolean;
  readonly woke: boolean;
}

function knockedOut(creature: EnergyCreature, cause: UnconsciousCause): EnergyCreature {
  return creature.unconscious === undefined ? { ...creature, unconscious: cause } : creature;
}

/** Lose Stamina (never below 0). `cause` names the unconsciousness if it hits 0 ("stamina" unless said otherwise). */
export function loseStamina(
  creature: EnergyCreature,
  amount: number,
  cause: UnconsciousCause = "stamina",
): StaminaChange {
  const lost = Math.min(creature.stamina, Math.max(0, amount));
  // Nothing lost and nothing to knock out: the creature as it was (most paid actions spend no Stamina).
  if (lost === 0 && (creature.stamina > 0 || creature.dead)) {
    return { creature, amount: 0, fellUnconscious: false, woke: false };
  }
  const stamina = creature.stamina - lost;
  const next = { ...creature, stamina };
  if (stamina > 0 || creature.dead) return { creature: next, amount: lost, fellUnconscious: false, woke: false };
  const out = knockedOut(next, cause);
  return { creature: out, amount: lost, fellUnconscious: creature.unconscious === undefined, woke: false };
}

/** Regain Stamina up to the Constitution Score; wakes a creature knocked out by Stamina loss. */
export function gainStamina(creature: EnergyCreature, amount: number): StaminaChange {
  const stamina = Math.max(creature.stamina, Math.min(maxStamina(creature), creature.stamina + Math.max(0, amount)));
  const gained = stamina - creature.stamina;
  // Only a knock-out that came from reaching 0 Stamina ends by regaining it.
  const fromZero = creature.stamina === 0 && stamina > 0;
  const wakes = fromZero && (creature.unconscious === "stamina" || creature.unconscious === "nonLethal");
  if (!wakes) return { creature: { ...creature, stamina }, amount: gained, fellUnconscious: false, woke: false };
  const { unconscious: _ended, ...awake } = creature;
  return { creature: { ...awake, stamina }, amount: gained, fellUnconscious: false, woke: true };
}

/**
 * "For each attack, you are limited to spending only 4 Stamina to enhance an attack. If a single ability requires
 * you to spend more than 4 Stamina on an attack, you may do so, but not spend any more Stamina on the attack. Any
 * Stamina spent as Energy does not count towards this limit." `spentSoFar` is the enhancement Stamina already spent
 * on this attack; returns whether an ability costing `cost` more may be used.
 */
export function mayEnhanceAttack(spentSoFar: number, cost: number): boolean {
  if (cost <= 0) return true;
  if (spentSoFar === 0) return true;
  return spentSoFar + cost <= ATTACK_ENHANCEMENT_STAMINA_LIMIT;
}
