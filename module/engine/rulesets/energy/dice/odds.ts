/**
 * Live odds for `energy` roll dialogs, exact from the core's distributions:
 * - melee: P(hit) = P(Critical Hit) + P(neither 1 nor Critical) × P(Defense roll ≤ AV) ("If the AV is greater than
 *   or equal to the Defense roll, the attack hits"; a Defending target wins ties, then AV must exceed the roll);
 * - ranged: P(hit) = Σ over Hit roll faces f of P(f) × [critical: 1 | natural 1: 0 | P(Miss Chance ≤ f)];
 * - checks and Initiative: P(one total beats another), with who wins ties;
 * - the contests the opposed card shows (an escape, an interrupt): the chance of the rule that decides them, exact
 *   against the engine's own resolution (`escapes`, `challengerWins`) over every pair of totals.
 */
import type { DiceRequest, DieEdge } from "../../../core/dice/request.ts";
import { probabilityBeats } from "../../../core/odds/compare.ts";
import {
  probabilityAtLeast,
  probabilityAtMost,
  probabilityOf,
  type Distribution,
} from "../../../core/odds/distribution.ts";
import { requestDistribution } from "../../../core/odds/request.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { initiativeRequest } from "./check.ts";
import { combatRollRequest, criticalFrom, hitRollRequest } from "./d20.ts";
import { defenseDistribution, type DefenseRollPlan } from "./defense.ts";

export interface MeleeOddsInput {
  readonly av: number;
  readonly combatEdge?: DieEdge;
  readonly precision?: number;
  /** The defender's roll; undefined when it cannot roll (the attack hits unless the Combat roll is a 1). */
  readonly defense?: DefenseRollPlan;
  readonly defenderWinsTies?: boolean;
}

export function meleeHitProbability(input: MeleeOddsInput): number {
  const faces = requestDistribution(combatRollRequest(input.combatEdge));
  const critical = probabilityAtLeast(faces, criticalFrom(input.precision ?? 0));
  const fumble = probabilityOf(faces, 1);
  const ordinary = Math.max(0, 1 - critical - fumble);
  if (input.defense === undefined) return critical + ordinary;
  const needAtMost = input.defenderWinsTies === true ? input.av - 1 : input.av;
  return critical + ordinary * probabilityAtMost(defenseDistribution(input.defense), needAtMost);
}

/**
 * The chance an attack hits a target that cannot roll its Defense ("any attacks against them automatically hit"): 1,
 * or anything but a natural 1 when the world keeps a natural 1 a miss against them (`helplessNaturalOneMisses`).
 */
export function helplessHitProbability(edge: DieEdge, naturalOneMisses: boolean): number {
  return naturalOneMisses ? 1 - probabilityOf(requestDistribution(combatRollRequest(edge)), 1) : 1;
}

export interface RangedOddsInput {
  /** Miss Chance without the Ranged Evasion roll (modifier + situational). */
  readonly missChanceBase: number;
  readonly hitEdge?: DieEdge;
  readonly precision?: number;
  /** The target's Ranged Evasion roll, when it makes one. */
  readonly evasion?: DefenseRollPlan;
  readonly defenderWinsTies?: boolean;
}

export function rangedHitProbability(input: RangedOddsInput): number {
  const faces = requestDistribution(hitRollRequest(input.hitEdge));
  const critFrom = criticalFrom(input.precision ?? 0);
  const evasion: Distribution | undefined =
    input.evasion === undefined ? undefined : defenseDistribution(input.evasion);
  let p = 0;
  for (let face = 2; face <= 20; face++) {
    const pf = probabilityOf(faces, face);
    if (face >= critFrom) {
      p += pf;
      continue;
    }
    // The Hit roll must reach the Miss Chance (exceed it against a Defending target).
    const room = face - input.missChanceBase - (input.defenderWinsTies === true ? 1 : 0);
    p += pf * (evasion === undefined ? (room >= 0 ? 1 : 0) : probabilityAtMost(evasion, room));
  }
  return p;
}

/** P(total A beats total B): strictly higher, or also equal when `aWinsTies`. */
export function contestProbability(a: Distribution, b: Distribution, aWinsTies: boolean): number {
  return probabilityBeats(a, b, aWinsTies ? "attacker" : "defender");
}

/**
 * P(an escape succeeds), the rule of `escapes`: "contested by the Arm Strength Check or Fortitude roll of the
 * restrainer (or contested by a DC if there is no restrainer)" — higher than the restrainer's roll (a tie keeps the
 * hold), or meeting the DC.
 */
export function escapeProbability(
  escape: DiceRequest,
  hold: { readonly contest: DiceRequest } | { readonly dc: number },
): number {
  const own = requestDistribution(escape);
  return "dc" in hold
    ? probabilityAtLeast(own, hold.dc)
    : contestProbability(own, requestDistribution(hold.contest), false);
}

/**
 * P(a challenger wins one Initiative contest), the rule of `challengerWins`: "If your roll is higher, you win the
 * Initiative". A side that will not roll is `undefined` — an automatic failure ("If another situation arises that
 * requires you to roll Initiative after you have already rolled it during the Round, you automatically fail") or an
 * opponent holding its Initiative ("treat the situation as if you had lost Initiative"): a challenger that cannot
 * roll never wins, one that rolls always beats an opponent that does not.
 */
export function interruptWinProbability(
  challenger: DiceRequest | undefined,
  opponent: DiceRequest | undefined,
): number {
  if (challenger === undefined) return 0;
  if (opponent === undefined) return 1;
  return contestProbability(requestDistribution(challenger), requestDistribution(opponent), false);
}

/** P(a challenger wins Initiative) between two plain bonuses (the odds table of docs/rules/energy.md). */
export function initiativeWinProbability(
  challengerBonus: number,
  opponentBonus: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): number {
  return interruptWinProbability(
    initiativeRequest(challengerBonus, "normal", options),
    initiativeRequest(opponentBonus, "normal", options),
  );
}
