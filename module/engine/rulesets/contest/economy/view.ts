import { usesLeft } from "../../../core/economy/limits.ts";
import type { ContestCombatantState } from "./combatant.ts";
import { AP_PER_ROUND, ATTACK_LIMIT, CONTEST_LIMITS, FREE_ACTION_LIMIT } from "./pools.ts";

/** What the combat tracker shows for a `contest` combatant: AP pips, Attacks and the free action left, movement. */
export interface ContestPips {
  readonly ap: number;
  readonly apMax: number;
  readonly attacksLeft: number;
  readonly freeActionLeft: boolean;
  readonly movement: number;
  /** A Feint waiting for the next Strike, and against whom. */
  readonly feintAgainst?: string;
}

export function contestPips(combatant: ContestCombatantState): ContestPips {
  const uses = combatant.economy.uses;
  const pips: ContestPips = {
    ap: combatant.economy.pools.ap ?? 0,
    apMax: AP_PER_ROUND,
    attacksLeft: usesLeft(CONTEST_LIMITS, uses, ATTACK_LIMIT.id),
    freeActionLeft: usesLeft(CONTEST_LIMITS, uses, FREE_ACTION_LIMIT.id) > 0,
    movement: combatant.economy.pools.movement ?? 0,
  };
  return combatant.feint ? { ...pips, feintAgainst: combatant.feint.target } : pips;
}
