import type { ConditionCatalog } from "../../engine/core/conditions/catalog.ts";
import { addCondition } from "../../engine/core/conditions/mutate.ts";
import { NO_CONDITIONS, type ConditionState } from "../../engine/core/conditions/state.ts";

/**
 * An actor's status ids (from its active effects) as the engine's condition state for a ruleset's catalog; ids the
 * catalog does not know are ignored rather than failing the derivation.
 */
export function conditionStateOf(statuses: Iterable<string>, catalog: ConditionCatalog): ConditionState {
  let state = NO_CONDITIONS;
  for (const id of statuses) {
    if (!catalog[id]) continue;
    state = addCondition(catalog, state, id, { source: "effect", duration: { kind: "permanent" }, round: 0 }).state;
  }
  return state;
}
