import type { MomentumActor, MomentumCreature } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";

/**
 * Vitality below 1 and death. The seed says a creature starts bleeding when its "Vitality [is reduced] below 1" and
 * speaks of "an amount that would kill them", which is not in the excerpt. Fray: a creature dies when its Vitality
 * reaches minus its maximum (setting `deathAt`: or minus half of it); non-lethal damage stops one above that.
 */
export function deathThreshold(
  creature: MomentumCreature,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): number {
  const max = Math.max(0, creature.vitality.max);
  return options.deathAt === "negativeMax" ? -max : -Math.floor(max / 2);
}

/** The lowest Vitality non-lethal damage may leave: one above death. */
export function sparedFloor(creature: MomentumCreature, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): number {
  return deathThreshold(creature, options) + 1;
}

/**
 * Vitality lost with no mitigation (a Bleeding tick): blood loss skips Armor, affinities and Temporary Vitality, and
 * can kill. The dead lose nothing more.
 */
export function loseVitality(
  actor: MomentumActor,
  amount: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): { readonly actor: MomentumActor; readonly killed: boolean } {
  const c = actor.creature;
  if (c.dead || amount <= 0) return { actor, killed: false };
  const value = c.vitality.value - amount;
  const killed = value <= deathThreshold(c, options);
  return { actor: { ...actor, creature: { ...c, vitality: { ...c.vitality, value }, dead: killed } }, killed };
}

/** Healing up to the maximum; the dead are not healed. Bleeding stays until it is stopped (Stabilize). */
export function restoreVitality(actor: MomentumActor, amount: number): MomentumActor {
  const c = actor.creature;
  if (c.dead || amount <= 0) return actor;
  const value = Math.max(c.vitality.value, Math.min(c.vitality.max, c.vitality.value + amount));
  return { ...actor, creature: { ...c, vitality: { ...c.vitality, value } } };
}
