import type { ConditionCatalog } from "../../../core/conditions/catalog.ts";
import type { Duration } from "../../../core/conditions/duration.ts";
import { addCondition, clearDirect } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";

/**
 * Generic (a candidate for core/conditions): a condition that holds towards other creatures ("hidden from them",
 * "climbing onto the target"). Core conditions belong to one creature, so the other creature is written into the
 * application's source (`prefix` + its id): each relation has its own duration and ends on its own, and `whyActive`
 * already lists them.
 */
export function related(state: ConditionState, condition: string, prefix: string): readonly string[] {
  return (state.active[condition]?.applications ?? [])
    .filter((a) => a.source.startsWith(prefix))
    .map((a) => a.source.slice(prefix.length));
}

export function relate(
  catalog: ConditionCatalog,
  state: ConditionState,
  condition: string,
  prefix: string,
  other: string,
  duration: Duration,
  round: number,
): ConditionState {
  return addCondition(catalog, state, condition, { source: `${prefix}${other}`, duration, round }).state;
}

/** End one relation (or every relation of the condition when `other` is undefined). */
export function unrelate(state: ConditionState, condition: string, prefix: string, other?: string): ConditionState {
  const others = other === undefined ? related(state, condition, prefix) : [other];
  return others.reduce(
    (s, o) => (related(s, condition, prefix).includes(o) ? clearDirect(s, condition, `${prefix}${o}`).state.state : s),
    state,
  );
}
