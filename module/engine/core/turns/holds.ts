import { turnEvent } from "./boundary.ts";
import { refuseTurn, type RoundState, type TurnStep } from "./round.ts";

/**
 * Held and saved turns. The held turn's `turnStart` has already happened at its normal place (so effects lasting
 * "until your next turn" end there, as momentum requires, and per-turn pools refill there); `turnHeld` marks the
 * hold and `turnResumed` marks the moment the turn is actually taken.
 *
 * - momentum "hold": hold with no `after`, then `releaseHeld` when the creature wants to act (it acts right after
 *   the current turn), or leave it held to the round's end, or `forfeitHeld` if it refuses to act.
 * - contest "save": hold with `after` (required: "They must immediately declare after which character they would
 *   like to become the active character").
 */
export function holdTurn(state: RoundState, after?: string): TurnStep {
  const id = state.active;
  if (state.ended) return refuseTurn(state, "roundEnded", "The round has already ended.");
  if (id === undefined) return refuseTurn(state, "noActiveTurn", "Nobody is taking a turn.");
  if (state.holds === "none") return refuseTurn(state, "holdsNotAllowed", "This ruleset has no held turns.");
  if (state.holds === "save" && after === undefined) {
    return refuseTurn(state, "afterRequired", "A saved turn must name the combatant it follows.");
  }
  if (state.heldBefore.includes(id)) return refuseTurn(state, "alreadyHeld", "This turn was already held once.");
  if (
    after !== undefined &&
    (after === id || !(state.queue.includes(after) || state.held.some((h) => h.id === after)))
  ) {
    return refuseTurn(state, "unknownAfter", `"${after}" has no turn left this round to follow.`);
  }
  const rank = state.order.indexOf(id);
  const held = [...state.held, after === undefined ? { id, rank } : { id, after, rank }];
  const next: RoundState = { ...state, active: undefined, held, heldBefore: [...state.heldBefore, id] };
  return { ok: true, state: next, events: [turnEvent("turnHeld", state.round, id)] };
}

/**
 * A holder chooses to act now: right after the current turn ends, or at once if nobody is acting.
 */
export function releaseHeld(state: RoundState, id: string): TurnStep {
  const entry = state.held.find((h) => h.id === id);
  if (state.ended) return refuseTurn(state, "roundEnded", "The round has already ended.");
  if (!entry) return refuseTurn(state, "notHeld", `"${id}" is not holding a turn.`);
  const others = state.held.filter((h) => h.id !== id);
  if (state.active === undefined) {
    const next: RoundState = { ...state, active: id, held: others };
    return { ok: true, state: next, events: [turnEvent("turnResumed", state.round, id)] };
  }
  return {
    ok: true,
    state: { ...state, held: [...others, { id, after: state.active, rank: entry.rank }] },
    events: [],
  };
}

/** A holder refuses to act (momentum: "If any of those creatures refuse, they lose their turn for this round"). */
export function forfeitHeld(state: RoundState, id: string): TurnStep {
  if (!state.held.some((h) => h.id === id)) return refuseTurn(state, "notHeld", `"${id}" is not holding a turn.`);
  const next: RoundState = { ...state, held: state.held.filter((h) => h.id !== id), done: [...state.done, id] };
  // The lost turn still ends, so effects lasting "until the end of your turn" end with it.
  return { ok: true, state: next, events: [turnEvent("turnEnd", state.round, id)] };
}
