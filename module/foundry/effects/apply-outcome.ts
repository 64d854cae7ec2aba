/**
 * Setting the conditions an attack's outcome calls for (outcome-room.ts) on the documents, through the status
 * effects the ruleset's catalog built: each is toggled on (an effect already there is left as it is) and, when it
 * has a duration, stamped with the Combat sub-type's expiry flag. Returns the ids of effects it created, so Undo
 * can take them away again.
 */
import type { RollResult } from "../../engine/core/dice/result.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { expiryFlag } from "../combat/expiry.ts";
import { CLEAR_DIRECT_OPTION } from "./guard.ts";
import type { ExpiryBoundary, OutcomeCondition } from "./outcome-room.ts";
import { outcomeRoomFor } from "./outcome-rooms.ts";

/** Turn one condition on; the new effect's id, or null when the actor already had that condition's effect. */
export async function setCondition(
  actor: Actor.Implementation,
  status: string,
  boundary: ExpiryBoundary | null,
): Promise<string | null> {
  // Only the world's ruleset's conditions are status effects: a card of another ruleset sets nothing here.
  if (!CONFIG.statusEffects.some((entry) => entry.id === status)) return null;
  const effect = await actor.toggleStatusEffect(status, { active: true });
  if (typeof effect !== "object") return null;
  if (boundary) {
    // The running combat, as the configured Combat class (the one whose boundaries expire effects).
    const combat = game.combat instanceof CONFIG.Combat.documentClass ? game.combat : null;
    const flags = expiryFlag(boundary, combat, actor);
    if (Object.keys(flags).length) await effect.update({ flags });
  }
  return effect.id;
}

async function setAll(actor: Actor.Implementation, conditions: readonly OutcomeCondition[]): Promise<string[]> {
  const created: string[] = [];
  for (const c of conditions) {
    const id = await setCondition(actor, c.status, c.boundary);
    if (id) created.push(id);
  }
  return created;
}

/** The conditions one side of an attack is left in by its attack roll. */
export function setAttackConditions(
  ruleset: RulesetId,
  side: OutcomeCondition["side"],
  actor: Actor.Implementation,
  attack: RollResult,
): Promise<string[]> {
  const conditions = outcomeRoomFor(ruleset)?.fromAttack(attack) ?? [];
  return setAll(
    actor,
    conditions.filter((c) => c.side === side),
  );
}

/** The conditions damage just applied left the target in (unconscious …): they last until an event ends them. */
export function setDamageConditions(ruleset: RulesetId, target: Actor.Implementation): Promise<string[]> {
  const statuses = outcomeRoomFor(ruleset)?.afterDamage(target) ?? [];
  return setAll(
    target,
    statuses.map((status) => ({ side: "target", status, boundary: null })),
  );
}

/** Undo: remove the effects an outcome created (one application each, whatever parents still stand). */
export async function removeConditions(actor: Actor.Implementation, effectIds: readonly string[]): Promise<void> {
  // The guard's own option (guard.ts), beside a core one: fvtt-types knows only core's delete options.
  const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
  for (const id of effectIds) await actor.effects.get(id)?.delete(operation);
}
