import type { FlatModifier } from "../../../core/dice/request.ts";
import type { WoundOutcome } from "../damage/apply.ts";
import type { WoundsRefusal } from "../economy/refusal.ts";

/**
 * Mounted combat (seed 004): "a creature must be at least the size of its rider." "you and your mount share a single
 * turn, using the worse of your two initiative scores. You gain a +1 bonus to melee defense and melee attack rolls
 * against any opponents of a size smaller than your mount unless they are also mounted on a creature at least as large
 * as your mount, and you are considered 1 yard farther from creatures on the ground smaller than your mount.
 * Controlling your mount's movement requires spending AP equal to that spent by the mount to move." Untrained mounts
 * "require a Prs [Nature/Riding] check each time they or you are wounded or you come into reach of an enemy's melee
 * weapon … You may attempt to regain control by making the same check as an action (AP Cost 8), with a -1 penalty for
 * each enemy within 30 feet, and a +1 bonus for each consecutive action spent to calm the mount to a maximum of +5. The
 * TN to control an average untrained horse is 5." "A sentient mount may optionally retain a separate initiative score
 * and turn."
 */
export const RIDING_NOTATION = "Prs [Nature/Riding]";
export const UNTRAINED_HORSE_TN = 5;
export const MOUNTED_ATTACK_BONUS = 1;
export const GROUND_DISTANCE_YARDS = 1;
export const CALMING_BONUS_CAP = 5;
/** 30 feet in the ruleset's yards. */
export const NEARBY_ENEMY_YARDS = 10;

/**
 * "In order to act as a mount, a creature must be at least the size of its rider." A mount is "a horse or other
 * mount" its rider climbs atop: one that stands hostile to the rider is no mount of its (decision 220).
 */
export function whyCannotMount(riderSize: number, mountSize: number, hostile: boolean): WoundsRefusal | undefined {
  if (hostile) return { code: "mountHostile", message: "A creature hostile to the rider is not its mount." };
  return mountSize >= riderSize
    ? undefined
    : { code: "mountTooSmall", message: "A mount must be at least the size of its rider." };
}

/** "using the worse of your two initiative scores"; a sentient mount may keep its own. */
export function sharedInitiative(rider: number, mount: number): number {
  return Math.min(rider, mount);
}

export interface MountedMatchup {
  readonly mountSize: number;
  readonly opponentSize: number;
  /** The size of the opponent's own mount, if it is mounted. */
  readonly opponentMountSize?: number;
}

/** The +1 to melee attacks and melee defense against a smaller, not comparably mounted opponent. */
export function mountedAdvantage(m: MountedMatchup): boolean {
  const matched = m.opponentMountSize !== undefined && m.opponentMountSize >= m.mountSize;
  return m.opponentSize < m.mountSize && !matched;
}

/** Distance counted from a rider to a creature on the ground smaller than the mount. */
export function riderDistance(distanceYards: number, m: MountedMatchup): number {
  const onGround = m.opponentMountSize === undefined;
  return onGround && m.opponentSize < m.mountSize ? distanceYards + GROUND_DISTANCE_YARDS : distanceYards;
}

/**
 * AP a rider spends to steer: as much as the mount spent moving. A mount out of control is not steered ("will typically
 * attempt to flee from battle by the most obvious route"): its rider pays nothing for its moves (decision 203).
 */
export function controlAp(mountMoveAp: number, inControl = true): number {
  return inControl ? Math.max(0, mountMoveAp) : 0;
}

export type ControlTrigger = "riderWounded" | "mountWounded" | "enemyReach";

/**
 * "you come into reach of an enemy's melee weapon": within its reach now, beyond it before (yards as the rider counts
 * them, `riderDistance`).
 */
export function enteredReach(distanceBefore: number, distanceAfter: number, reach: number): boolean {
  return distanceAfter <= reach && distanceBefore > reach;
}

/** Does this event call for a control check? Only for mounts "not trained for combat". */
export function needsControlCheck(trainedForCombat: boolean, _trigger: ControlTrigger): boolean {
  return !trainedForCombat;
}

/** The ride a wound fell on: whether the rider or the mount took it, and the mount's state. */
export interface WoundedRide {
  readonly trigger: Exclude<ControlTrigger, "enemyReach">;
  readonly trainedForCombat: boolean;
  readonly outOfControl: boolean;
}

/**
 * "each time they or you are wounded": every hit whose wound filled a slot of the rider or of its mount calls for one
 * check (an escalated wound is still the one wound), while the mount is in control (decision 219). A wound that leaves
 * its taker dead or unconscious calls for none: an unconscious rider holds no reins, a fallen mount flees nowhere.
 */
export function woundCallsControlCheck(outcome: WoundOutcome, ride: WoundedRide): boolean {
  const { dead, unconscious } = outcome.actor.creature;
  const wounded = outcome.events.some((e) => e.kind === "wound");
  return (
    wounded && !dead && !unconscious && !ride.outOfControl && needsControlCheck(ride.trainedForCombat, ride.trigger)
  );
}

/**
 * "a +1 bonus for each consecutive action spent to calm the mount to a maximum of +5": each Regain Control attempt
 * that leaves the mount out of control is one such action; regaining control, or any other action in between, ends the
 * run (decision 205). The count is uncapped here; `regainControlModifiers` applies the cap.
 */
export function calmingAfterAttempt(consecutive: number, regained: boolean): number {
  return regained ? 0 : Math.max(0, consecutive) + 1;
}

/** The regain-control check's situational modifiers. */
export function regainControlModifiers(enemiesWithin30Feet: number, consecutiveCalmingActions: number): FlatModifier[] {
  const parts: FlatModifier[] = [];
  if (enemiesWithin30Feet > 0) parts.push({ source: "Enemies within 30 feet", value: -enemiesWithin30Feet });
  const calm = Math.min(CALMING_BONUS_CAP, Math.max(0, consecutiveCalmingActions));
  if (calm > 0) parts.push({ source: "Calming the mount", value: calm });
  return parts;
}
