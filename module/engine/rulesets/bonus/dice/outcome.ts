/**
 * Reading `bonus` results: did an attack beat Guard, did the Defense reaction beat the attack, by how much. An
 * attack hits when it is "higher than your target's Guard" and the defender, if they react, does not "score higher
 * than the attacker" ("If they tie, the contest goes to the attacker").
 */
import type { RollResult } from "../../../core/dice/result.ts";

export interface CheckOutcome {
  readonly success: boolean;
  readonly total: number;
  /** The number compared with (Guard plus VS penalties, a VS, an attack total). */
  readonly against: number;
  /** total − against: positive clears an "exceed" target, 0 is a tie. */
  readonly margin: number;
}

/** The outcome of a result that carries its target. */
export function checkOutcome(result: RollResult): CheckOutcome {
  const { target } = result;
  if (!target || result.success === undefined) throw new RangeError(`"${result.label}" was rolled without a target`);
  return { success: result.success, total: result.total, against: target.value, margin: result.total - target.value };
}

export interface AttackResolution {
  readonly hit: boolean;
  /** Beat Guard (before any reaction). */
  readonly beatGuard: boolean;
  /** The defender reacted and scored higher; null when there was no reaction (or the attack already missed). */
  readonly defended: boolean | null;
  /** Attack total − (Guard + VS penalties). */
  readonly guardMargin: number;
  /** Defense total − attack total when a reaction was rolled (> 0 defends; a tie goes to the attacker). */
  readonly defenseMargin: number | null;
}

/** Resolve an attack result, optionally against the defender's Defense reaction result. */
export function resolveAttack(attack: RollResult, defense?: RollResult): AttackResolution {
  const guard = checkOutcome(attack);
  if (!guard.success || !defense) {
    return {
      hit: guard.success,
      beatGuard: guard.success,
      defended: null,
      guardMargin: guard.margin,
      defenseMargin: null,
    };
  }
  const defenseMargin = defense.total - attack.total;
  const defended = defenseMargin > 0;
  return { hit: !defended, beatGuard: true, defended, guardMargin: guard.margin, defenseMargin };
}
