import { separationFlankingPair } from "../../../core/geometry/flanking.ts";
import type { Point } from "../../../core/geometry/shapes.ts";

/**
 * Flanking (seed 004): "When two or more hostile creatures are surrounding a target, that target becomes flanked as
 * long as there is at least a 120-degree separation between any two of the surrounding creatures from the center of
 * the target's space and those creatures are capable of attacking the target with their currently equipped weapons
 * and within the first range increment if using ranged weapons."
 * Ignoring your flank: ignored creatures "are ignored when determining whether or not you are flanked. Likewise, you
 * cannot contribute to flanking an ignored creature."
 */
export const FLANKING_DEGREES = 120;

export interface FlankCandidate {
  readonly id: string;
  /** Centre of the creature's space, in the same units as the target's centre. */
  readonly position: Point;
  readonly hostile: boolean;
  /** Can attack the target now (reach, or the first range increment): see `canThreaten`. */
  readonly canAttack: boolean;
  /** Creatures this one is ignoring. */
  readonly ignoring: readonly string[];
}

export interface FlankTarget {
  readonly id: string;
  readonly centre: Point;
  /** Creatures the target is ignoring. */
  readonly ignoring: readonly string[];
}

/** The creatures that count toward flanking this target. */
export function eligibleFlankers(target: FlankTarget, others: readonly FlankCandidate[]): readonly FlankCandidate[] {
  return others.filter(
    (o) =>
      o.id !== target.id &&
      o.hostile &&
      o.canAttack &&
      !target.ignoring.includes(o.id) &&
      !o.ignoring.includes(target.id),
  );
}

/** The pair that flanks the target, or undefined when it is not flanked. */
export function flankingPair(
  target: FlankTarget,
  others: readonly FlankCandidate[],
): readonly [string, string] | undefined {
  const eligible = eligibleFlankers(target, others);
  const pair = separationFlankingPair(
    target.centre,
    eligible.map((o) => o.position),
    FLANKING_DEGREES,
  );
  if (pair === undefined) return undefined;
  const a = eligible[pair[0]];
  const b = eligible[pair[1]];
  return a && b ? [a.id, b.id] : undefined;
}

export function isFlanked(target: FlankTarget, others: readonly FlankCandidate[]): boolean {
  return flankingPair(target, others) !== undefined;
}

/** "capable of attacking the target with their currently equipped weapons and within the first range increment". */
export function canThreaten(
  weapon:
    { readonly ranged: false; readonly reach: number } | { readonly ranged: true; readonly firstIncrement: number },
  distance: number,
): boolean {
  return weapon.ranged ? distance <= weapon.firstIncrement : distance <= weapon.reach;
}
