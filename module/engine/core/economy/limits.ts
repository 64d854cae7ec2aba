import { isBoundaryFor, type BoundaryEvent, type BoundaryKind } from "../turns/boundary.ts";
import type { Outcome } from "./spend.ts";

/**
 * Use limits: things a creature may do a set number of times between two boundaries, without spending a pool.
 * - energy: "Only once per Round you may: Make a Swift Attack; Roll Initiative" (times 1, clear at roundStart);
 * - bonus: "You may only take one reaction to any trigger" (times 1, keyed by trigger);
 * - contest: "only take one free action per round"; wounds: Harry "once per round per target" (keyed by target).
 */
export interface UseLimit {
  readonly id: string;
  readonly times: number;
  /** When the count starts over (turn boundaries: the holder's own turn). */
  readonly clearAt: BoundaryKind;
  /** Counted separately per key (a trigger id, a target id) instead of once overall. */
  readonly keyed: boolean;
}

/** Uses so far, by `limitId` or `limitId|key`. */
export type UseCounts = Readonly<Record<string, number>>;

export interface LimitRefusal {
  readonly code: "limitReached" | "unknownLimit" | "keyRequired";
  readonly message: string;
  readonly limit: string;
}

function slot(limit: UseLimit, key: string | undefined): string | undefined {
  if (!limit.keyed) return limit.id;
  return key === undefined ? undefined : `${limit.id}|${key}`;
}

function findLimit(limits: readonly UseLimit[], id: string): UseLimit | undefined {
  return limits.find((l) => l.id === id);
}

export function usesLeft(limits: readonly UseLimit[], counts: UseCounts, limitId: string, key?: string): number {
  const limit = findLimit(limits, limitId);
  if (!limit) return 0;
  const at = slot(limit, key);
  return at === undefined ? 0 : Math.max(0, limit.times - (counts[at] ?? 0));
}

/** Record one use, or refuse (unchanged counts) when the limit is reached. */
export function recordUse(
  limits: readonly UseLimit[],
  counts: UseCounts,
  limitId: string,
  key?: string,
): Outcome<UseCounts, LimitRefusal> {
  const limit = findLimit(limits, limitId);
  if (!limit)
    return {
      ok: false,
      state: counts,
      reason: { code: "unknownLimit", message: `No limit "${limitId}".`, limit: limitId },
    };
  const at = slot(limit, key);
  if (at === undefined) {
    return {
      ok: false,
      state: counts,
      reason: { code: "keyRequired", message: `"${limitId}" is counted per trigger.`, limit: limitId },
    };
  }
  const used = counts[at] ?? 0;
  if (used >= limit.times) {
    const message = limit.keyed ? `Already used "${limitId}" for this trigger.` : `"${limitId}" is used up.`;
    return { ok: false, state: counts, reason: { code: "limitReached", message, limit: limitId } };
  }
  return { ok: true, state: { ...counts, [at]: used + 1 } };
}

/** Drop the counts of every limit that clears at this event. */
export function clearUses(
  limits: readonly UseLimit[],
  counts: UseCounts,
  event: BoundaryEvent,
  holder: string,
): UseCounts {
  // Loops, and the counts as they were when nothing clears: every combatant passes every boundary.
  let clearing: string[] | undefined;
  for (const l of limits) if (isBoundaryFor(event, l.clearAt, holder)) (clearing ??= []).push(l.id);
  if (clearing === undefined) return counts;
  const next: Record<string, number> = {};
  for (const at in counts) {
    const id = at.split("|", 1)[0] ?? at;
    if (!clearing.includes(id)) next[at] = counts[at] ?? 0;
  }
  return next;
}
