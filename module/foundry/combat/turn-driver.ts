/**
 * The round of a Combat whose turn structure is `initiative` (the engine descriptor's `rules.turns`), driven by the
 * engine (ARCHITECTURE.md decision 14): the Combat stores the engine's `RoundState` (turn-model.ts), every move is an
 * engine step, and core's `turn` is kept at the index of the acting combatant in `combat.turns` (null while nobody
 * acts), so core's hooks and tracker keep working. Every boundary event the steps return goes to `runBoundary`, in
 * order, a group's events as each member's. GM only: the callers route a player's move through the control relay.
 */
import type { BoundaryEvent } from "../../engine/core/turns/boundary.ts";
import { expandGroupEvents, type TurnGroup } from "../../engine/core/turns/groups.ts";
import {
  beginRound,
  nextTurn,
  removeFromRound,
  reorder,
  rewindTurn,
  type RoundState,
  type TurnRefusal,
  type TurnStep,
} from "../../engine/core/turns/round.ts";
import type { InitiativeStructure } from "../../engine/core/turns/structure.ts";
import { runBoundary } from "./boundaries.ts";
import { FrayCombatModel } from "./combat-model.ts";
import { roomOf } from "./rooms.ts";
import { currentGroups, foldedTurnIds, roundOrder, turnIndexOf } from "./turn-order.ts";
import { fromTurnsData, toTurnsSource, type StoredRound } from "./turn-model.ts";

/** The round the Combat stores, or undefined before its first round. */
export function storedRound(combat: Combat.Implementation): StoredRound | undefined {
  const system = combat.system;
  return system instanceof FrayCombatModel ? fromTurnsData(system.turns) : undefined;
}

/** A round moved forward: its new state and the events on the way, already expanded to group members. */
interface Moved {
  readonly round: StoredRound;
  readonly events: readonly BoundaryEvent[];
}

function played(step: TurnStep, groups: readonly TurnGroup[], before: readonly BoundaryEvent[] = []): Moved {
  return { round: { state: step.state, groups }, events: [...before, ...expandGroupEvents(step.events, groups)] };
}

function idsInRound(state: RoundState): readonly string[] {
  return [...state.queue, ...state.held.map((h) => h.id), ...(state.active === undefined ? [] : [state.active])];
}

/**
 * Newcomers to a round whose order holds until the next (`shifts: nextRound`) join it where the order puts them if
 * that place is still to come, as core's pointer treats a combatant added mid-round; the others wait a round.
 */
function admit(state: RoundState, live: readonly string[]): RoundState {
  const known = new Set([...state.order, ...state.done, ...idsInRound(state)]);
  const anchorId = state.active ?? state.done.at(-1);
  const anchor = anchorId === undefined ? -1 : live.indexOf(anchorId);
  const joiners = live.filter((id, index) => !known.has(id) && index > anchor);
  const queue = [...state.queue];
  for (const id of joiners) {
    const at = queue.findIndex((q) => live.indexOf(q) > live.indexOf(id));
    queue.splice(at < 0 ? queue.length : at, 0, id);
  }
  return joiners.length === 0 ? state : { ...state, queue };
}

/**
 * The stored round brought up to the combatants as they are: one who left the combat leaves the round (no events:
 * it has no documents left), a newcomer joins, and a structure whose shifts are immediate re-sorts those still to
 * act (`reorder`: who acted stays acted).
 */
function current(combat: Combat.Implementation, structure: InitiativeStructure, stored: StoredRound): RoundState {
  const live = foldedTurnIds(combat, stored.groups);
  const gone = idsInRound(stored.state).filter((id) => !live.includes(id));
  const state = gone.reduce((s, id) => removeFromRound(s, id).state, stored.state);
  return structure.shifts === "immediate" ? reorder(state, live) : admit(state, live);
}

/**
 * `reroll: eachRound` ("Initiative is determined at the beginning of a round"): every combatant's initiative roll of
 * its room, rolled again and written before the round's order is worked out, so what changed since counts from this
 * round on. Written without a chat card each round (the tracker shows the totals); a room without an initiative
 * roll keeps the totals it has.
 */
async function rerollInitiative(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  if (structure.reroll !== "eachRound" || !roomOf(combat)?.initiativeRoll) return;
  for (const combatant of combat.combatants.contents) {
    const roll = combatant.getInitiativeRoll();
    await roll.evaluate();
    if (roll.total !== combatant.initiative) await combatant.update({ initiative: roll.total ?? null });
  }
}

/** Round `round` begins in its order with the room's groups now, and its first turn starts. */
async function begin(
  combat: Combat.Implementation,
  structure: InitiativeStructure,
  round: number,
  before: readonly BoundaryEvent[] = [],
): Promise<Moved> {
  await rerollInitiative(combat, structure);
  const groups = currentGroups(combat);
  const started = played(beginRound(structure, roundOrder(combat, groups, round), round), groups, before);
  return played(nextTurn(started.round.state), groups, started.events);
}

/**
 * The room's writes round `round`'s order depends on (room.ts `prepareRound`), then core's turns sorted again with
 * them (its public `setupTurns`), since the round's order is taken from those turns.
 */
async function prepare(combat: Combat.Implementation, round: number): Promise<void> {
  const room = roomOf(combat);
  if (!room?.prepareRound) return;
  await room.prepareRound(combat, round);
  combat.setupTurns();
}

/** One more step; a round it ends is followed by the next round's beginning. */
async function then(
  combat: Combat.Implementation,
  structure: InitiativeStructure,
  moved: Moved,
  step: TurnStep,
): Promise<Moved> {
  const next = played(step, moved.round.groups, moved.events);
  if (!next.round.state.ended) return next;
  await prepare(combat, next.round.state.round + 1);
  return begin(combat, structure, next.round.state.round + 1, next.events);
}

/**
 * One update of core's pointer and the stored round, then every boundary in order. Core's own update hooks
 * (`updateCombat`, `combatTurnChange`) fire as for any move of its pointer.
 */
async function commit(
  combat: Combat.Implementation,
  round: StoredRound | undefined,
  events: readonly BoundaryEvent[],
): Promise<void> {
  // Core re-sorts its turns when a combatant changes; a room's groups can change without one (core's public
  // `setupTurns`, client/documents/combat.mjs, sorts them again with `_sortCombatants`).
  combat.setupTurns();
  const turn = round ? turnIndexOf(combat, round.groups, round.state.active) : null;
  await combat.update({ round: round?.state.round ?? 0, turn, system: { turns: toTurnsSource(round) } });
  for (const event of events) await runBoundary(combat, event);
}

export async function startRounds(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  await prepare(combat, 1);
  const moved = await begin(combat, structure, 1);
  await commit(combat, moved.round, moved.events);
  await passLostTurns(combat, structure);
}

/**
 * A turn the room says is lost once it started (room.ts `turnLost`) passes at once, its boundaries run as for any
 * turn. At most one pass per combatant a move, so a lost turn that never ends cannot keep the round turning.
 */
async function passLostTurns(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  const room = roomOf(combat);
  if (!room?.turnLost) return;
  for (let passed = 0; passed < combat.combatants.size; passed += 1) {
    const acting = combat.combatant;
    if (!acting || !room.turnLost(acting)) return;
    if (await stepOnce(combat, structure, [nextTurn])) return;
  }
}

/** Steps of the stored round from its state now; the first refused step's reason is returned, and nothing changes. */
export async function playStep(
  combat: Combat.Implementation,
  structure: InitiativeStructure,
  steps: readonly ((state: RoundState) => TurnStep)[],
): Promise<TurnRefusal | undefined> {
  const refused = await stepOnce(combat, structure, steps);
  if (!refused) await passLostTurns(combat, structure);
  return refused;
}

async function stepOnce(
  combat: Combat.Implementation,
  structure: InitiativeStructure,
  steps: readonly ((state: RoundState) => TurnStep)[],
): Promise<TurnRefusal | undefined> {
  const stored = storedRound(combat);
  if (!stored) return undefined;
  let moved: Moved = { round: { ...stored, state: current(combat, structure, stored) }, events: [] };
  for (const step of steps) {
    const taken = step(moved.round.state);
    if (!taken.ok) return taken.reason;
    moved = await then(combat, structure, moved, taken);
  }
  await commit(combat, moved.round, moved.events);
  return undefined;
}

/** The acting turn ends and the next starts (the next round's first, after the last). */
export async function advanceTurn(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  const stored = storedRound(combat);
  if (!stored) return startRounds(combat, structure);
  // A round in which nobody had a turn ended as it began: the next one begins.
  if (stored.state.ended) return advanceRound(combat, structure);
  await playStep(combat, structure, [nextTurn]);
}

/** The rest of the round passes (every turn left starts and ends, as core walks skipped turns), then the next begins. */
export async function advanceRound(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  const stored = storedRound(combat);
  if (!stored) return startRounds(combat, structure);
  let moved: Moved = { round: { ...stored, state: current(combat, structure, stored) }, events: [] };
  while (!moved.round.state.ended) moved = played(nextTurn(moved.round.state), stored.groups, moved.events);
  await prepare(combat, stored.state.round + 1);
  moved = await begin(combat, structure, stored.state.round + 1, moved.events);
  await commit(combat, moved.round, moved.events);
  await passLostTurns(combat, structure);
}

/** The GM steps back a turn (no events, as core fires none backwards); before the round's first, a round back. */
export async function rewindOneTurn(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  const stored = storedRound(combat);
  const state = stored ? rewindTurn(stored.state) : undefined;
  if (!stored || !state) return rewindOneRound(combat, structure);
  await commit(combat, { ...stored, state }, []);
}

/**
 * The GM steps back a round: the previous round at its last turn (as core puts the pointer), or no round at all
 * from the first. No events; the boundaries already applied are not applied again (`runBoundary`).
 */
export async function rewindOneRound(combat: Combat.Implementation, structure: InitiativeStructure): Promise<void> {
  const round = (storedRound(combat)?.state.round ?? combat.round) - 1;
  if (round < 1) return commit(combat, undefined, []);
  const groups = currentGroups(combat);
  let step = beginRound(structure, foldedTurnIds(combat, groups), round);
  while (step.state.queue.length > 0) step = nextTurn(step.state);
  await commit(combat, { state: step.state, groups }, []);
}
