import type { ConditionCatalog } from "./catalog.ts";
import { resolveExpiry, type Duration } from "./duration.ts";
import type { ActiveCondition, ConditionState } from "./state.ts";
import type { Outcome as CoreOutcome } from "../outcome.ts";

/** Adding and removing conditions with their parent/daughter bookkeeping. */

export type ConditionRefusalCode = "unknownCondition" | "notActive" | "imposedByParent";

export interface ConditionRefusal {
  readonly code: ConditionRefusalCode;
  readonly message: string;
  readonly condition: string;
  /** For "imposedByParent": the parents that keep it. */
  readonly parents?: readonly string[];
}

/** The shared outcome shape with the condition graph's refusal. */
export type Outcome<S> = CoreOutcome<S, ConditionRefusal>;

export type ConditionOutcome = Outcome<ConditionState>;

export interface ApplyOptions {
  readonly source: string;
  readonly duration: Duration;
  /** The current round (0 outside combat). */
  readonly round: number;
}

function withEntry(state: ConditionState, entry: ActiveCondition): ConditionState {
  return { ...state, active: { ...state.active, [entry.id]: entry } };
}

function without(state: ConditionState, id: string): ConditionState {
  const active = Object.fromEntries(Object.entries(state.active).filter(([key]) => key !== id));
  return { ...state, active };
}

/** Make `parent` impose its daughters; daughters that just became active impose theirs in turn. */
function impose(catalog: ConditionCatalog, state: ConditionState, parent: string): ConditionState {
  let next = state;
  for (const daughter of catalog[parent]?.implies ?? []) {
    const entry = next.active[daughter];
    if (entry) {
      if (!entry.imposedBy.includes(parent))
        next = withEntry(next, { ...entry, imposedBy: [...entry.imposedBy, parent] });
      continue;
    }
    next = withEntry(next, { id: daughter, applications: [], imposedBy: [parent] });
    next = impose(catalog, next, daughter);
  }
  return next;
}

export interface Removal {
  readonly state: ConditionState;
  /** Conditions that stopped being present, parents before their daughters. */
  readonly removed: readonly string[];
}

/**
 * Remove a condition that has lost every reason, and take it off the daughters it imposed; a daughter left with
 * no reason goes too, and so on down. The recorded `imposedBy` links are followed rather than today's catalog, so a
 * catalog edit between add and remove cannot orphan a daughter.
 */
export function dropIfReasonless(state: ConditionState, id: string): Removal {
  const entry = state.active[id];
  if (!entry || entry.applications.length > 0 || entry.imposedBy.length > 0) return { state, removed: [] };
  let next = without(state, id);
  const removed = [id];
  for (const daughter of Object.values(next.active).filter((e) => e.imposedBy.includes(id))) {
    const current = next.active[daughter.id];
    if (!current) continue;
    next = withEntry(next, { ...current, imposedBy: current.imposedBy.filter((p) => p !== id) });
    const cascade = dropIfReasonless(next, daughter.id);
    next = cascade.state;
    removed.push(...cascade.removed);
  }
  return { state: next, removed };
}

/** Apply a condition directly (with its daughters). Re-applying from the same source refreshes that application. */
export function addCondition(
  catalog: ConditionCatalog,
  state: ConditionState,
  id: string,
  options: ApplyOptions,
): ConditionOutcome {
  if (!catalog[id]) {
    return { ok: false, state, reason: { code: "unknownCondition", message: `No condition "${id}".`, condition: id } };
  }
  const application = {
    source: options.source,
    expiry: resolveExpiry(options.duration, options.round),
    appliedRound: options.round,
    seq: state.seq,
  };
  const existing = state.active[id];
  const entry: ActiveCondition = existing
    ? { ...existing, applications: [...existing.applications.filter((a) => a.source !== options.source), application] }
    : { id, applications: [application], imposedBy: [] };
  const next = withEntry({ ...state, seq: state.seq + 1 }, entry);
  return { ok: true, state: existing ? next : impose(catalog, next, id) };
}

/**
 * Remove a condition and every daughter no other parent still imposes. Refused while a parent imposes it (energy:
 * "So if you are Dazed, taking the Defend action would not end your Exposure because you are still Dazed").
 */
export function removeCondition(state: ConditionState, id: string): Outcome<Removal> {
  const entry = state.active[id];
  if (!entry) {
    return {
      ok: false,
      state: { state, removed: [] },
      reason: { code: "notActive", message: `"${id}" is not active.`, condition: id },
    };
  }
  if (entry.imposedBy.length > 0) {
    const message = `"${id}" is imposed by ${entry.imposedBy.join(", ")}; end that first.`;
    const reason: ConditionRefusal = { code: "imposedByParent", message, condition: id, parents: entry.imposedBy };
    return { ok: false, state: { state, removed: [] }, reason };
  }
  return {
    ok: true,
    state: dropIfReasonless({ ...state, active: { ...state.active, [id]: { ...entry, applications: [] } } }, id),
  };
}

/**
 * End the direct applications of a condition (all, or one source's) without touching what parents impose. Use it
 * for effects that end "your" instance of a condition (energy's Defend ends Exposure you got from a roll; if you are
 * Dazed you stay Exposed, and once Daze ends, Exposure ends with it).
 */
export function clearDirect(state: ConditionState, id: string, source?: string): Outcome<Removal> {
  const entry = state.active[id];
  if (!entry) {
    return {
      ok: false,
      state: { state, removed: [] },
      reason: { code: "notActive", message: `"${id}" is not active.`, condition: id },
    };
  }
  const applications = source === undefined ? [] : entry.applications.filter((a) => a.source !== source);
  return { ok: true, state: dropIfReasonless(withEntry(state, { ...entry, applications }), id) };
}
