import type { EnergyArmor } from "../gear.ts";
import type { AttackRollReading } from "../dice/d20.ts";
import { decidedByNaturalRoll, hitsHelpless, type AttackOutcome } from "./outcome.ts";

/**
 * A melee attack (seed): "Once an attack is made, the AV is compared against opponent's Defense roll (usually
 * Evasion). If the AV is greater than or equal to the Defense roll, the attack hits." The Combat roll decides the
 * rest: 20 (or the Precise range) a Critical Hit, 1-3 the attacker Exposed, 1 a miss; "If your Combat roll is greater
 * than or equal to the target's Armor Coverage, your attack doesn't hit the target's armor … If your Combat roll is
 * less than the target's Armor Coverage, the target subtracts their Armor Rating from the damage they take."
 * A Defending target "win[s] ties on your Defenses": the AV must then be strictly greater.
 * A target that cannot roll ("if a target is asleep or fully restrained they cannot roll Evasion, and any attacks
 * against them automatically hit") is hit without a Defense roll, a natural 1 included; the Combat roll is still made
 * ("Every time you make a melee attack you must make a Combat roll") for a Critical Hit, Exposure and the armor. The
 * world's `helplessNaturalOneMisses` keeps a natural 1 a miss against them too.
 */
export interface MeleeAttackInput {
  readonly av: number;
  readonly combat: AttackRollReading;
  /** The defender's Defense roll total; undefined when it cannot roll. */
  readonly defenseRoll?: number;
  readonly defenderWinsTies: boolean;
  readonly armor?: EnergyArmor;
  /**
   * The target cannot roll Evasion (asleep, fully restrained, unconscious). Said, not inferred from a missing
   * `defenseRoll`: a caller that skips the roll because a natural 20 or 1 already decided the attack is not attacking
   * a helpless target.
   */
  readonly helpless?: boolean;
  /** Against a helpless target, a natural 1 still misses (the `helplessNaturalOneMisses` variant). */
  readonly helplessNaturalOneMisses?: boolean;
}

export function beatsDefense(av: number, defenseRoll: number, defenderWinsTies: boolean): boolean {
  return defenderWinsTies ? av > defenseRoll : av >= defenseRoll;
}

export function resolveMelee(input: MeleeAttackInput): AttackOutcome {
  const { combat } = input;
  const roll = input.defenseRoll;
  const automatic = roll === undefined;
  const natural = decidedByNaturalRoll(combat);
  const helplessHit = input.helpless === true && hitsHelpless(combat, input.helplessNaturalOneMisses ?? false);
  if (natural && !(natural.criticalFailure && helplessHit)) return natural;
  const hit = roll === undefined || beatsDefense(input.av, roll, input.defenderWinsTies);
  const armorHit = hit && input.armor !== undefined && combat.face < input.armor.coverage;
  return {
    attackerExposed: combat.attackerExposed,
    criticalFailure: combat.criticalFailure,
    hit,
    criticalHit: false,
    armorHit,
    targetExposed: false,
    decidedBy: automatic ? "automatic" : "roll",
  };
}
