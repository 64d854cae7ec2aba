import type { EconomyState } from "../../../core/economy/economy.ts";

/**
 * Round-scoped state of a `wounds` combatant (the Combatant sub-type, ARCHITECTURE.md decision 6): its AP pool,
 * reaction and Harry counts, an act being paid over turns or one lasting rounds, the movement pool, Dash, the
 * creatures it ignores for flanking and a Create an Opening result. Conditions (Defending, Surprised …) live on the
 * actor with their durations.
 */
export interface TimedAct {
  readonly action: string;
  /** The round at whose end the act completes ("until the specified number of rounds have passed"). */
  readonly endsAtRound: number;
}

export interface DashState {
  /** Dash taken this round: "Your movement rate is doubled until the end of the round." */
  readonly doubled: boolean;
  /** The second Dash's check: "For every 3 points in the check result, your movement rate increases by 1". */
  readonly bonus: number;
  /** "You cannot increase your movement rate in this way more than once per round." */
  readonly checkUsed: boolean;
}

export const NO_DASH: DashState = { doubled: false, bonus: 0, checkUsed: false };

export interface OpeningState {
  readonly target: string;
  /** "You can use the result in place of your Defense against any rebuff reaction made by the target". */
  readonly result: number;
}

export interface WoundsCombatantState {
  readonly id: string;
  readonly economy: EconomyState;
  /** "If an action costs stamina, the stamina is spent when the action takes effect": owed by the pending act. */
  readonly pendingStamina?: number;
  /** What the pending act is aimed at (`ActionRequest.aim`), given back when it takes effect. */
  readonly pendingAim?: string;
  readonly timed?: TimedAct;
  /** Yards left in this round's movement pool ("any unspent movement is lost at the end of the round"). */
  readonly movement: number;
  readonly dash: DashState;
  readonly turnsEnded: number;
  /** Creatures this combatant is ignoring ("Ignoring Your Flank"). */
  readonly ignoring: readonly string[];
  readonly opening?: OpeningState;
  /**
   * Ready an Action's choice ("Choose an action. Until you take an action or reaction, you can take the chosen action
   * as a reaction"), as `readiedKey` writes it; absent: none chosen. Any action or reaction drops it with Readied.
   */
  readonly readied?: string;
}

export function newWoundsCombatant(id: string): WoundsCombatantState {
  return { id, economy: { pools: { ap: 0 }, uses: {} }, movement: 0, dash: NO_DASH, turnsEnded: 0, ignoring: [] };
}

export function apOf(combatant: WoundsCombatantState): number {
  return combatant.economy.pools["ap"] ?? 0;
}

export function withAp(combatant: WoundsCombatantState, ap: number): WoundsCombatantState {
  return { ...combatant, economy: { ...combatant.economy, pools: { ...combatant.economy.pools, ap } } };
}

/** Drop any act being paid over turns or lasting rounds ("The action is canceled if you spend AP on anything else or
 * you choose to cancel it"); AP already spent on it is lost. */
export function cancelActs(combatant: WoundsCombatantState): WoundsCombatantState {
  const { pendingStamina, timed, pendingAim } = combatant;
  if (!combatant.economy.pending && !timed && pendingStamina === undefined && pendingAim === undefined)
    return combatant;
  const economy: EconomyState = { pools: combatant.economy.pools, uses: combatant.economy.uses };
  const { pendingStamina: _s, timed: _t, pendingAim: _a, ...rest } = combatant;
  return { ...rest, economy };
}

/** "Until you take an action or reaction": the chosen readied action goes with the readiness. */
export function dropReadiedChoice(combatant: WoundsCombatantState): WoundsCombatantState {
  if (combatant.readied === undefined) return combatant;
  const { readied: _dropped, ...rest } = combatant;
  return rest;
}

/** The act currently being paid or performed, if any. */
export function actInProgress(combatant: WoundsCombatantState): string | undefined {
  return combatant.economy.pending?.action ?? combatant.timed?.action;
}
