import type { DiceRequest } from "../../../core/dice/request.ts";
import type { WoundsCreature } from "../creature.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import type { WoundsOptions } from "../options.ts";
import { actionSpec, type WoundsActionId } from "./actions.ts";
import { modifiedApCost, type CostModifier } from "./costs.ts";
import type { WoundsRefusal } from "./refusal.ts";

/**
 * Performing actions more quickly (seed 004): "This cannot be done for any attack action or spellcasting … passing the
 * check will reduce the AP cost of the action by 1 at the cost of 1 stamina. For every 3 points by which you beat the
 * TN, the cost further decreases by 1. If you fail the check, at the GM's discretion, you may lose 1 AP plus 1 for
 * every 3 points by which you failed". The reduced cost still obeys the AP floor of 1.
 */
export const QUICKEN_STAMINA = 1;
export const QUICKEN_STEP = 3;
/** "the GM will call for an appropriate check … (often a Dex [Acrobatics] or Str [Athletics] check)". */
export const QUICKEN_CHECKS = ["Dex [Acrobatics]", "Str [Athletics]"] as const;
export type QuickenCheck = (typeof QUICKEN_CHECKS)[number];

/** The check the GM called for, against the TN the GM set: a standard check (no attack or defense roll). */
export function quickenCheckRequest(
  c: WoundsCreature,
  check: QuickenCheck,
  tn: number,
  options: WoundsOptions,
): DiceRequest {
  return skillCheckRequest(c, { notation: check, tn, label: "Performed quickly" }, options);
}

export type QuickenOutcome =
  | { readonly ok: true; readonly passed: true; readonly apCost: number; readonly stamina: number }
  | { readonly ok: true; readonly passed: false; readonly apCost: number; readonly apLostIfGmRules: number }
  | { readonly ok: false; readonly reason: WoundsRefusal };

export function whyCannotQuicken(action: WoundsActionId): WoundsRefusal | undefined {
  const spec = actionSpec(action);
  if (spec.attackOrSpell) {
    return { code: "cannotQuicken", message: `${spec.label}: attacks and spellcasting cannot be done more quickly.` };
  }
  return undefined;
}

/** The cost change a passed check (`margin` ≥ 0 over the TN) gives: −1, and −1 more per 3 points beaten by. */
export function quickenModifier(margin: number): CostModifier {
  return { source: "Performed quickly", delta: -(1 + Math.floor(Math.max(0, margin) / QUICKEN_STEP)) };
}

/** `margin` is check total − TN (≥ 0 passes). */
export function quicken(action: WoundsActionId, listedCost: number, margin: number): QuickenOutcome {
  const why = whyCannotQuicken(action);
  if (why) return { ok: false, reason: why };
  if (margin >= 0) {
    const apCost = modifiedApCost(listedCost, [quickenModifier(margin)]);
    return { ok: true, passed: true, apCost, stamina: QUICKEN_STAMINA };
  }
  const lost = 1 + Math.floor(-margin / QUICKEN_STEP);
  return { ok: true, passed: false, apCost: listedCost, apLostIfGmRules: lost };
}
