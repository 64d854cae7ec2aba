import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { sizeSteps, type SizeCategory } from "../tables/size.ts";
import type { EdgeSource } from "../dice/edge.ts";
import type { DamageParts } from "../dice/damage.ts";
import type { MomentumHit } from "./apply.ts";

/**
 * Forced movement and teleporting into occupied spaces (seed 002).
 * - "Moving a target into a space that is already occupied forces the creature or object occupying that space to make
 *   a Strength DR. The creature or object has advantage on that DR if it is at least one size category bigger than the
 *   target that you are moving into their space. On a failure, you deal physical damage – equal to the full distance
 *   in meters that the target would have been moved – to both the moving target and whatever is occupying the space.
 *   On a success, you only deal half as much damage. The moving target is stopped one space before it."
 * - "Teleporting a target into a space that is already occupied deals Reality damage equal to the teleported distance
 *   to both … The damage ignores Armor. The teleported target returns to its original position afterward. This cannot
 *   deal more than 100 damage to a creature."
 * The DR's Power is that of the creature causing the movement (`drPower`).
 */
export const TELEPORT_DAMAGE_CAP = 100;

/** Advantage on the occupant's Strength DR when it is at least one size category bigger than the moved target. */
export function collisionEdges(occupant: SizeCategory, moved: SizeCategory): readonly EdgeSource[] {
  return sizeSteps(moved, occupant) >= 1 ? [{ source: "Bigger than the moved target", edge: "advantage" }] : [];
}

/** Damage to both: the full intended distance on a failed DR, half of it on a success. */
export function collisionDamage(
  distanceM: number,
  drSucceeded: boolean,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): number {
  const full = Math.max(0, Math.floor(distanceM));
  if (!drSucceeded) return full;
  return options.collisionHalfRounding === "down" ? Math.floor(full / 2) : Math.ceil(full / 2);
}

export interface Collision {
  /** The same hit lands on the moved target and on the occupant. */
  readonly hit: MomentumHit;
  /** "The moving target is stopped one space before it": metres actually moved. */
  readonly movedM: number;
}

/** The Physical hit a collision deals each of the two (`amount` from `collisionDamage`). */
export function collisionHit(amount: number): MomentumHit {
  return { parts: { physical: Math.max(0, amount) }, source: "Collision" };
}

/** The collision of a target pushed `distanceM` metres that meets an occupied space `reachedM` metres along. */
export function collision(
  distanceM: number,
  reachedM: number,
  drSucceeded: boolean,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): Collision {
  return {
    hit: collisionHit(collisionDamage(distanceM, drSucceeded, options)),
    movedM: Math.max(0, Math.min(distanceM, reachedM - 1)),
  };
}

/**
 * "You can add the damage that you deal that way to any damage that you might have caused through an Ability or
 * attack that caused the movement in the first place, instead of treating it as a separate damage source."
 */
export function addCollisionDamage(parts: DamageParts, amount: number): DamageParts {
  return { ...parts, physical: (parts.physical ?? 0) + Math.max(0, amount) };
}

/** The hit a teleport into an occupied space deals to both; the teleported target goes back where it was. */
export function teleportHit(distanceM: number): MomentumHit {
  return {
    parts: { reality: Math.max(0, Math.floor(distanceM)) },
    source: "Teleport into an occupied space",
    choice: { ignoreArmor: Number.POSITIVE_INFINITY },
    cap: TELEPORT_DAMAGE_CAP,
  };
}
