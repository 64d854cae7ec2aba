import { apOf, cancelActs, type WoundsCombatantState } from "./combatant.ts";

/**
 * Acts measured in time (seed 004): "If an action has a time measured in rounds or minutes, then you spend all AP each
 * round performing that action until the specified number of rounds have passed, with each minute equaling 4 rounds."
 * Fray counts the round the act starts in as its first ("The round in which the effect begins counts as round 1"):
 * all AP is spent at once, then at each of the holder's turn starts, and the act completes at the end of its last
 * round.
 */
export const ROUNDS_PER_MINUTE = 4;

export function roundsFor(time: { readonly rounds?: number; readonly minutes?: number }): number {
  return Math.max(1, Math.trunc((time.rounds ?? 0) + ROUNDS_PER_MINUTE * (time.minutes ?? 0)));
}

export function startTimedAct(
  combatant: WoundsCombatantState,
  action: string,
  time: { readonly rounds?: number; readonly minutes?: number },
  round: number,
): WoundsCombatantState {
  const cleared = cancelActs(combatant);
  const spentAll = { ...cleared, economy: { ...cleared.economy, pools: { ...cleared.economy.pools, ap: 0 } } };
  return { ...spentAll, timed: { action, endsAtRound: round + roundsFor(time) - 1 } };
}

/** At the holder's turn start while a timed act runs: every AP goes to it. */
export function spendAllOnTimed(combatant: WoundsCombatantState): WoundsCombatantState {
  if (combatant.timed === undefined || apOf(combatant) === 0) return combatant;
  return { ...combatant, economy: { ...combatant.economy, pools: { ...combatant.economy.pools, ap: 0 } } };
}

/** At a round's end: the timed act that completes now, if any. */
export function timedDue(combatant: WoundsCombatantState, round: number): string | undefined {
  return combatant.timed !== undefined && round >= combatant.timed.endsAtRound ? combatant.timed.action : undefined;
}
