import type { Rng } from "../../../core/dice/rng.ts";
import { CHECK_MECHANICS } from "../dice/mechanic.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../options.ts";
import { INITIATIVE_FLOOR, INITIATIVE_SHIFT } from "../turns/initiative.ts";
import { isDown, type StrikePlan, type WoundsFighter } from "./fighter.ts";
import { leanWoundsHit } from "./lean-hit.ts";

/**
 * One paid attack, rolled and applied with the engine's rules (seed 004) on the default check dice (a wild 1d20 − 10
 * plus the attack's parts):
 * - the attack roll; a penetrating weapon's damage is rolled with it and added before the hit is judged, any other's
 *   only on a hit ("If the attack roll equals or exceeds the target's Defense, then the attack hits");
 * - a critical success (the d20 shows 20 before it bursts) moves the attacker's initiative up 2 and the target's
 *   down 2, a critical failure (a 1) the attacker's down 2, never below 0 (`resolveAttack`'s shifts);
 * - the hit lands as `applyHit` lands it, through its lean twin.
 * Dice go through the fast path (sim/rollers.ts).
 */
export type CriticalRead = "success" | "failure" | undefined;

const D20 = CHECK_MECHANICS[DEFAULT_WOUNDS_OPTIONS.checkMechanic];

/**
 * `checkCritical` on a fast-path total of a one-die wild check: the die's sum is the total less the flat part, and a
 * die that showed its maximum burst, so its sum exceeds it. test/engine/wounds/sim/attack.test.ts holds the two equal.
 */
export function readCritical(total: number, flat: number): CriticalRead {
  const dice = total - flat;
  if (dice > D20.faces) return "success";
  if (dice === 1) return "failure";
  return undefined;
}

function shift(f: WoundsFighter, delta: number): void {
  f.initiative = Math.max(INITIATIVE_FLOOR, f.initiative + delta);
}

/** Rolls and lands the attack; returns whether an initiative score moved (the order is then taken again). */
export function strike(attacker: WoundsFighter, target: WoundsFighter, plan: StrikePlan, rng: Rng): boolean {
  const attackTotal = plan.attack(rng);
  const critical = readCritical(attackTotal, plan.attackFlat);
  if (critical === "success") {
    shift(attacker, INITIATIVE_SHIFT.criticalSuccess);
    shift(target, INITIATIVE_SHIFT.criticalSuccessTarget);
  } else if (critical === "failure") {
    shift(attacker, INITIATIVE_SHIFT.criticalFailure);
  }
  let damageTotal = 0;
  if (plan.penetrating) damageTotal = plan.damage(rng);
  else if (attackTotal >= plan.defense) damageTotal = plan.damage(rng);
  else return critical !== undefined;
  const standing = !isDown(target);
  target.actor = leanWoundsHit(
    target.actor,
    {
      attackTotal,
      damageTotal,
      defense: plan.defense,
      penetrating: plan.penetrating,
      bypassesArmor: plan.bypassesArmor,
      severityShift: plan.severityShift,
    },
    target.plan.toughness,
    target.plan.slots,
  );
  if (standing && isDown(target)) target.downedBy = attacker.spec.id;
  return critical !== undefined;
}
