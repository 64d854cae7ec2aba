/**
 * The `wounds-combatant` data ↔ the engine's `WoundsCombatantState`. A blank `pending.action`, `pendingAim`, `timed.action`,
 * `opening.target` or `readied` (Ready's choice) stores "none", and a pending stamina of 0 owes nothing: the engine's optional fields, in fields a
 * data model can validate. Plain data in and out.
 */
import type { EconomyState } from "../../../../engine/core/economy/economy.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";

/** The pool an act paid over turns draws from: "continue to spend all AP on each of your subsequent turns". */
const PAID_OVER_TURNS = "ap";

export interface WoundsCombatantData {
  readonly ap: number;
  readonly uses: readonly { readonly key: string; readonly count: number }[];
  readonly pending: { readonly action: string; readonly remaining: number; readonly startedRound: number };
  readonly pendingStamina: number;
  readonly pendingAim: string;
  readonly timed: { readonly action: string; readonly endsAtRound: number };
  readonly movement: number;
  readonly dash: { readonly doubled: boolean; readonly bonus: number; readonly checkUsed: boolean };
  readonly turnsEnded: number;
  readonly ignoring: readonly string[];
  readonly opening: { readonly target: string; readonly result: number };
  readonly readied: string;
}

function economyOf(data: WoundsCombatantData): EconomyState {
  const uses = Object.fromEntries(data.uses.filter((u) => u.count > 0).map((u) => [u.key, u.count]));
  const { action, remaining, startedRound } = data.pending;
  return {
    pools: { ap: data.ap },
    uses,
    ...(action === "" ? {} : { pending: { action, pool: PAID_OVER_TURNS, remaining, startedRound } }),
  };
}

export function toWoundsState(id: string, data: WoundsCombatantData): WoundsCombatantState {
  return {
    id,
    economy: economyOf(data),
    ...(data.pendingStamina > 0 ? { pendingStamina: data.pendingStamina } : {}),
    ...(data.pendingAim === "" ? {} : { pendingAim: data.pendingAim }),
    ...(data.timed.action === "" ? {} : { timed: data.timed }),
    movement: data.movement,
    dash: data.dash,
    turnsEnded: data.turnsEnded,
    ignoring: data.ignoring,
    ...(data.opening.target === "" ? {} : { opening: data.opening }),
    ...(data.readied === "" ? {} : { readied: data.readied }),
  };
}

/** The combatant's system update for an engine state (every field, so a cleared act is written as cleared). */
export function fromWoundsState(state: WoundsCombatantState): WoundsCombatantData {
  const pending = state.economy.pending;
  return {
    ap: state.economy.pools["ap"] ?? 0,
    uses: Object.entries(state.economy.uses).map(([key, count]) => ({ key, count })),
    pending: pending
      ? { action: pending.action, remaining: pending.remaining, startedRound: pending.startedRound }
      : { action: "", remaining: 0, startedRound: 0 },
    pendingStamina: state.pendingStamina ?? 0,
    pendingAim: state.pendingAim ?? "",
    timed: state.timed ?? { action: "", endsAtRound: 0 },
    movement: state.movement,
    dash: state.dash,
    turnsEnded: state.turnsEnded,
    ignoring: state.ignoring,
    opening: state.opening ?? { target: "", result: 0 },
    readied: state.readied ?? "",
  };
}
