import { spend } from "../../../core/economy/spend.ts";
import { actInProgress, apOf, cancelActs, type WoundsCombatantState } from "./combatant.ts";
import { refuse, type WoundsOutcome } from "./refusal.ts";

/**
 * Spending AP on something other than the act in progress. "The action is canceled if you spend AP on anything else":
 * a spend that goes through cancels an act being paid over turns; a refused spend changes nothing.
 */
export interface ApSpend {
  readonly combatant: WoundsCombatantState;
  /** The act this spend canceled, if one was in progress. */
  readonly canceled?: string;
}

export function spendAp(combatant: WoundsCombatantState, amount: number): WoundsOutcome<ApSpend> {
  const unchanged: ApSpend = { combatant };
  if (!(amount >= 0)) return refuse(unchanged, { code: "short", message: "AP costs are 0 or more." });
  const paid = spend(combatant.economy.pools, { ap: amount });
  if (!paid.ok) {
    const have = apOf(combatant);
    return refuse(unchanged, { code: "noAp", message: `Needs ${amount} AP, has ${have}.`, need: amount, have });
  }
  const canceled = amount > 0 ? actInProgress(combatant) : undefined;
  const base = amount > 0 ? cancelActs(combatant) : combatant;
  const next: WoundsCombatantState = { ...base, economy: { ...base.economy, pools: paid.state } };
  return { ok: true, state: canceled === undefined ? { combatant: next } : { combatant: next, canceled } };
}
