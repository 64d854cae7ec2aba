import { highestOnly } from "../../../core/damage/arithmetic.ts";
import type { ContestActor, ContestCreature } from "../creature.ts";
import { applyContestDamage } from "../damage/apply.ts";
import { blockRatingAgainst, chooseArmor, ratingAgainst } from "../damage/armor.ts";
import { matching, type ContestHit, type Protection } from "../damage/pipeline.ts";
import { groupOf, type DamageType } from "../tables/damage-types.ts";

/**
 * What the `contest` damage pipeline takes off a hit of this type before the Health Pool (`contestPipeline`): the most
 * severe vulnerability added, the highest resistance, the AR source in use and a standing Block's BR subtracted. Every
 * step adds or subtracts and only the Health Pool floors the result at 0, so a hit of `amount` takes
 * `max(0, amount − reduction)`.
 */
export function damageReduction(creature: ContestCreature, type: DamageType, protection: Protection): number {
  const group = groupOf(type);
  const vulnerability = highestOnly(matching(creature.vulnerabilities, type).map((a) => a.value));
  const resistance = highestOnly(matching(creature.resistances, type).map((a) => a.value));
  const armor = chooseArmor(protection.armor, group, protection.chosenArmor);
  const ar = armor ? ratingAgainst(armor, group) : 0;
  const br = protection.shield ? blockRatingAgainst(protection.shield.blockRating, group) : 0;
  return resistance + ar + br - vulnerability;
}

/**
 * `applyContestDamage` for the simulation: a hit that leaves the creature above 0 Health comes off the pool directly
 * (no pipeline audit); one that knocks it out, or meets a creature already at 0, goes through the engine's own
 * function. test/engine/contest/sim/lean-damage.test.ts holds the two equal over generated hits.
 */
export function leanContestDamage(
  actor: ContestActor,
  actorId: string,
  hit: ContestHit,
  protection: Protection,
  round: number,
): ContestActor {
  const c = actor.creature;
  const taken = Math.max(0, hit.amount - damageReduction(c, hit.type, protection));
  const after = c.health.value - taken;
  if (c.health.value <= 0 || after <= 0) return applyContestDamage(actor, actorId, hit, protection, round).actor;
  if (taken === 0) return actor;
  return { ...actor, creature: { ...c, health: { ...c.health, value: after } } };
}
