/**
 * What the tracker's view model is built from: facts read out of the Combat, its Combatants and their actors
 * (read-facts.ts does the reading), each combatant's economy as its room gives it (pools, done, and the room's row
 * builder over the state it read). Keeping them plain lets the view model be tested, and rendered in Chromium,
 * without Foundry.
 */
import type { CombatantEconomy } from "../../combat/room.ts";
import type { BoundedTrack } from "../../../engine/core/track.ts";
import type { TurnFacts } from "./turn-view.ts";

export interface ConditionFacts {
  readonly id: string;
  /** Localized name. */
  readonly name: string;
  readonly img: string;
}

/**
 * The actor's primary token bar track (its room's `tokenBars.defaults.primary`: Durability, Aura …) as value of max,
 * with the localization key of its field label.
 */
export interface HealthFacts extends BoundedTrack {
  /** The track's path under `system`: the bar's key. */
  readonly path: string;
  readonly labelKey: string;
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
  readonly economy: CombatantEconomy | null;
  /** Absent for a combatant without an actor, or whose room declares no primary bar its actor has. */
  readonly health?: HealthFacts;
  /** Its turn in the stored round of an initiative structure; absent without one (turnless, not started). */
  readonly turn?: TurnFacts;
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
  /** Every combatant is done for the round (its room says), so the GM may start the next one. */
  readonly everyoneDone: boolean;
}
