/**
 * The `contest-combatant` data ↔ the engine's `ContestCombatantState`. Plain data in and out: the economy room, the
 * GM relay and the tracker read pools through here.
 */
import type { ContestCombatantState } from "../../../../engine/rulesets/contest/economy/combatant.ts";
import { ATTACK_LIMIT, FREE_ACTION_LIMIT, REACTION_LIMIT } from "../../../../engine/rulesets/contest/economy/pools.ts";

export interface ContestCombatantData {
  readonly ap: number;
  readonly movement: number;
  readonly attacks: number;
  readonly freeActions: number;
  readonly reactions: readonly string[];
  readonly feint: string;
  readonly turnsStarted: number;
}

const REACTION_SLOT = `${REACTION_LIMIT.id}|`;

export function toContestState(id: string, data: ContestCombatantData): ContestCombatantState {
  const uses: Record<string, number> = Object.fromEntries(
    data.reactions.map((trigger) => [`${REACTION_SLOT}${trigger}`, 1]),
  );
  if (data.attacks > 0) uses[ATTACK_LIMIT.id] = data.attacks;
  if (data.freeActions > 0) uses[FREE_ACTION_LIMIT.id] = data.freeActions;
  return {
    id,
    economy: { pools: { ap: data.ap, movement: data.movement }, uses },
    ...(data.feint === "" ? {} : { feint: { target: data.feint } }),
    turnsStarted: data.turnsStarted,
  };
}

/** Every stored field, from the engine state (the inverse of `toContestState`). */
export function fromContestState(state: ContestCombatantState): ContestCombatantData {
  const uses = state.economy.uses;
  return {
    ap: state.economy.pools.ap ?? 0,
    movement: state.economy.pools.movement ?? 0,
    attacks: uses[ATTACK_LIMIT.id] ?? 0,
    freeActions: uses[FREE_ACTION_LIMIT.id] ?? 0,
    reactions: Object.keys(uses)
      .filter((slot) => slot.startsWith(REACTION_SLOT))
      .map((slot) => slot.slice(REACTION_SLOT.length)),
    feint: state.feint?.target ?? "",
    turnsStarted: state.turnsStarted,
  };
}
