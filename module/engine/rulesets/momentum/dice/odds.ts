import type { DiceRequest } from "../../../core/dice/request.ts";
import { opposedProbability } from "../../../core/odds/opposed.ts";
import { successProbability } from "../../../core/odds/request.ts";
import { contestTieWinner } from "./check.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { NATURAL_CRITICAL, NATURAL_MISS } from "./attack.ts";
import { D20_GROUP_ID } from "./d20.ts";
import { probabilityByFace, type FaceRule } from "../support/face-odds.ts";

/**
 * Live odds for `momentum` roll dialogs, exact, from core/odds. Naturals need the face and the total together, so
 * attacks and checks go through support/face-odds.ts; DRs and contests have no naturals and use core directly.
 */
const byFace = (request: DiceRequest, rule: FaceRule): number => probabilityByFace(request, D20_GROUP_ID, rule);

/** P(the attack hits): a natural 1 misses, a natural 20 hits (default), otherwise the total against Evasion. */
export function hitProbability(attack: DiceRequest, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): number {
  return byFace(attack, (face, clears) => {
    if (face === NATURAL_MISS) return false;
    if (face === NATURAL_CRITICAL && options.naturalTwentyHits) return true;
    return clears;
  });
}

/** P(a critical hit): a natural 20 that hits. */
export function criticalProbability(attack: DiceRequest, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): number {
  return byFace(attack, (face, clears) => face === NATURAL_CRITICAL && (options.naturalTwentyHits || clears));
}

/** P(the DR succeeds): no naturals, the total against the DR Power. */
export function defenseRollProbability(request: DiceRequest): number {
  return successProbability(request);
}

/** P(the Skill Check succeeds) and P(it is a critical success). */
export function checkProbability(check: DiceRequest, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): number {
  return byFace(check, (face, clears) => clears || (face === 20 && options.naturalTwentyCriticalCheck));
}

export function checkCriticalProbability(check: DiceRequest, options = DEFAULT_MOMENTUM_OPTIONS): number {
  return options.naturalTwentyCriticalCheck ? byFace(check, (face) => face === 20) : 0;
}

/** P(the acting side wins the contest): it must roll higher; ties as the `contestTies` setting says. */
export function contestProbability(
  actor: DiceRequest,
  target: DiceRequest,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): number {
  return opposedProbability(actor, target, contestTieWinner(options));
}

export interface ParticipantOdds {
  /** P(the participant's check succeeds), criticals included. */
  readonly success: number;
  /** P(it is a critical success). */
  readonly critical: number;
}

/**
 * P(a Cooperative Cinematic Action succeeds): "if everybody succeeds on their Skill Check. A failure on the Skill
 * Check of one participant can be compensated by a critical success of another participant" — each critical success
 * makes up for one failure. Exact, over the distribution of (failures − criticals).
 */
export function cooperativeProbability(participants: readonly ParticipantOdds[]): number {
  const n = participants.length;
  // net[k + n] = P(failures − criticals = k)
  let net = new Float64Array(2 * n + 1);
  net[n] = 1;
  for (const p of participants) {
    const next = new Float64Array(2 * n + 1);
    const fail = 1 - p.success;
    const plain = p.success - p.critical;
    net.forEach((mass, i) => {
      if (mass === 0) return;
      next[i + 1] = (next[i + 1] ?? 0) + mass * fail;
      next[i] = (next[i] ?? 0) + mass * plain;
      next[i - 1] = (next[i - 1] ?? 0) + mass * p.critical;
    });
    net = next;
  }
  let p = 0;
  for (let i = 0; i <= n; i++) p += net[i] ?? 0;
  return p;
}
