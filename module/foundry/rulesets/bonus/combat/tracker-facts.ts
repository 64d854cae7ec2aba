/**
 * What a `bonus` tracker row shows, read from the combatant's stored state and its place in the turn order. Pure:
 * the room (economy.ts) passes the state, the pools and the turn; the row builder (tracker-row.ts) draws these.
 */
import type { PoolFacts } from "../../../applications/tracker/pool-view.ts";
import type { BonusCombatantData } from "./state.ts";

/** Where a combatant stands in this round's initiative order. */
export type BonusTurnState = "acting" | "waiting" | "acted";

export interface BonusEconomyFacts {
  /** `actions` (left this turn, of this turn's allowance: 2 plus talents, ambush rules in round 1) and `vigor`. */
  readonly pools: readonly PoolFacts[];
  /** Reactions taken since the round began ("only one reaction to any trigger"). */
  readonly reactionsUsed: number;
  readonly turn: BonusTurnState;
  /** The round-1 ambush role (a `bonus` condition id: ambushed, ambusher, overWatch), when one is marked. */
  readonly role?: string;
  /** Until round 1 is over the GM may mark the role: the one marked ("none" when none) and every choice. */
  readonly roleChoice?: { readonly current: string; readonly options: readonly string[] };
  /** In Over Watch in round 1: the GM may say the attack came from another vector (the combatant is then Ambushed). */
  readonly wrongVector?: true;
  /** Readied: its owner or the GM may say the condition it waits for occurred. */
  readonly readied?: true;
  /** Until its initiative is rolled the GM may mark the situation it is rolled in: the one marked and every choice. */
  readonly initiativeChoice?: { readonly current: string; readonly options: readonly string[] };
}

/** The combatant's place in the turn order, the current turn (null before the combat starts) and the round. */
export interface BonusTurnContext {
  readonly index: number;
  readonly currentTurn: number | null;
  readonly round: number;
  /** The ambush roles a combatant may be marked with ("none" first). */
  readonly roles: readonly string[];
  /** The initiative situations the GM may mark, given only while the combatant's initiative is not rolled. */
  readonly initiativeSituations?: readonly string[];
}

/** Whose turn: the current combatant acts, those before it in the order have acted, the rest wait. */
export function bonusTurnState(index: number, current: number | null): BonusTurnState {
  if (current === null || index > current) return "waiting";
  return index === current ? "acting" : "acted";
}

export function bonusTrackerFacts(
  state: Pick<BonusCombatantData, "role" | "reactions"> & Partial<Pick<BonusCombatantData, "initiativeSituation">>,
  pools: readonly PoolFacts[],
  ctx: BonusTurnContext,
  readied = false,
): BonusEconomyFacts {
  const role = state.role;
  // The roles only count in round 1 ("Ambushed characters may only take 1 action at the beginning of the first round").
  const roundOne = ctx.round <= 1;
  return {
    pools,
    reactionsUsed: state.reactions.length,
    turn: bonusTurnState(ctx.index, ctx.currentTurn),
    ...(role !== "none" && roundOne ? { role } : {}),
    ...(roundOne ? { roleChoice: { current: role, options: ctx.roles } } : {}),
    ...(roundOne && role === "overWatch" ? { wrongVector: true as const } : {}),
    ...(readied ? { readied: true as const } : {}),
    ...(ctx.initiativeSituations
      ? { initiativeChoice: { current: state.initiativeSituation ?? "none", options: ctx.initiativeSituations } }
      : {}),
  };
}
