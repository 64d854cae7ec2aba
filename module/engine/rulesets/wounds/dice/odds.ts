import type { DiceRequest } from "../../../core/dice/request.ts";
import { opposedProbability } from "../../../core/odds/opposed.ts";
import { probabilityAtLeast } from "../../../core/odds/distribution.ts";
import { requestDistribution, successProbability } from "../../../core/odds/request.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import { checkRequest } from "./check.ts";
import { CHECK_MECHANICS, type CheckMechanicId } from "./mechanic.ts";

/**
 * Odds of `wounds` checks, computed exactly by the core (no rolling): a check against a TN, an opposed pair, and the
 * chance of a critical. docs/rules/wounds.md shows tables made with these; a test recomputes every documented cell.
 */

/** P(check ≥ TN) for the request's own target. */
export function checkChance(request: DiceRequest): number {
  return successProbability(request);
}

/** P(an untrained check with this total modifier meets each TN). */
export function tnChances(
  mechanic: CheckMechanicId,
  wild: boolean,
  modifier: number,
  tns: readonly number[],
): readonly number[] {
  const options: WoundsOptions = { ...DEFAULT_WOUNDS_OPTIONS, checkMechanic: mechanic };
  const dist = requestDistribution(
    checkRequest({ label: "odds", wild, parts: [{ source: "Modifier", value: modifier }] }, options),
  );
  return tns.map((tn) => probabilityAtLeast(dist, tn));
}

/** P(critical success) and P(critical failure) of one check: every die at its maximum, or every die at 1. */
export function criticalChances(mechanic: CheckMechanicId): { readonly success: number; readonly failure: number } {
  const m = CHECK_MECHANICS[mechanic];
  const p = (1 / m.faces) ** m.count;
  return { success: p, failure: p };
}

/**
 * P(the active check wins an opposed roll), ties per the setting (by default the active side): the core's opposed
 * rule (core/odds/opposed.ts, the opposed card's), the active side as its initiator.
 */
export function opposedChance(
  active: DiceRequest,
  passive: DiceRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): number {
  return opposedProbability(active, passive, options.opposedTies);
}
