import { whyCannotSpendAP } from "../economy/capability.ts";
import type { LeanStep, MomentumCombatantState } from "../economy/combatant.ts";
import type { Pair } from "../economy/pay.ts";
import { refuse, type MomentumOutcome } from "../economy/refusal.ts";
import type { CoverLevel } from "../tables/cover.ts";
import { leaningCover } from "./cover.ts";

/**
 * Leaning out of full cover (seed 002): "While you are in full cover, you can lean towards a space next to you,
 * allowing you to see and target anything as if you were standing in that space. You have half cover while leaning
 * out of full cover." The seed names no cost and no end: Fray makes it free, on the creature's own turn, lasting until
 * its next turn starts (economy/boundary.ts) or until it stops leaning on its turn (rules page decision 125).
 */

/** "a space next to you": the eight spaces next to a creature, clockwise from north (the order a tie between two leans is settled in). */
export const LEAN_STEPS: readonly LeanStep[] = [
  { dx: 0, dy: -1 },
  { dx: 1, dy: -1 },
  { dx: 1, dy: 0 },
  { dx: 1, dy: 1 },
  { dx: 0, dy: 1 },
  { dx: -1, dy: 1 },
  { dx: -1, dy: 0 },
  { dx: -1, dy: -1 },
];

/** A step to one of the eight spaces next to the creature (not its own space). */
export function isLeanStep(step: LeanStep): boolean {
  return LEAN_STEPS.some((s) => s.dx === step.dx && s.dy === step.dy);
}

/** Why the creature cannot lean or stop leaning now: the dead and those who cannot act do not, nor off their turn. */
export function whyCannotLean(pair: Pair, ownTurn: boolean): MomentumOutcome<Pair> | undefined {
  const blocked = whyCannotSpendAP(pair.actor);
  if (blocked) return refuse(pair, blocked);
  if (!ownTurn) return refuse(pair, { code: "notYourTurn", message: "A creature leans out on its own turn." });
  return undefined;
}

/** Lean towards `step` (free, on its own turn), replacing any lean it had. */
export function leanOut(pair: Pair, step: LeanStep, ownTurn: boolean): MomentumOutcome<Pair> {
  if (!isLeanStep(step)) return refuse(pair, { code: "noLeanSpace", message: "Lean towards a space next to you." });
  const refused = whyCannotLean(pair, ownTurn);
  if (refused) return refused;
  return { ok: true, state: { ...pair, combatant: { ...pair.combatant, lean: { dx: step.dx, dy: step.dy } } } };
}

/** Back behind the cover (free, on its own turn). */
export function stopLeaning(pair: Pair, ownTurn: boolean): MomentumOutcome<Pair> {
  if (!pair.combatant.lean) return refuse(pair, { code: "notLeaning", message: "The creature is not leaning." });
  const refused = whyCannotLean(pair, ownTurn);
  if (refused) return refused;
  return { ok: true, state: { ...pair, combatant: withoutLean(pair.combatant) } };
}

/** The combatant back behind its cover (it stopped leaning, or its next turn started). */
export function withoutLean(combatant: MomentumCombatantState): MomentumCombatantState {
  const { lean: _ended, ...rest } = combatant;
  return rest;
}

/** What one space next to the creature shows of the target: its cover from there, and how much of it is hidden. */
export interface LeanReading {
  readonly step: LeanStep;
  readonly cover: CoverLevel;
  /** The blocked fraction of the sight lines, 0…1. */
  readonly fraction: number;
}

/**
 * The space to lean towards to see a target: of the spaces next to the creature that it can lean into, the one from
 * which the target is not in full cover and the least of it is hidden; undefined when every one leaves the target in
 * full cover (a lean would show nothing). Ties go to the first in `LEAN_STEPS` order.
 */
export function clearestLean(readings: readonly LeanReading[]): LeanStep | undefined {
  let best: LeanReading | undefined;
  for (const r of readings) {
    if (r.cover !== "full" && (best === undefined || r.fraction < best.fraction)) best = r;
  }
  return best?.step;
}

/** Where an attack is read from: both creatures where they stand, or a leaning one in the space it leans to. */
export type LeanedView = "direct" | "attackerLeans" | "targetLeans" | "bothLean";

/** The cover level read for each view the leans allow (absent: that creature does not lean). */
export interface LeanedCovers {
  readonly direct: CoverLevel;
  readonly attackerLeans?: CoverLevel;
  readonly targetLeans?: CoverLevel;
  readonly bothLean?: CoverLevel;
}

export interface LeanedCover {
  readonly view: LeanedView;
  readonly cover: CoverLevel;
}

/**
 * The cover a ranged attack meets when one of the two leans. A lean only matters against full cover ("While you are
 * in full cover, you can lean"): short of it, the creatures where they stand. Then a leaning attacker sees "as if you
 * were standing in that space" (the cover read from there), and a leaning target is seen in the space it leans to
 * with half cover ("You have half cover while leaning out of full cover"); the attacker's own lean is tried first.
 */
export function leanedCover(covers: LeanedCovers): LeanedCover {
  if (covers.direct !== "full") return { view: "direct", cover: covers.direct };
  if (covers.attackerLeans !== undefined && covers.attackerLeans !== "full") {
    return { view: "attackerLeans", cover: covers.attackerLeans };
  }
  for (const view of ["targetLeans", "bothLean"] as const) {
    const seen = covers[view];
    if (seen !== undefined && seen !== "full") return { view, cover: leaningCover("full") };
  }
  return { view: "direct", cover: "full" };
}
