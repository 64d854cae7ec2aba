import { removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { applyPipeline, type DamageResult } from "../../../core/damage/pipeline.ts";
import { applyCondition } from "../conditions.ts";
import type { ContestActor } from "../creature.ts";
import { contestPipeline, hitPacket, HEALTH, type ContestHit, type Protection } from "./pipeline.ts";

/**
 * Apply a hit to a `contest` creature: "Your Health Pool determines how many points of damage you can take before
 * being knocked unconscious." At 0 Health the creature becomes Unconscious (which imposes Incapacitated) and falls
 * Prone. The excerpt has no death rule: further damage at 0 changes nothing the engine tracks.
 */
export type ContestDamageEvent = { readonly kind: "knockedOut" };

export interface ContestDamageOutcome {
  readonly actor: ContestActor;
  readonly result: DamageResult;
  readonly events: readonly ContestDamageEvent[];
}

export function applyContestDamage(
  actor: ContestActor,
  actorId: string,
  hit: ContestHit,
  protection: Protection,
  round: number,
): ContestDamageOutcome {
  const c = actor.creature;
  const result = applyPipeline(contestPipeline(c, hit, protection), hitPacket(hit), { tracks: { [HEALTH]: c.health } });
  const health = result.state.tracks[HEALTH] ?? c.health;
  let next: ContestActor = { ...actor, creature: { ...c, health } };
  if (c.health.value <= 0 || health.value > 0) return { actor: next, result, events: [] };
  let conditions = applyCondition(next.conditions, "unconscious", {
    source: "Health Pool 0",
    round,
    holder: actorId,
  }).state;
  conditions = applyCondition(conditions, "prone", { source: "Knocked unconscious", round, holder: actorId }).state;
  next = { ...next, conditions };
  return { actor: next, result, events: [{ kind: "knockedOut" }] };
}

/** Healing: Health rises (never past the pool); above 0 an unconscious creature comes to (and is still prone). */
export function healContest(actor: ContestActor, amount: number): ContestActor {
  const c = actor.creature;
  const value = Math.min(c.health.max, c.health.value + Math.max(0, amount));
  let next: ContestActor =
    value === c.health.value ? actor : { ...actor, creature: { ...c, health: { ...c.health, value } } };
  if (value > 0 && isActive(next.conditions, "unconscious")) {
    const removed = removeCondition(next.conditions, "unconscious");
    if (removed.ok) next = { ...next, conditions: removed.state.state };
  }
  return next;
}
