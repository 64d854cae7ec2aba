/**
 * What a `wounds` tracker row shows, read from the combatant's stored state. Pure: the room (economy.ts) passes the
 * state, the pools and the creature's numbers; the row builder (tracker-row.ts) draws these.
 */
import type { PoolFacts } from "../../../applications/tracker/pool-view.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { REACTION_LIMIT } from "../../../../engine/rulesets/wounds/economy/limits.ts";
import { effectiveRate } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import { yardsFor } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { MOVEMENT_AP_CHOICES } from "./controls.ts";
import type { MountedFacts } from "../mounted/riding.ts";
import type { ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";

/** The act being paid over turns ("continue to spend all AP on each of your subsequent turns") or lasting rounds. */
export type ActFacts =
  | { readonly kind: "paying"; readonly action: string; readonly remaining: number }
  | { readonly kind: "timed"; readonly action: string; readonly endsAtRound: number };

export interface WoundsEconomyFacts {
  /** `ap` (the combatant's), `stamina` and `mana` (the actor's). */
  readonly pools: readonly PoolFacts[];
  readonly act?: ActFacts;
  /** Yards left in this round's movement pool. */
  readonly movement: number;
  /** Each purchase the row offers: its AP and the yards it buys now (Dash included). */
  readonly purchases: readonly { readonly ap: number; readonly yards: number }[];
  /** Reactions taken this round. */
  readonly reactions: number;
  /** "If your initiative is 0, you cannot take reactions and cannot take actions that would reduce your initiative." */
  readonly initiativeZero: boolean;
  readonly surprised: boolean;
  /** The GM may still mark it surprised: not surprised, its first turn not over. */
  readonly maySurprise: boolean;
  /** The combatants it ignores for flanking ("Ignoring Your Flank"), by id. */
  readonly ignoring: readonly string[];
  /** Who rides what (mounted/riding.ts): the mount it rides, the rider it carries, the GM's "trained" mark. */
  readonly mounted: MountedFacts;
  /** The action chosen when readying, while Readied (decision 211), with its weapon's name for an attack. */
  readonly readied?: ReadiedFacts;
}

export interface ReadiedFacts {
  readonly choice: ReadiedChoice;
  readonly weapon: string;
}

export interface WoundsRowInput {
  readonly state: WoundsCombatantState;
  readonly pools: readonly PoolFacts[];
  readonly initiative: number | null;
  readonly surprised: boolean;
  readonly movementRate: number;
  readonly mounted: MountedFacts;
  readonly readied?: ReadiedFacts;
}

function actOf(state: WoundsCombatantState): ActFacts | undefined {
  const pending = state.economy.pending;
  if (pending) return { kind: "paying", action: pending.action, remaining: pending.remaining };
  const timed = state.timed;
  return timed ? { kind: "timed", action: timed.action, endsAtRound: timed.endsAtRound } : undefined;
}

export function woundsTrackerFacts(input: WoundsRowInput): WoundsEconomyFacts {
  const { state } = input;
  const act = actOf(state);
  const rate = effectiveRate(input.movementRate, state.dash);
  const reactions = Object.entries(state.economy.uses)
    .filter(([key]) => key.startsWith(`${REACTION_LIMIT.id}|`))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    pools: input.pools,
    ...(act ? { act } : {}),
    movement: state.movement,
    purchases: MOVEMENT_AP_CHOICES.map((ap) => ({ ap, yards: yardsFor(rate, ap) })),
    reactions,
    initiativeZero: input.initiative === 0,
    surprised: input.surprised,
    maySurprise: !input.surprised && state.turnsEnded === 0,
    ignoring: state.ignoring,
    mounted: input.mounted,
    ...(input.readied ? { readied: input.readied } : {}),
  };
}
