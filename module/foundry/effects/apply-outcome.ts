/**
 * Setting the conditions an attack's outcome calls for (outcome-room.ts) on the documents, through the status
 * effects the ruleset's catalog built: each is toggled on (an effect already there is left as it is) and, when it
 * has a duration, stamped with the Combat sub-type's expiry flag. Returns the ids of effects it created, so Undo
 * can take them away again.
 */
import type { RollResult } from "../../engine/core/dice/result.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { expiryFlag } from "../combat/expiry.ts";
import { fightingCombatant } from "../combat/fight-of.ts";
import { SYSTEM_ID } from "../constants.ts";
import { CLEAR_DIRECT_OPTION } from "./guard.ts";
import type { DealtCondition, ExpiryBoundary, OutcomeCondition } from "./outcome-room.ts";
import { outcomeRoomFor } from "./outcome-rooms.ts";
import { FROM_DAMAGE, type DamageOutcome } from "./wake.ts";
import { isStatusEffect } from "../version/status-effects.ts";

/**
 * Turn one condition on; the new effect's id, or null when the actor already had that condition's effect (left as
 * it is, unmarked: an effect the GM set stays the GM's). `fromDamage` marks the new effect as set by damage, so
 * waking ends it (wake.ts).
 */
export async function setCondition(
  actor: Actor.Implementation,
  status: string,
  boundary: ExpiryBoundary | null,
  fromDamage = false,
): Promise<string | null> {
  // Only the world's ruleset's conditions are status effects: a card of another ruleset sets nothing here.
  if (!isStatusEffect(status)) return null;
  const effect = await actor.toggleStatusEffect(status, { active: true });
  if (typeof effect !== "object") return null;
  // The encounter the actor fights in (whose boundaries expire effects), not the one this client views.
  const combat = fightingCombatant(actor)?.parent ?? null;
  const expiry = boundary ? expiryFlag(boundary, combat, actor)[SYSTEM_ID] : undefined;
  const mark: { outcome?: DamageOutcome } = fromDamage ? { outcome: FROM_DAMAGE } : {};
  const own = { ...expiry, ...mark };
  if (Object.keys(own).length) await effect.update({ flags: { [SYSTEM_ID]: own } });
  return effect.id;
}

async function setAll(
  actor: Actor.Implementation,
  conditions: readonly OutcomeCondition[],
  fromDamage = false,
): Promise<string[]> {
  const created: string[] = [];
  for (const c of conditions) {
    const id = await setCondition(actor, c.status, c.boundary, fromDamage);
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

/**
 * The conditions damage just applied left the target in (unconscious …): they last until an event ends them — for
 * Unconscious, waking (wake.ts), which finds them by their damage mark — or until their boundary, when the rules that
 * set them give one. `dealt`: the conditions the room's damage rules set with this hit (`AppliedDamage.statuses`),
 * which the target's tracks alone cannot tell.
 */
export function setDamageConditions(
  ruleset: RulesetId,
  target: Actor.Implementation,
  dealt: readonly DealtCondition[] = [],
): Promise<string[]> {
  const read = outcomeRoomFor(ruleset)?.afterDamage(target) ?? [];
  const timed = [...read, ...dealt].map((d) => (typeof d === "string" ? { status: d, boundary: null } : d));
  const once = timed.filter((d, index) => timed.findIndex((e) => e.status === d.status) === index);
  return setAll(
    target,
    once.map((d) => ({ side: "target", ...d })),
    true,
  );
}

/** Undo: remove the effects an outcome created (one application each, whatever parents still stand). */
export async function removeConditions(actor: Actor.Implementation, effectIds: readonly string[]): Promise<void> {
  // The guard's own option (guard.ts), beside a core one: fvtt-types knows only core's delete options.
  const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
  for (const id of effectIds) await actor.effects.get(id)?.delete(operation);
}
