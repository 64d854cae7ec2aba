/**
 * A wound outcome (engine `applyHit`) as the card and the documents take it, the same for the row's target and for
 * another creature the hit reaches (lightning's spread, lightning-spread.ts): the stored fields it changes, its line
 * on the card, and the conditions it set and ended.
 */
import { activeIds } from "../../../../engine/core/conditions/state.ts";
import type { WoundOutcome } from "../../../../engine/rulesets/wounds/damage/apply.ts";
import { footingOf } from "../../../../engine/rulesets/wounds/special/climbing.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { woundLevelNumber, type WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { ATTACK_KEY } from "./plan.ts";

export const DAMAGE_KEY = `${ATTACK_KEY}.Damage`;

/** The stored fields a hit changes: the filled slots and the state flags the wound sets. */
export function woundsUpdate(outcome: WoundOutcome): Record<string, unknown> {
  const c = outcome.actor.creature;
  return { wounds: { ...c.wounds }, state: { dying: c.dying, unconscious: c.unconscious, dead: c.dead } };
}

/** "Moderate wound (final damage 3), its level full: a Severe slot filled · Dying", localized. */
export function woundSummary(outcome: WoundOutcome): string {
  const level = (l: string) => game.i18n.localize(`${DAMAGE_KEY}.level.${l}`);
  const lines = outcome.events.map((event) => {
    switch (event.kind) {
      case "wound":
        return event.slot === event.dealt
          ? game.i18n.format(`${DAMAGE_KEY}.wound`, { level: level(event.dealt), damage: String(outcome.finalDamage) })
          : game.i18n.format(`${DAMAGE_KEY}.escalated`, {
              level: level(event.dealt),
              slot: level(event.slot),
              damage: String(outcome.finalDamage),
            });
      case "noWound":
        return game.i18n.format(`${DAMAGE_KEY}.noWound`, { damage: String(event.finalDamage) });
      case "helpless":
        return game.i18n.format(`${DAMAGE_KEY}.helpless`, { rounds: String(event.rounds) });
      case "died":
        return game.i18n.localize(`${DAMAGE_KEY}.died.${event.cause}`);
      default:
        return game.i18n.localize(`${DAMAGE_KEY}.${event.kind}`);
    }
  });
  return lines.join(" · ");
}

/** The conditions the outcome set (the Nonlethal Attack's helpless) and ended (Defend), by id. */
export function conditionChanges(
  before: WoundsActor,
  outcome: WoundOutcome,
): { readonly statuses: string[]; readonly ends: string[] } {
  const had = activeIds(before.conditions);
  const has = activeIds(outcome.actor.conditions);
  return { statuses: has.filter((id) => !had.includes(id)), ends: had.filter((id) => !has.includes(id)) };
}

/**
 * "Whenever you take a wound, you must make another check": a creature climbing or swimming that took a wound and
 * lives owes the check of the most severe slot it filled (attack/wound-footing.ts); undefined when it owes none.
 */
export function footingWound(before: WoundsActor, outcome: WoundOutcome): WoundLevel | undefined {
  if (footingOf(before) === undefined || outcome.actor.creature.dead) return undefined;
  const slots = outcome.events.flatMap((e) => (e.kind === "wound" ? [e.slot] : []));
  return slots.reduce<WoundLevel | undefined>(
    (w, slot) => (w === undefined || woundLevelNumber(slot) > woundLevelNumber(w) ? slot : w),
    undefined,
  );
}
