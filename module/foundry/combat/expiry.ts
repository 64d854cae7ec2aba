/**
 * Effect expiry at the ruleset's boundaries (v13 core does not expire effects; ARCHITECTURE.md decision 8).
 *
 * Where the end is stored: `flags.fray.expiry`, holding the engine's concrete `Expiry` ({kind: "roundEnd", round},
 * {kind: "turnStart" | "turnEnd", holder: combatant id}). Not core's `duration` fields: core counts those in
 * rounds and turns from `startRound`/`startTurn` against the turn pointer, which cannot say "until the start of
 * *this creature's* next turn" and has no turns at all in `energy`'s turnless rounds. The flag is exactly what
 * core/conditions `expiresAt` reads, so the Combat sub-type expires effects with the engine's semantics.
 */
import { expiresAt, resolveExpiry, type Duration, type Expiry } from "../../engine/core/conditions/duration.ts";
import type { BoundaryEvent } from "../../engine/core/turns/boundary.ts";
import { SYSTEM_ID } from "../constants.ts";
import { fightsFor, type HasUuid } from "./fights-for.ts";
import { CLEAR_DIRECT_OPTION } from "../effects/guard.ts";

/** The boundaries a Fray effect can end at, as the seeds word them. */
export type FrayBoundary = "endOfRound" | "endOfNextRound" | "untilYourNextTurn" | "untilEndOfYourNextTurn";

export type ExpiryFlags = { readonly [SYSTEM_ID]: { readonly expiry: Expiry } };

/**
 * What `expiryFlag` reads of a combat and an actor: structural, so `game.combat` (typed as core's stored Combat)
 * and `Combat.Implementation` both fit.
 */
export interface CombatClock {
  readonly started: boolean;
  readonly round: number;
  readonly combatants: Iterable<{ readonly id: string | null; readonly actor: HasUuid | null }>;
}

/** The combatant id of `actor` in `combat`, if it fights there. */
function holderOf(combat: CombatClock, actor: HasUuid): string | undefined {
  for (const combatant of combat.combatants) {
    if (fightsFor(combatant, actor) && combatant.id !== null) return combatant.id;
  }
  return undefined;
}

function durationOf(boundary: FrayBoundary, holder: string): Duration {
  switch (boundary) {
    case "endOfRound":
    case "endOfNextRound":
      return { kind: boundary };
    case "untilYourNextTurn":
      return { kind: "untilTurnStart", holder };
    case "untilEndOfYourNextTurn":
      return { kind: "untilTurnEnd", holder };
  }
}

/**
 * The `flags` to create (or update) an ActiveEffect with so that it ends at `boundary` of `combat`: e.g. a crit's
 * Exposed "until the end of the next Round" → `{ flags: expiryFlag("endOfNextRound", game.combat) }`. The turn
 * boundaries need `actor` (whose turn). Returns `{}` (a lasting effect) when there is no started combat or the
 * actor does not fight in it: out of combat nothing ticks.
 */
export function expiryFlag(
  boundary: FrayBoundary,
  combat: CombatClock | null | undefined,
  actor?: HasUuid,
): Partial<ExpiryFlags> {
  if (!combat?.started) return {};
  const needsHolder = boundary === "untilYourNextTurn" || boundary === "untilEndOfYourNextTurn";
  const holder = actor ? holderOf(combat, actor) : undefined;
  if (needsHolder && !holder) return {};
  return { [SYSTEM_ID]: { expiry: resolveExpiry(durationOf(boundary, holder ?? ""), combat.round) } };
}

/**
 * The stored expiry of an effect, read without trusting the flag's shape: the engine's `Expiry` (what `expiryFlag`
 * writes) or the outcome conditions' `{boundary, round}`.
 */
export function effectExpiry(effect: { readonly flags: unknown }): Expiry | undefined {
  const flags = effect.flags;
  if (typeof flags !== "object" || flags === null) return undefined;
  const fray: unknown = (flags as Record<string, unknown>)[SYSTEM_ID];
  if (typeof fray !== "object" || fray === null) return undefined;
  const expiry: unknown = (fray as Record<string, unknown>).expiry;
  if (typeof expiry !== "object" || expiry === null) return undefined;
  const e = expiry as Record<string, unknown>;
  // The outcome conditions' `{boundary, round}` (effects/outcome-room.ts): a round boundary counted from `round`
  // (null: applied outside combat, so the next round end ends it).
  if (
    (e.boundary === "endOfRound" || e.boundary === "endOfNextRound") &&
    (typeof e.round === "number" || e.round === null)
  ) {
    return resolveExpiry({ kind: e.boundary }, e.round ?? 0);
  }
  if (e.kind === "roundEnd" && typeof e.round === "number") return { kind: "roundEnd", round: e.round };
  if ((e.kind === "turnStart" || e.kind === "turnEnd") && typeof e.holder === "string") {
    return { kind: e.kind, holder: e.holder };
  }
  return undefined;
}

/**
 * GM only: delete every effect on the combatants' actors whose stored end is this boundary. The deletion carries the
 * guard's own option (effects/guard.ts): the duration ended, so the effect goes even while a parent condition stands
 * (which keeps the condition in force through its own effect).
 */
export async function expireEffects(combat: Combat.Implementation, event: BoundaryEvent): Promise<void> {
  // The guard's option beside a core one (the default `render`): fvtt-types knows only core's delete options.
  const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
  const actors = new Map<string, Actor.Implementation>();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (actor?.id) actors.set(actor.id, actor);
  }
  for (const actor of actors.values()) {
    const due = actor.effects
      .filter((effect) => {
        const expiry = effectExpiry(effect);
        return expiry !== undefined && expiresAt(expiry, event);
      })
      .flatMap((effect) => (effect.id === null ? [] : [effect.id]));
    if (due.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", due, operation);
  }
}
