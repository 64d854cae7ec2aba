/**
 * An actor's active effects as the engine's condition state. Each enabled effect is one direct application (source:
 * the effect id) of its root statuses; the statuses it carries only because a root implies them are the root's
 * daughters, imposed rather than applied. That keeps the engine's rule — a condition is present while it has a
 * reason — true of the documents.
 */
import { impliedClosure, type ConditionCatalog } from "../../engine/core/conditions/catalog.ts";
import { addCondition } from "../../engine/core/conditions/mutate.ts";
import { NO_CONDITIONS, type ConditionState } from "../../engine/core/conditions/state.ts";

/** What the parent/daughter rule needs of an ActiveEffect. */
export interface EffectFacts {
  readonly id: string;
  readonly statuses: readonly string[];
  readonly disabled: boolean;
}

/**
 * The statuses an effect applies in its own right: known to the catalog and not implied by another status of the
 * same effect (Dazed's effect carries Dazed and Exposed; only Dazed is its root).
 */
export function rootStatuses(catalog: ConditionCatalog, statuses: readonly string[]): readonly string[] {
  const known = statuses.filter((id) => catalog[id] !== undefined);
  const implied = new Set(known.flatMap((id) => impliedClosure(catalog, id)));
  return known.filter((id) => !implied.has(id));
}

export function conditionStateOfEffects(catalog: ConditionCatalog, effects: readonly EffectFacts[]): ConditionState {
  let state = NO_CONDITIONS;
  for (const effect of effects) {
    if (effect.disabled) continue;
    for (const id of rootStatuses(catalog, effect.statuses)) {
      state = addCondition(catalog, state, id, {
        source: effect.id,
        duration: { kind: "permanent" },
        round: 0,
      }).state;
    }
  }
  return state;
}
