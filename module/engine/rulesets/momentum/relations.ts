import type { ConditionState } from "../../core/conditions/state.ts";
import { MOMENTUM_CONDITIONS } from "./conditions.ts";
import { related, relate, unrelate } from "./support/relations.ts";

/**
 * Conditions that hold between two creatures (support/relations.ts): hidden from an observer ("any enemy that is not
 * surprised starts the combat hidden from them"), climbing onto a target, grabbed by a grabber. Hidden from each
 * observer is its own application, ended one by one when that observer sees you.
 */
export const HIDDEN_FROM = "hiddenFrom:";
export const CLIMBING_ON = "climbingOn:";
export const GRABBED_BY = "grabbedBy:";

const PERMANENT = { kind: "permanent" } as const;

/** The creatures this one is hidden from. */
export function hiddenFrom(state: ConditionState): readonly string[] {
  return related(state, "hidden", HIDDEN_FROM);
}

export function isHiddenFrom(state: ConditionState, observer: string): boolean {
  return hiddenFrom(state).includes(observer);
}

/** The creature this one has climbed onto, if any. */
export function climbingOn(state: ConditionState): string | undefined {
  return related(state, "climbing", CLIMBING_ON)[0];
}

/** The creatures grabbing this one. */
export function grabbedBy(state: ConditionState): readonly string[] {
  return related(state, "grabbed", GRABBED_BY);
}

/** Hidden from these observers (until revealed). */
export function hideFrom(state: ConditionState, observers: readonly string[], round: number): ConditionState {
  return observers.reduce((s, o) => relate(MOMENTUM_CONDITIONS, s, "hidden", HIDDEN_FROM, o, PERMANENT, round), state);
}

/**
 * "You stop being hidden if an enemy sees you or you take any action that would clearly give away your location.
 * You stay hidden until the end of the turn if this happens during your turn." Off your turn the observers (all, when
 * none is named) stop at once; on your turn the same applications are kept until the end of this turn, so a
 * successful Hide before then ("You can stay hidden if you successfully take the Hide action after anything that
 * would reveal you and before your turn ends") replaces them with lasting ones.
 */
export function reveal(
  state: ConditionState,
  self: string,
  ownTurn: boolean,
  round: number,
  observers: readonly string[] = hiddenFrom(state),
): ConditionState {
  const endOfTurn = { kind: "untilTurnEnd", holder: self } as const;
  return observers
    .filter((o) => isHiddenFrom(state, o))
    .reduce(
      (s, o) =>
        ownTurn
          ? relate(MOMENTUM_CONDITIONS, s, "hidden", HIDDEN_FROM, o, endOfTurn, round)
          : unrelate(s, "hidden", HIDDEN_FROM, o),
      state,
    );
}

export function startClimbing(state: ConditionState, target: string, round: number): ConditionState {
  return relate(MOMENTUM_CONDITIONS, state, "climbing", CLIMBING_ON, target, PERMANENT, round);
}

export function stopClimbing(state: ConditionState): ConditionState {
  return unrelate(state, "climbing", CLIMBING_ON);
}

export function grab(state: ConditionState, grabber: string, round: number): ConditionState {
  return relate(MOMENTUM_CONDITIONS, state, "grabbed", GRABBED_BY, grabber, PERMANENT, round);
}

export function release(state: ConditionState, grabber: string): ConditionState {
  return unrelate(state, "grabbed", GRABBED_BY, grabber);
}
