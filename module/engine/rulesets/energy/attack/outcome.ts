/**
 * What one attack did, as the attack card stores it. Melee and ranged attacks resolve differently (attack/melee.ts,
 * attack/ranged.ts) but end in the same shape, which the damage and condition rules read.
 */
import type { AttackRollReading } from "../dice/d20.ts";

export interface AttackOutcome {
  readonly hit: boolean;
  /** "you hit the target regardless of their Defense roll, ignore their armor regardless of its Coverage, and
   * Expose the target". */
  readonly criticalHit: boolean;
  /** A natural 1: "Critical Failure. Your attack misses." */
  readonly criticalFailure: boolean;
  /** The hit struck the target's armor: its AR comes off the damage. */
  readonly armorHit: boolean;
  /** The attacker rolled 1-3: "You become Exposed (until the end of the next Round)". */
  readonly attackerExposed: boolean;
  /** The target is Exposed by a Critical Hit. */
  readonly targetExposed: boolean;
  /** How the hit was decided, for the card. */
  readonly decidedBy: "criticalHit" | "criticalFailure" | "automatic" | "roll";
}

/**
 * The outcomes the natural roll decides alone, alike for the Combat roll (melee) and the Hit roll (ranged): a
 * natural 1 "Critical Failure. Your attack misses."; a Critical Hit hits, ignores armor and Exposes the target.
 * Undefined when the roll leaves it to the defense.
 */
export function decidedByNaturalRoll(roll: AttackRollReading): AttackOutcome | undefined {
  if (!roll.criticalFailure && !roll.criticalHit) return undefined;
  const { attackerExposed, criticalFailure } = roll;
  // Written out rather than spread from a shared base: every attack of a simulation passes here.
  return criticalFailure
    ? {
        attackerExposed,
        criticalFailure,
        hit: false,
        criticalHit: false,
        armorHit: false,
        targetExposed: false,
        decidedBy: "criticalFailure",
      }
    : {
        attackerExposed,
        criticalFailure,
        hit: true,
        criticalHit: true,
        armorHit: false,
        targetExposed: true,
        decidedBy: "criticalHit",
      };
}

/**
 * An attack against a target that cannot roll its Defense: "if a target is asleep or fully restrained they cannot roll
 * Evasion, and any attacks against them automatically hit" — a natural 1 included, unless the world keeps
 * "Critical Failure. Your attack misses." for them too (`helplessNaturalOneMisses`).
 */
export function hitsHelpless(roll: AttackRollReading, naturalOneMisses: boolean): boolean {
  return !(roll.criticalFailure && naturalOneMisses);
}
