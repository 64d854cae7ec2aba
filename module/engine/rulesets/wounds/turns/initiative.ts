import type { DiceRequest } from "../../../core/dice/request.ts";
import type { Rng } from "../../../core/dice/rng.ts";
import { reorder, type RoundState } from "../../../core/turns/round.ts";
import { shiftInitiative, sortInitiative, type InitiativeEntry } from "../../../core/turns/initiative.ts";
import type { InitiativeStructure } from "../../../core/turns/structure.ts";

/**
 * `wounds` initiative (seed 004): "During a round, participants act in descending order of initiative scores. In case
 * of a tie, the order is determined randomly each round. If an effect lowers your initiative score after you have
 * already had your turn, you do not gain a second turn on the same round." "Your initiative cannot drop below 0."
 * The score is rolled once and then moved by events; the order follows it at once (core `reorder` keeps whoever has
 * acted where they are).
 */
export const WOUNDS_TURN_STRUCTURE: InitiativeStructure = {
  kind: "initiative",
  reroll: "never",
  shifts: "immediate",
  holds: "none",
  initiativeFloor: 0,
};

export const INITIATIVE_FLOOR = 0;

/** Initiative scores by combatant id. */
export type InitiativeScores = Readonly<Record<string, number>>;
/** This round's random tie-break keys by combatant id. */
export type TieBreaks = Readonly<Record<string, number>>;

/** "Your starting initiative value is equal to the result", less any surprise penalty, never below 0. */
export function startingInitiative(checkTotal: number, surprisePenalty = 0): number {
  return Math.max(INITIATIVE_FLOOR, checkTotal - Math.max(0, surprisePenalty));
}

/** "the order is determined randomly each round": one key per combatant, drawn at each round start. */
export function rollTieBreaks(ids: readonly string[], rng: Rng): TieBreaks {
  return Object.fromEntries(ids.map((id) => [id, rng.next()]));
}

/** Acting order, first to last; `ids` in the order the combatants joined (the last resort for equal keys). */
export function woundsOrder(ids: readonly string[], scores: InitiativeScores, ties: TieBreaks): readonly string[] {
  const entries: InitiativeEntry[] = ids.map((id) => {
    const key = ties[id];
    return key === undefined ? { id, total: scores[id] ?? 0 } : { id, total: scores[id] ?? 0, tiebreak: [key] };
  });
  return sortInitiative(entries);
}

/** Move one score; "Your initiative cannot drop below 0." */
export function shiftScore(scores: InitiativeScores, id: string, delta: number): InitiativeScores {
  if (scores[id] === undefined) return scores;
  const entries: InitiativeEntry[] = Object.entries(scores).map(([key, total]) => ({ id: key, total }));
  const moved = shiftInitiative(entries, id, delta, INITIATIVE_FLOOR);
  return Object.fromEntries(moved.map((e) => [e.id, e.total]));
}

/** Re-sort those still to act after a score changed mid-round; those who acted never act twice. */
export function reorderRound(
  round: RoundState,
  ids: readonly string[],
  scores: InitiativeScores,
  ties: TieBreaks,
): RoundState {
  return reorder(round, woundsOrder(ids, scores, ties));
}

/** Every named way a score moves during combat. */
export const INITIATIVE_SHIFT = {
  /** "If you roll a critical success on an attack roll, your initiative is increased by 2" */
  criticalSuccess: 2,
  /** "… and your target's initiative is decreased by 2." */
  criticalSuccessTarget: -2,
  /** "If you roll a critical failure on an attack roll, your initiative is decreased by 2." */
  criticalFailure: -2,
  /** "You may also take an action when it is not your turn … Doing so reduces your initiative by 2." */
  interrupt: -2,
} as const;

export interface InitiativeShift {
  readonly id: string;
  readonly delta: number;
  readonly cause: keyof typeof INITIATIVE_SHIFT | "seizeInitiative";
}

/** The shifts a critical attack roll causes. */
export function criticalAttackShifts(
  attacker: string,
  target: string | undefined,
  critical: "success" | "failure" | undefined,
): readonly InitiativeShift[] {
  if (critical === "failure")
    return [{ id: attacker, delta: INITIATIVE_SHIFT.criticalFailure, cause: "criticalFailure" }];
  if (critical !== "success") return [];
  const mine: InitiativeShift = { id: attacker, delta: INITIATIVE_SHIFT.criticalSuccess, cause: "criticalSuccess" };
  if (target === undefined) return [mine];
  return [mine, { id: target, delta: INITIATIVE_SHIFT.criticalSuccessTarget, cause: "criticalSuccessTarget" }];
}

export function applyShifts(scores: InitiativeScores, shifts: readonly InitiativeShift[]): InitiativeScores {
  return shifts.reduce((s, shift) => shiftScore(s, shift.id, shift.delta), scores);
}

/** Seize Initiative: "Your initiative increases by 1d6 points." */
export const SEIZE_INITIATIVE_FACES = 6;

export function seizeInitiativeRequest(): DiceRequest {
  return {
    label: "Seize Initiative",
    groups: [{ id: "seize", source: "Seize Initiative", count: 1, faces: SEIZE_INITIATIVE_FACES }],
    modifiers: [],
  };
}

export function seizeShift(id: string, rolled: number): InitiativeShift {
  return { id, delta: Math.max(0, rolled), cause: "seizeInitiative" };
}
