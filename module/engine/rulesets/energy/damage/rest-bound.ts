import { clearDirect } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";

/**
 * Conditions that last "until your next Short Rest" (Death roll 10-14: Exhausted; Non-Lethal at 0 Aura: Shaken).
 * The core's durations end at combat boundaries; these end at a rest, so they are applied as permanent with a source
 * that says so, and a completed Short (or Long) Rest clears every application carrying that mark.
 */
const PREFIX = "until next Short Rest: ";

export function untilShortRest(label: string): string {
  return `${PREFIX}${label}`;
}

export function isRestBound(source: string): boolean {
  return source.startsWith(PREFIX);
}

export function endRestBound(conditions: ConditionState): { readonly state: ConditionState; readonly ended: string[] } {
  let state = conditions;
  const ended: string[] = [];
  for (const entry of Object.values(conditions.active)) {
    for (const application of entry.applications.filter((a) => isRestBound(a.source))) {
      const cleared = clearDirect(state, entry.id, application.source);
      state = cleared.state.state;
      ended.push(...cleared.state.removed);
    }
  }
  return { state, ended };
}
