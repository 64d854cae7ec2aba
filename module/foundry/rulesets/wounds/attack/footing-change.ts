/**
 * A footing change written to the creature's statuses (the engine's `FootingChange`): a failed footing check ends
 * Climbing or sinks a swimmer Underwater (decision 208); Return to the Surface ends Underwater (decision 209). Each
 * status is only toggled when it is not already as asked, so a repeated change is no write.
 */
import type { FootingChange } from "../../../../engine/rulesets/wounds/special/climbing.ts";

export async function applyFootingChange(actor: Actor.Implementation, change: FootingChange): Promise<void> {
  if (change.ends !== undefined && actor.statuses.has(change.ends)) {
    await actor.toggleStatusEffect(change.ends, { active: false });
  }
  if (change.begins !== undefined && !actor.statuses.has(change.begins)) {
    await actor.toggleStatusEffect(change.begins, { active: true });
  }
}
