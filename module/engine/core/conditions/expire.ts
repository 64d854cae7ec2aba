import type { BoundaryEvent } from "../turns/boundary.ts";
import { expiresAt } from "./duration.ts";
import { dropIfReasonless, type Removal } from "./mutate.ts";
import type { Application, ConditionState } from "./state.ts";

/**
 * End every direct application whose end is this boundary, oldest first (wounds: "If the order in which effects end
 * on a given round is important, the ones that have been active longer end earlier"). A condition still imposed by
 * a parent, or still applied by another source, stays. `removed` lists the conditions that ended, in the order
 * they ended, daughters right after their parent.
 */
/** Nothing ended: shared, since most boundaries end nothing for most creatures. */
const NONE_REMOVED: readonly string[] = [];

export function expireAt(state: ConditionState, event: BoundaryEvent): Removal {
  // Loops rather than a flatMap: every creature passes every boundary, and most have nothing due.
  const due: { readonly id: string; readonly a: Application }[] = [];
  for (const key in state.active) {
    const entry = state.active[key];
    if (entry === undefined) continue;
    for (const a of entry.applications) if (expiresAt(a.expiry, event)) due.push({ id: entry.id, a });
  }
  if (due.length === 0) return { state, removed: NONE_REMOVED };
  due.sort((x, y) => x.a.seq - y.a.seq);
  let next = state;
  const removed: string[] = [];
  for (const { id, a } of due) {
    const entry = next.active[id];
    if (!entry) continue;
    next = {
      ...next,
      active: { ...next.active, [id]: { ...entry, applications: entry.applications.filter((b) => b !== a) } },
    };
    const dropped = dropIfReasonless(next, id);
    next = dropped.state;
    removed.push(...dropped.removed);
  }
  return { state: next, removed };
}
