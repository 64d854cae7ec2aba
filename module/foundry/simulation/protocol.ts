/**
 * The messages between the encounter-odds window (main thread) and the worker that plays the fights. A worker
 * receives only structured-cloneable data, so a job carries the fighters the room built (plain data), the seed and
 * the count, and names the ruleset whose engine simulation plays them; the answer is the engine's `EncounterOdds`.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import type { SimFighterSpec } from "../../engine/sim/fight.ts";
import type { EncounterOdds } from "../../engine/sim/odds.ts";

export interface OddsJob {
  readonly ruleset: RulesetId;
  readonly party: readonly SimFighterSpec[];
  readonly foes: readonly SimFighterSpec[];
  readonly fights: number;
  readonly seed: number;
}

export type ToWorker = { readonly kind: "run"; readonly job: OddsJob } | { readonly kind: "cancel" };

export type FromWorker =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly odds: EncounterOdds }
  | { readonly kind: "failed"; readonly message: string };
