import type { Rng } from "../../../core/dice/rng.ts";
import type { DieEdge } from "../../../core/dice/request.ts";
import { rollSucceeds } from "../../../sim/rollers.ts";
import { isObject } from "../creature.ts";
import { NATURAL_CRITICAL, NATURAL_MISS } from "../dice/attack.ts";
import { attackEdges } from "../dice/attack-edges.ts";
import type { DamageParts } from "../dice/damage.ts";
import { defenseRollEdges, defenseRollRequest } from "../dice/defense-roll.ts";
import { resolveEdge } from "../dice/edge.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import type { DamageType } from "../tables/damage-types.ts";
import { isDown, type MomentumFighter } from "./fighter.ts";
import { leanMomentumDamage } from "./lean-damage.ts";

/**
 * One paid attack, rolled and applied with the engine's rules (seed 002), on open ground (no cover, nobody hidden or
 * climbing):
 * - an object is hit automatically ("If your target is an object, you hit it automatically"), never critically;
 * - a resisted Ability: the target's Defense Roll (`defenseRollRequest` with its edges, Defending's advantage among
 *   them) against the user's DR Power; the damage lands unless it succeeds, never as a critical hit;
 * - otherwise the attack roll, d20 + hit bonus against the target's Evasion with every edge `attackEdges` names
 *   (Defending, Prone …), read as `resolveAttack` reads it (`readAttack`): a natural 1 misses, a natural 20 is a
 *   critical hit;
 * - on a hit each damage component is rolled (the critical bonus on the components `criticalBonuses` gives it to),
 *   summed by type and dealt as `applyDamage` deals it (Armor or the DR value once, the attacker's best type choice,
 *   resistances, immunities, vulnerabilities, Temporary Vitality, bleeding, death), through its lean twin.
 * Dice go through the fast path (sim/rollers.ts).
 */
export type AttackRead = "miss" | "hit" | "critical";

/**
 * `resolveAttack` on a fast-path total: the natural face is the total less the hit bonus (the roll is one d20 plus
 * flat numbers). test/engine/momentum/sim/attack.test.ts holds the two equal for every face.
 */
export function readAttack(
  total: number,
  hitBonus: number,
  evasion: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): AttackRead {
  const natural = total - hitBonus;
  if (natural === NATURAL_MISS) return "miss";
  if (natural === NATURAL_CRITICAL) return options.naturalTwentyHits || total >= evasion ? "critical" : "miss";
  return total >= evasion ? "hit" : "miss";
}

/** The attack roll's edge against this target ("you attack with disadvantage if …" is not on open ground: policy.ts). */
export function attackEdge(attacker: MomentumFighter, target: MomentumFighter, ranged: boolean): DieEdge {
  const situation = { attackerId: attacker.spec.id, targetId: target.spec.id, ranged, enemyWithinMelee: false };
  return resolveEdge(attackEdges(attacker.actor, target.actor, situation)).edge;
}

function landed(attacker: MomentumFighter, target: MomentumFighter, index: number, rng: Rng): AttackRead {
  const plan = attacker.plan.attacks[index];
  if (plan === undefined) return "miss";
  const t = target.actor;
  if (isObject(t.creature)) return "hit";
  const kind = plan.source.defenseRoll;
  if (kind !== undefined) {
    const power = attacker.plan.drPower;
    const request = defenseRollRequest({ kind, defender: t.creature, power, edges: defenseRollEdges(t) });
    return rollSucceeds(request, rng).success ? "miss" : "hit";
  }
  const total = plan.roll[attackEdge(attacker, target, plan.source.ranged)](rng);
  return readAttack(total, plan.hitBonus, target.plan.evasion);
}

export function strike(attacker: MomentumFighter, target: MomentumFighter, index: number, round: number, rng: Rng) {
  const plan = attacker.plan.attacks[index];
  if (plan === undefined) return;
  const read = landed(attacker, target, index, rng);
  if (read === "miss") return;
  const rollers = read === "critical" ? plan.criticalDamage : plan.damage;
  const parts: Partial<Record<DamageType, number>> = {};
  plan.source.components.forEach((c, i) => {
    const rolled = rollers[i]?.(rng) ?? 0;
    parts[c.type] = (parts[c.type] ?? 0) + Math.max(0, rolled);
  });
  const standing = !isDown(target);
  const hit: DamageParts = parts;
  target.actor = leanMomentumDamage(target.actor, hit, plan.source.name, round);
  if (standing && isDown(target)) target.downedBy = attacker.spec.id;
}
