import type { Cost } from "../../../core/economy/spend.ts";
import type { EdgeSource } from "../dice/edge.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { AP_PER_TURN, RP_PER_ROUND } from "../tables/actions.ts";
import { whyCannotSpendAP, whyCannotSpendRP } from "./capability.ts";
import { pool } from "./combatant.ts";
import { pay, type Pair } from "./pay.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Cinematic Actions and Reactions (seed 002):
 * - "a Cinematic Action (3AP) or a Cinematic Reaction (2RP) … costs 3 Narrative Momentum";
 * - Cooperative: "Each character beyond the first has to perform a reaction (2 RP) to participate. Each participant
 *   only needs to use 2 Narrative Momentum instead of the normal 3";
 * - Burst: "If you cannot use 3AP or 2RP for some reason, like when you are Restrained or Stunned, you can use a
 *   Cinematic Burst for 6 Narrative Momentum instead of 3 … only … if you have not used any AP on your turn if you are
 *   trying to do a Cinematic Action or no RP this round if you are trying to do a Cinematic Reaction. … to do a
 *   Cooperative Cinematic Action, in which case you need 4 Narrative Momentum";
 * - "The cost of Cinematic Actions, Reactions, and Bursts cannot be reduced below 1 unless a feature specifically
 *   allows that."
 * The Cinematic Action's skill check and its effects are the GM's (dice/check.ts rolls it).
 */
export type CinematicKind = "action" | "reaction";
/** solo; the first of a Cooperative Cinematic Action ("lead", pays the action); each one beyond the first. */
export type CinematicRole = "solo" | "lead" | "participant";

export interface CinematicRequest {
  readonly kind: CinematicKind;
  readonly role: CinematicRole;
  readonly burst: boolean;
  readonly ownTurn: boolean;
  /** Narrative Momentum taken off by features. */
  readonly reduction?: number;
  /** A feature "specifically allows" going below 1. */
  readonly allowBelowOne?: boolean;
}

export const CINEMATIC_NM = { solo: 3, cooperative: 2, burst: 6, cooperativeBurst: 4 } as const;
export const CINEMATIC_MIN_NM = 1;

/** The Narrative Momentum the request costs, after reductions and the floor of 1. */
export function cinematicNM(request: CinematicRequest): number {
  const cooperative = request.role !== "solo";
  const base = request.burst
    ? cooperative
      ? CINEMATIC_NM.cooperativeBurst
      : CINEMATIC_NM.burst
    : cooperative
      ? CINEMATIC_NM.cooperative
      : CINEMATIC_NM.solo;
  const reduced = base - Math.max(0, request.reduction ?? 0);
  return Math.max(request.allowBelowOne === true ? 0 : CINEMATIC_MIN_NM, reduced);
}

/** The whole cost: AP or RP (none for a Burst) and Narrative Momentum. */
export function cinematicCost(request: CinematicRequest): Cost {
  const nm = cinematicNM(request);
  if (request.burst) return { nm };
  return request.kind === "action" ? { ap: AP_PER_TURN, nm } : { rp: RP_PER_ROUND, nm };
}

/** Why a Burst is not allowed now, or undefined. */
export function whyNoBurst(pair: Pair, request: CinematicRequest, options = DEFAULT_MOMENTUM_OPTIONS) {
  const { actor, combatant } = pair;
  if (actor.creature.dead) return { code: "dead" as const, message: "The dead do not act." };
  if (request.kind === "action") {
    if (!request.ownTurn) return { code: "notYourTurn" as const, message: "A Cinematic Action is taken on your turn." };
    if (combatant.apSpentThisTurn > 0) {
      return { code: "burstNotAllowed" as const, message: "You have already used AP this turn." };
    }
    const blocked = whyCannotSpendAP(actor) !== undefined || pool(combatant, "ap") < AP_PER_TURN;
    if (options.burstOnlyWhenBlocked && !blocked) {
      return { code: "burstNotAllowed" as const, message: "You can still use 3 AP." };
    }
    return undefined;
  }
  if (request.ownTurn && options.reactionsOffTurnOnly) {
    return { code: "onYourTurn" as const, message: "A Cinematic Reaction is taken outside your own turn." };
  }
  if (combatant.rpSpentThisRound > 0) {
    return { code: "burstNotAllowed" as const, message: "You have already used RP this round." };
  }
  const blocked = whyCannotSpendRP(actor) !== undefined || pool(combatant, "rp") < RP_PER_ROUND;
  if (options.burstOnlyWhenBlocked && !blocked) {
    return { code: "burstNotAllowed" as const, message: "You can still use 2 RP." };
  }
  return undefined;
}

/** Pay for a Cinematic Action, Reaction or Burst. */
export function startCinematic(
  pair: Pair,
  request: CinematicRequest,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumOutcome<Pair> {
  // Only a Cinematic Action can be cooperative: the first pays the action, each one beyond the first a reaction.
  const shape = request.role === "lead" ? "action" : request.role === "participant" ? "reaction" : request.kind;
  if (shape !== request.kind) {
    const message = "A Cooperative Cinematic Action is led by an action and joined by reactions.";
    return refuse(pair, { code: "notCooperative", message });
  }
  if (request.burst) {
    const why = whyNoBurst(pair, request, options);
    if (why) return refuse(pair, why);
  }
  // A Burst costs only Narrative Momentum, so a status that forbids AP and RP does not stop it.
  return pay(pair, { cost: cinematicCost(request), ownTurn: request.ownTurn }, options);
}

/** "everyone has to make a Skill Check. It does not have to be the same Skill Check, and they make it with advantage." */
export const COOPERATIVE_CHECK_EDGE: EdgeSource = { source: "Cooperative Cinematic Action", edge: "advantage" };

export interface CooperativeCheck {
  readonly success: boolean;
  readonly critical: boolean;
}

/**
 * "The participants succeed in their Cooperative Cinematic Action if everybody succeeds on their Skill Check. A
 * failure on the Skill Check of one participant can be compensated by a critical success of another participant."
 * Each critical success makes up for one failure.
 */
export function cooperativeSucceeds(checks: readonly CooperativeCheck[]): boolean {
  const failures = checks.filter((c) => !c.success).length;
  const criticals = checks.filter((c) => c.success && c.critical).length;
  return failures <= criticals;
}
