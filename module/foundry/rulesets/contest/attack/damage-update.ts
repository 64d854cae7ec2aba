/**
 * A `contest` hit's result as document data: the Health after damage, the conditions it set (Unconscious and Prone
 * at 0 Health, rules page decision 36), the card's summary line and the breakdown of what the rules did to the
 * number (the engine pipeline's audit: vulnerability, resistance, AR, BR).
 */
import { activeIds } from "../../../../engine/core/conditions/state.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import type { ContestDamageOutcome } from "../../../../engine/rulesets/contest/damage/apply.ts";
import { pipelineBreakdown, type DamageBreakdown } from "../../../chat/breakdown/damage-breakdown.ts";
import { I18N_ROOT } from "../../../constants.ts";

const KEY = `${I18N_ROOT}.Contest.Damage`;

export function healthUpdate(outcome: ContestDamageOutcome): Record<string, unknown> {
  return { health: { value: outcome.actor.creature.health.value } };
}

/** Conditions the hit set (the damage rules' events), to be set as status effects. */
export function dealtStatuses(before: ContestActor, outcome: ContestDamageOutcome): readonly string[] {
  const had = activeIds(before.conditions);
  return activeIds(outcome.actor.conditions).filter((id) => !had.includes(id));
}

/** "7 damage to Health (13 left) · knocked unconscious", localized. */
export function damageSummary(before: ContestActor, outcome: ContestDamageOutcome): string {
  const health = outcome.actor.creature.health.value;
  const amount = String(before.creature.health.value - health);
  const taken = game.i18n.format(`${KEY}.taken`, { amount, left: String(health) });
  const events = outcome.events.map((event) => game.i18n.localize(`${KEY}.event.${event.kind}`));
  return [taken, ...events].join(" · ");
}

export function damageBreakdown(amount: number, outcome: ContestDamageOutcome, critical: boolean): DamageBreakdown {
  return pipelineBreakdown(amount, outcome.result, () => `${KEY}.track.health`, critical);
}
