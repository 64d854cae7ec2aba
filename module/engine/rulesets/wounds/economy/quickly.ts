import { actionSpec, type WoundsActionId } from "./actions.ts";
import { modifiedApCost } from "./costs.ts";
import type { WoundsRefusal } from "./refusal.ts";

/**
 * Performing actions more quickly (seed 004): "This cannot be done for any attack action or spellcasting … passing the
 * check will reduce the AP cost of the action by 1 at the cost of 1 stamina. For every 3 points by which you beat the
 * TN, the cost further decreases by 1. If you fail the check, at the GM's discretion, you may lose 1 AP plus 1 for
 * every 3 points by which you failed". The reduced cost still obeys the AP floor of 1.
 */
export const QUICKEN_STAMINA = 1;
export const QUICKEN_STEP = 3;

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

/** `margin` is check total − TN (≥ 0 passes). */
export function quicken(action: WoundsActionId, listedCost: number, margin: number): QuickenOutcome {
  const why = whyCannotQuicken(action);
  if (why) return { ok: false, reason: why };
  if (margin >= 0) {
    const delta = -(1 + Math.floor(margin / QUICKEN_STEP));
    const apCost = modifiedApCost(listedCost, [{ source: "Performed quickly", delta }]);
    return { ok: true, passed: true, apCost, stamina: QUICKEN_STAMINA };
  }
  const lost = 1 + Math.floor(-margin / QUICKEN_STEP);
  return { ok: true, passed: false, apCost: listedCost, apLostIfGmRules: lost };
}
