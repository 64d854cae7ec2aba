/**
 * Waking ends the Unconscious that damage set. Damage at 0 Stamina / Health sets the status effect and marks it
 * `flags.fray.outcome = "damage"` (apply-outcome.ts); when the creature's tracks say it is awake again (healed by
 * hand above 0, the `bonus` recovery, the `energy` wake roll), the active GM deletes the marked effect. An effect
 * the GM set by hand carries no mark and stays: it may be there for another reason (a sleep spell, a blow).
 * docs/rules/bonus.md and energy.md record the decision.
 */
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { SYSTEM_ID } from "../constants.ts";
import { CLEAR_DIRECT_OPTION } from "./guard.ts";
import { outcomeRoomFor } from "./outcome-rooms.ts";

/** `flags.fray.outcome`: the mark of an effect set by damage (and so ended by waking). */
export const FROM_DAMAGE = "damage";
export type DamageOutcome = typeof FROM_DAMAGE;

function setByDamage(effect: ActiveEffect.Implementation): boolean {
  return effect.getFlag(SYSTEM_ID, "outcome") === FROM_DAMAGE;
}

/** Effects being deleted: the wake roll's own call and the `updateActor` hook its write fires must not both delete. */
const deleting = new Set<string>();

/**
 * The active GM's part after an actor's tracks changed: write what the change implies (energy: a Stamina knock-out
 * healed by hand ends), then delete the damage-set effects of the conditions the creature woke from.
 */
export async function wakeFromDamage(actor: Actor.Implementation): Promise<void> {
  const ruleset = rulesetOfType(actor.type);
  const room = ruleset ? outcomeRoomFor(ruleset) : undefined;
  if (!room) return;
  const reading = room.woke(actor);
  if (reading.update) await actor.update({ system: reading.update });
  const ended = (effect: ActiveEffect.Implementation) => [...effect.statuses].some((s) => reading.ended.includes(s));
  // The guard's own option (guard.ts): the creature woke, whatever the parent/daughter rule would ask of a hand edit.
  const operation = { render: true, [CLEAR_DIRECT_OPTION]: true };
  for (const effect of actor.effects.contents.filter((e) => setByDamage(e) && ended(e))) {
    const key = effect.uuid;
    if (deleting.has(key)) continue;
    deleting.add(key);
    try {
      await effect.delete(operation);
    } finally {
      deleting.delete(key);
    }
  }
}

/**
 * At `init`: the active GM ends damage-set conditions whenever an actor's data changes (the hook runs on every
 * client; only one may write). The actor's own ruleset reads its tracks.
 */
export function registerWakeOnHeal(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if (game.users.activeGM?.isSelf !== true || !("system" in changed)) return;
    void wakeFromDamage(actor);
  });
}
