import { roundEnd, roundStart, turnEvent, type BoundaryEvent } from "./boundary.ts";
import type { TurnStructure } from "./structure.ts";

/**
 * One round as a value: who has acted, who is acting, who is still to act, whose turn is held. Every step returns
 * the new state and the boundary events it produced, in order; the Combat sub-type feeds those events to the
 * economy (refills) and the conditions (expiry).
 */

/** A turn held or saved for later in the round (momentum "hold", contest "save"). */
export interface HeldTurn {
  readonly id: string;
  /** Take the turn right after this combatant's turn ends; undefined: held until released or the round's end. */
  readonly after?: string;
  /** Position in the round's starting order: held-to-the-end turns are taken in this order. */
  readonly rank: number;
}

export interface RoundState {
  readonly round: number;
  readonly holds: "none" | "hold" | "save";
  /** The order the round started with (ranks for held turns). */
  readonly order: readonly string[];
  /** Still to take their turn at their normal place, first to last. */
  readonly queue: readonly string[];
  readonly active?: string;
  /** Turns finished (or forfeited) this round, in the order they ended. */
  readonly done: readonly string[];
  readonly held: readonly HeldTurn[];
  /** Everyone who held this round: a turn can be held once. */
  readonly heldBefore: readonly string[];
  readonly ended: boolean;
}

export type TurnRefusalCode =
  "roundEnded" | "noActiveTurn" | "holdsNotAllowed" | "afterRequired" | "unknownAfter" | "alreadyHeld" | "notHeld";

export interface TurnRefusal {
  readonly code: TurnRefusalCode;
  readonly message: string;
}

/** A step of the round. A refused step returns the state unchanged and no events. */
export type TurnStep =
  | { readonly ok: true; readonly state: RoundState; readonly events: readonly BoundaryEvent[] }
  | { readonly ok: false; readonly state: RoundState; readonly events: readonly []; readonly reason: TurnRefusal };

export function refuseTurn(state: RoundState, code: TurnRefusalCode, message: string): TurnStep {
  return { ok: false, state, events: [], reason: { code, message } };
}

function unique(ids: readonly string[]): readonly string[] {
  return [...new Set(ids)];
}

/**
 * Start a round. `order` is the acting order (from `sortInitiative`); a turnless structure ignores it: its rounds
 * have no turns at all, so the next step ends the round.
 */
export function beginRound(structure: TurnStructure, order: readonly string[], round: number): TurnStep {
  const turns = structure.kind === "initiative" ? unique(order) : [];
  const state: RoundState = {
    round,
    holds: structure.kind === "initiative" ? structure.holds : "none",
    order: turns,
    queue: turns,
    done: [],
    held: [],
    heldBefore: [],
    ended: false,
  };
  return { ok: true, state, events: [roundStart(round)] };
}

function byRank(a: HeldTurn, b: HeldTurn): number {
  return a.rank - b.rank;
}

/** Is `id` still going to end a turn this round (so a turn held "after" it will come)? */
function stillToEnd(state: RoundState, id: string): boolean {
  return state.queue.includes(id) || state.active === id || state.held.some((h) => h.id === id);
}

/** The held turn to take next, given whose turn just ended (undefined when nobody's did). */
function nextHeld(state: RoundState, justEnded: string | undefined): HeldTurn | undefined {
  const sorted = [...state.held].sort(byRank);
  if (justEnded !== undefined) {
    const waiting = sorted.find((h) => h.after === justEnded);
    if (waiting) return waiting;
  }
  if (state.queue.length > 0) return undefined;
  // Normal turns are over: held turns with nobody left to wait for go in starting order. If every held turn waits
  // on another held turn (a cycle), the first by rank goes so that the round always ends.
  return sorted.find((h) => h.after === undefined || !stillToEnd(state, h.after)) ?? sorted[0];
}

/**
 * End the active turn (if any) and start the next one: a turn held to follow the one that just ended, else the next
 * in the queue, else held turns in starting order, else the round ends.
 */
export function nextTurn(state: RoundState): TurnStep {
  if (state.ended) return refuseTurn(state, "roundEnded", "The round has already ended.");
  const events: BoundaryEvent[] = [];
  let current = state;
  const justEnded = state.active;
  if (justEnded !== undefined) {
    events.push(turnEvent("turnEnd", state.round, justEnded));
    current = { ...current, active: undefined, done: [...current.done, justEnded] };
  }
  const held = nextHeld(current, justEnded);
  if (held) {
    events.push(turnEvent("turnResumed", state.round, held.id));
    const rest = current.held.filter((h) => h.id !== held.id);
    return { ok: true, state: { ...current, active: held.id, held: rest }, events };
  }
  const [next, ...queue] = current.queue;
  if (next !== undefined) {
    events.push(turnEvent("turnStart", state.round, next));
    return { ok: true, state: { ...current, active: next, queue }, events };
  }
  events.push(roundEnd(state.round));
  return { ok: true, state: { ...current, ended: true }, events };
}

/**
 * Dynamic initiative (wounds): re-sort those still waiting for their normal turn. `order` is the full new order;
 * whoever has acted, is acting or is holding keeps that status ("If an effect lowers your initiative score after you
 * have already had your turn, you do not gain a second turn on the same round"). Ids in `order` not yet part of the
 * round join the queue (a creature joining an ongoing combat); ids missing from `order` leave it.
 */
export function reorder(state: RoundState, order: readonly string[]): RoundState {
  const settled = new Set([...state.done, ...state.held.map((h) => h.id), ...(state.active ? [state.active] : [])]);
  return { ...state, queue: unique(order).filter((id) => !settled.has(id)) };
}

/**
 * The GM steps back one turn (a correction, not a rule): the last turn to end is taken again and the one acting
 * goes back to the front of the queue. No events: stepping back undoes nothing, and the turn's start does not
 * happen twice for pools that refill once (the boundaries guard that). Undefined when no turn has ended this round
 * (the caller steps back a round instead).
 */
export function rewindTurn(state: RoundState): RoundState | undefined {
  const last = state.done.at(-1);
  if (last === undefined) return undefined;
  const queue = state.active === undefined ? state.queue : [state.active, ...state.queue];
  return { ...state, active: last, done: state.done.slice(0, -1), queue, ended: false };
}

/** A combatant leaves the round (defeated, removed): its turn ends now if it was acting. */
export function removeFromRound(state: RoundState, id: string): TurnStep {
  const events: BoundaryEvent[] = [];
  let active = state.active;
  let done = state.done;
  if (active === id) {
    events.push(turnEvent("turnEnd", state.round, id));
    active = undefined;
    done = [...done, id];
  }
  const next: RoundState = {
    ...state,
    active,
    done,
    queue: state.queue.filter((q) => q !== id),
    held: state.held.filter((h) => h.id !== id),
  };
  return { ok: true, state: next, events };
}

/**
 * Every boundary event of a round in which nobody holds, in order:
 * roundStart, then turnStart(id)/turnEnd(id) for each combatant in `order`, then roundEnd. A turnless structure
 * gives roundStart, roundEnd.
 */
export function roundEvents(
  structure: TurnStructure,
  order: readonly string[],
  round: number,
): readonly BoundaryEvent[] {
  let step = beginRound(structure, order, round);
  const events: BoundaryEvent[] = [...step.events];
  while (!step.state.ended) {
    step = nextTurn(step.state);
    events.push(...step.events);
  }
  return events;
}
