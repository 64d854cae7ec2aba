import type { ConditionCatalog } from "./catalog.ts";
import type { Expiry } from "./duration.ts";

/**
 * Active conditions, each with the reasons it is present: direct applications (each with its own source and end)
 * and the parents imposing it. A condition is present exactly while it has at least one reason; that rule is what
 * makes "a daughter cannot be removed while its parent remains" and "ending the parent ends the daughter" hold.
 */

export interface Application {
  /** What applied it (an action, an attack, an item); re-applying from the same source refreshes that application. */
  readonly source: string;
  readonly expiry: Expiry;
  readonly appliedRound: number;
  /** Application order: on a shared boundary the older applications end first (wounds). */
  readonly seq: number;
}

export interface ActiveCondition {
  readonly id: string;
  readonly applications: readonly Application[];
  /** Parent conditions currently imposing this one. */
  readonly imposedBy: readonly string[];
}

export interface ConditionState {
  readonly active: Readonly<Record<string, ActiveCondition>>;
  /** Next application number. */
  readonly seq: number;
}

export const NO_CONDITIONS: ConditionState = { active: {}, seq: 0 };

export type Reason =
  | { readonly kind: "direct"; readonly source: string; readonly expiry: Expiry }
  | { readonly kind: "imposed"; readonly by: string };

export function isActive(state: ConditionState, id: string): boolean {
  return state.active[id] !== undefined;
}

export function activeIds(state: ConditionState): readonly string[] {
  return Object.keys(state.active);
}

/** Why a condition is present (empty when it is not): shown on the sheet and the token HUD tooltip. */
export function whyActive(state: ConditionState, id: string): readonly Reason[] {
  const entry = state.active[id];
  if (!entry) return [];
  return [
    ...entry.applications.map((a): Reason => ({ kind: "direct", source: a.source, expiry: a.expiry })),
    ...entry.imposedBy.map((by): Reason => ({ kind: "imposed", by })),
  ];
}

/**
 * Broken rules in a state, for tests and for the adapter's sanity checks: a condition without a reason, a parent
 * that is not active or does not imply its daughter, an active parent whose daughter is missing.
 */
export function checkInvariants(catalog: ConditionCatalog, state: ConditionState): readonly string[] {
  const problems: string[] = [];
  for (const [id, entry] of Object.entries(state.active)) {
    if (entry.id !== id) problems.push(`"${id}" is stored as "${entry.id}"`);
    if (entry.applications.length === 0 && entry.imposedBy.length === 0) problems.push(`"${id}" has no reason`);
    for (const parent of entry.imposedBy) {
      if (!state.active[parent]) problems.push(`"${id}" imposed by inactive "${parent}"`);
      if (!catalog[parent]?.implies.includes(id)) problems.push(`"${parent}" does not imply "${id}"`);
    }
    for (const daughter of catalog[id]?.implies ?? []) {
      if (!state.active[daughter]?.imposedBy.includes(id))
        problems.push(`"${id}" active without daughter "${daughter}"`);
    }
  }
  return problems;
}
