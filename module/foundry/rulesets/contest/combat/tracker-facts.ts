/**
 * What a `contest` tracker row shows, read from the combatant's stored state. Pure: the room (economy.ts) passes the
 * state, pools and names; the row builder (tracker-row.ts) draws these.
 */
import { contestPips } from "../../../../engine/rulesets/contest/economy/view.ts";
import type { ContestCombatantState } from "../../../../engine/rulesets/contest/economy/combatant.ts";
import { REACTION_LIMIT } from "../../../../engine/rulesets/contest/economy/pools.ts";
import type { PoolFacts } from "../../../applications/tracker/pool-view.ts";
import { maySurprise } from "./surprise-window.ts";

export interface ContestEconomyFacts {
  /** `ap`: "all characters gain 3 Action Points (AP)", shared by actions and reactions. */
  readonly pools: readonly PoolFacts[];
  /** Metres of this turn's free movement left. */
  readonly movement: number;
  /** Of the two Attacks per Round. */
  readonly attacksLeft: number;
  /** "one free action per round". */
  readonly freeActionLeft: boolean;
  /** Reactions taken this round (one per trigger). */
  readonly reactions: number;
  /** A Feint waiting for the next action, against whom (a name). */
  readonly feintAgainst?: string;
  readonly surprised: boolean;
  /**
   * The GM may still mark it surprised (or take the mark back), or run the surprise contest from its row with its
   * side sneaking: before its first turn in round 1 (before the combat begins, every row).
   */
  readonly maySurprise: boolean;
}

export interface ContestRowInput {
  readonly state: ContestCombatantState;
  readonly pools: readonly PoolFacts[];
  readonly round: number;
  readonly surprised: boolean;
  /** A combatant's name by id (the Feint's target). */
  readonly nameOf: (id: string) => string | undefined;
}

export function contestTrackerFacts(input: ContestRowInput): ContestEconomyFacts {
  const { state } = input;
  const pips = contestPips(state);
  const reactions = Object.keys(state.economy.uses).filter((key) => key.startsWith(`${REACTION_LIMIT.id}|`)).length;
  const feintAgainst = pips.feintAgainst === undefined ? undefined : input.nameOf(pips.feintAgainst);
  return {
    pools: input.pools,
    movement: pips.movement,
    attacksLeft: pips.attacksLeft,
    freeActionLeft: pips.freeActionLeft,
    reactions,
    ...(feintAgainst === undefined ? {} : { feintAgainst }),
    surprised: input.surprised,
    maySurprise: maySurprise(input.round, state.turnsStarted),
  };
}
