import { resolveContest } from "../dice/contest.ts";
import type { TestOutcome } from "../dice/test.ts";
import { applyCondition } from "../conditions.ts";
import type { ContestActor } from "../creature.ts";

/**
 * "Determine Surprise. If one party tried to sneak up on the other, make a Stealth vs Observation contest. Observing
 * characters are surprised if the fail the contest, losing their first turn in the initiative structure. During this
 * round their turn is skipped and they can't take any actions or reactions."
 *
 * Every sneaker rolls Stealth once and every observer Observation once. An observer loses the contest against a
 * sneaker as any resisting side does (dice/contest.ts); it is surprised only if it loses against every sneaker —
 * noticing any one of them gives the party away (docs/rules/contest.md).
 */
export interface Observer {
  readonly id: string;
  readonly observation: TestOutcome;
}

export function surprisedObservers(stealth: readonly TestOutcome[], observers: readonly Observer[]): readonly string[] {
  if (stealth.length === 0) return [];
  return observers
    .filter((o) => stealth.every((sneaker) => resolveContest(sneaker, o.observation).initiatorWins))
    .map((o) => o.id);
}

/** Surprise lasts round 1: Surprised imposes Incapacitated and ends at the end of round 1. */
export function surprise(actor: ContestActor, id: string): ContestActor {
  const added = applyCondition(actor.conditions, "surprised", { source: "surprise", round: 1, holder: id });
  return { ...actor, conditions: added.state };
}
