/**
 * What the tracker's view model is built from: plain facts read out of the Combat, its Combatants and their actors
 * (read-facts.ts does the reading). Keeping them plain lets the view model be tested, and rendered in Chromium,
 * without Foundry.
 */
import type { BoundedTrack } from "../../../engine/core/track.ts";

/** One pool with what is left and the most it holds now; rows list them in the room's display order. */
export interface PoolFacts extends BoundedTrack {
  readonly id: string;
}

/** Where a `bonus` combatant stands in this round's initiative order. */
export type BonusTurnState = "acting" | "waiting" | "acted";

export interface BonusEconomyFacts {
  readonly ruleset: "bonus";
  /** `actions` (left this turn, of this turn's allowance: 2 plus talents, ambush rules in round 1) and `vigor`. */
  readonly pools: readonly PoolFacts[];
  /** Reactions taken since the round began ("only one reaction to any trigger"). */
  readonly reactionsUsed: number;
  readonly turn: BonusTurnState;
  /** The round-1 ambush role (a `bonus` condition id: ambushed, ambusher, overWatch), when one is marked. */
  readonly role?: string;
  /** Until round 1 is over the GM may mark the role: the one marked ("none" when none) and every choice. */
  readonly roleChoice?: { readonly current: string; readonly options: readonly string[] };
}

/** The once-per-Round uses of `energy` ("Only once per Round you may…", Stamina in place of Energy). */
export type EnergyOnceId = "initiative" | "swiftAttack" | "staminaAsEnergy";

/** The last Initiative contest this combatant rolled, as its owner and the GM see it. */
export interface InterruptFacts {
  readonly opponent: string;
  readonly won: boolean;
  /** The totals; null where a side could not roll (an automatic failure, a declined roll). */
  readonly total: number | null;
  readonly opponentTotal: number | null;
}

export interface EnergyEconomyFacts {
  readonly ruleset: "energy";
  /** `energy`, `agility` (this Round's) and `stamina` (the actor's). */
  readonly pools: readonly PoolFacts[];
  /** Chose to wait out the rest of the Round (the seed's "waiting to act"). */
  readonly passed: boolean;
  /** Spent all its Energy or passed: done for this Round. */
  readonly done: boolean;
  readonly onceUsed: readonly EnergyOnceId[];
  readonly interrupt?: InterruptFacts;
}

export type EconomyFacts = BonusEconomyFacts | EnergyEconomyFacts;
export type TrackerRuleset = EconomyFacts["ruleset"];

export interface ConditionFacts {
  readonly id: string;
  /** Localized name. */
  readonly name: string;
  readonly img: string;
}

export interface CombatantFacts {
  readonly id: string;
  readonly name: string;
  /** The viewing user owns the combatant's actor. */
  readonly owner: boolean;
  /** The token is of friendly disposition (an ally of the players). */
  readonly friendly: boolean;
  readonly conditions: readonly ConditionFacts[];
  /** Null for a combatant with no actor of this ruleset (nothing to show but its name). */
  readonly economy: EconomyFacts | null;
}

export interface ViewerFacts {
  readonly isGM: boolean;
  /** The world setting letting players see the pools of friendly combatants they do not own. */
  readonly seeAllies: boolean;
}

export interface TrackerFacts {
  readonly viewer: ViewerFacts;
  readonly combatants: readonly CombatantFacts[];
  readonly started: boolean;
  /** Every combatant has spent its Energy or passed (`energy`), so the GM may start the next Round. */
  readonly everyoneDone: boolean;
}
