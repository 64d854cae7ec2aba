import { levelFor } from "../../../core/damage/levels.ts";
import { convolve, type Distribution } from "../../../core/odds/distribution.ts";
import { requestDistribution } from "../../../core/odds/request.ts";
import { dealtLevel } from "../damage/apply.ts";
import { finalDamage } from "../damage/hit.ts";
import type { Toughness } from "../damage/toughness.ts";
import { WOUND_THRESHOLDS } from "../tables/thresholds.ts";
import { isWoundLevel, type WoundLevel } from "../tables/wound-levels.ts";
import type { AttackPlan } from "./attack-plan.ts";
import { ATTACK_VARIANTS } from "./variants.ts";

/**
 * What an attack may do before anything is rolled, exactly (the attack and damage rolls are independent): the chance
 * it hits, and the chance of each wound level it deals. "Damage received = Attack Roll + Damage Roll - Defense -
 * Toughness"; "You gain a wound of the highest level whose threshold the damage exceeds or equals"; Quick Attack −1
 * and Rebuff +1 step. The level is the one dealt, before slots escalate it: the card names the slot when it lands.
 * A Nonlethal Attack's levels are the indicated ones, the most its attacker may choose. Grapple and Create an Opening
 * "deal no damage": every hit of theirs is no wound.
 */
export interface WoundOdds {
  readonly hit: number;
  /** A hit whose final damage is below the Light threshold, or a light wound a Quick Attack took away. */
  readonly noWound: number;
  readonly levels: Readonly<Record<WoundLevel, number>>;
}

/** The part of a distribution at or above `n` (the rest weighs nothing). */
function atLeast(dist: Distribution, n: number): Distribution {
  const p = dist.p.map((value, i) => (dist.min + i >= n ? value : 0));
  return { ...dist, p };
}

export function woundOdds(plan: AttackPlan, toughness: Toughness): WoundOdds {
  const attack = requestDistribution(plan.request);
  const damage = requestDistribution(plan.damage);
  const defense = plan.defense.total;
  // Both the hit (penetrating: attack + damage; otherwise the attack alone) and the wound read the attack and damage
  // only through their sum on a hit, so the hits are one distribution of sums.
  const sums = plan.penetrating
    ? atLeast(convolve(attack, damage), defense)
    : convolve(atLeast(attack, defense), damage);
  const shift = { severityShift: ATTACK_VARIANTS[plan.variant].severityShift };
  const levels: Record<WoundLevel, number> = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
  let hit = 0;
  let noWound = 0;
  sums.p.forEach((p, i) => {
    if (p === 0) return;
    hit += p;
    if (plan.effect !== "damage") {
      noWound += p;
      return;
    }
    const rolled = {
      attackTotal: sums.min + i,
      damageTotal: 0,
      defense,
      bypassesArmor: plan.bypassesArmor,
      source: plan.request.label,
    };
    const indicated = levelFor(WOUND_THRESHOLDS, finalDamage(rolled, toughness));
    const dealt = dealtLevel(isWoundLevel(indicated) ? indicated : undefined, shift);
    if (dealt === undefined) noWound += p;
    else levels[dealt] += p;
  });
  return { hit, noWound, levels };
}
