import { addCondition, removeCondition } from "../../../core/conditions/mutate.ts";
import { MOMENTUM_CONDITIONS } from "../conditions.ts";
import type { MomentumActor } from "../creature.ts";
import { grab, release, startClimbing, stopClimbing } from "../relations.ts";
import type { ContestId } from "../tables/contests.ts";

/**
 * What a contest leaves behind (seed 002):
 * - Blind: "blind a target … until the end of their next turn";
 * - Climb: "You occupy a space that is also occupied by the target, and you move with it if it moves";
 * - Disarm: the target drops the item ("You can take the dropped item if you have at least one free hand");
 * - Grab: "you successfully grab the creature" (Grabbed, until the grabber lets go or it breaks free);
 * - Shove: "move a target within 1 m of you up to 1 m" (the adapter moves it; forced movement rules apply);
 * - Trip: "knock them prone";
 * - moving through an enemy's space: the mover passes, or stops before it;
 * - Shake Off: "will shake you off successfully if you fail the Skill Check" (the climber is the acting side);
 * - Break Free (Fray's): the grab ends if the grabber fails.
 * Hide has several observers: actions/hide.ts.
 */
export const SHOVE_DISTANCE_M = 1;

export interface Parties {
  readonly actorId: string;
  readonly actor: MomentumActor;
  readonly targetId: string;
  readonly target: MomentumActor;
}

export interface ContestResult extends Parties {
  /** Metres the target is pushed (Shove). */
  readonly pushM?: number;
  /** The target drops the item it held (Disarm). */
  readonly dropsItem?: boolean;
  /** The mover gets through the enemy's space. */
  readonly passes?: boolean;
  /** The actor is put on the target's space (a won Climb: "You occupy a space that is also occupied by the target"). */
  readonly occupiesTarget?: true;
}

export function applyContest(
  id: Exclude<ContestId, "hide">,
  parties: Parties,
  actorWins: boolean,
  round: number,
): ContestResult {
  const { actor, target, targetId, actorId } = parties;
  const withTarget = (conditions: MomentumActor["conditions"]): ContestResult => ({
    ...parties,
    target: { ...target, conditions },
  });
  switch (id) {
    case "blind":
      if (!actorWins) return parties;
      return withTarget(
        addCondition(MOMENTUM_CONDITIONS, target.conditions, "blinded", {
          source: "blind",
          duration: { kind: "untilTurnEnd", holder: targetId },
          round,
        }).state,
      );
    case "trip":
      if (!actorWins) return parties;
      return withTarget(
        addCondition(MOMENTUM_CONDITIONS, target.conditions, "prone", {
          source: "trip",
          duration: { kind: "permanent" },
          round,
        }).state,
      );
    case "grab":
      return actorWins ? withTarget(grab(target.conditions, actorId, round)) : parties;
    case "climb":
      return actorWins
        ? {
            ...parties,
            actor: { ...actor, conditions: startClimbing(actor.conditions, targetId, round) },
            occupiesTarget: true,
          }
        : parties;
    case "shakeOff":
      return actorWins ? parties : { ...parties, actor: { ...actor, conditions: stopClimbing(actor.conditions) } };
    case "breakFree":
      // The grabber is the acting side: the grabbed creature (the target) breaks free when the grabber fails.
      return actorWins ? parties : withTarget(release(target.conditions, actorId));
    case "shove":
      return actorWins ? { ...parties, pushM: SHOVE_DISTANCE_M } : parties;
    case "disarm":
      return { ...parties, dropsItem: actorWins };
    case "moveThroughEnemy":
      return { ...parties, passes: actorWins };
  }
}

/** Stabilize: "On a success, you can remove the Bleeding Status Effect from a creature within 1 m of you." */
export const STABILIZE_DIFFICULTY = 8;
export const STABILIZE_RANGE_M = 1;

export function stopBleeding(patient: MomentumActor): MomentumActor {
  const removed = removeCondition(patient.conditions, "bleeding");
  return removed.ok ? { ...patient, conditions: removed.state.state } : patient;
}
