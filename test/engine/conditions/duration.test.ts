import { describe, expect, it } from "vitest";
import { expiresAt, resolveExpiry, type Duration } from "../../../module/engine/core/conditions/duration.ts";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { addCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { isActive, NO_CONDITIONS, type ConditionState } from "../../../module/engine/core/conditions/state.ts";
import {
  describeEvent,
  roundEnd,
  roundStart,
  turnEvent,
  type BoundaryEvent,
} from "../../../module/engine/core/turns/boundary.ts";
import { roundEvents } from "../../../module/engine/core/turns/round.ts";
import { ENERGY_LIKE } from "./fixtures.ts";

const STRUCTURE = { kind: "initiative", reroll: "never", shifts: "nextRound", holds: "none" } as const;

/** The first event (described) at which a duration applied in `round` before/after `afterEvent` ends. */
function endsAt(duration: Duration, round: number, events: readonly BoundaryEvent[]): string | undefined {
  const expiry = resolveExpiry(duration, round);
  const hit = events.find((e) => expiresAt(expiry, e));
  return hit ? describeEvent(hit) : undefined;
}

describe("durations", () => {
  // Two rounds, order a, b; the effect is applied during a's turn in round 1 (events after that point).
  const afterATurnStart = [
    ...roundEvents(STRUCTURE, ["a", "b"], 1),
    ...roundEvents(STRUCTURE, ["a", "b"], 2),
    ...roundEvents(STRUCTURE, ["a", "b"], 3),
  ].slice(2);

  it.each([
    ["until the end of the Round", { kind: "endOfRound" }, "R1 roundEnd"],
    ["until the end of the next Round", { kind: "endOfNextRound" }, "R2 roundEnd"],
    ["until the beginning of your next turn (own turn)", { kind: "untilTurnStart", holder: "a" }, "R2 turnStart(a)"],
    [
      "until the beginning of your next turn (someone else's)",
      { kind: "untilTurnStart", holder: "b" },
      "R1 turnStart(b)",
    ],
    ["until the end of their next turn", { kind: "untilTurnEnd", holder: "b" }, "R1 turnEnd(b)"],
    ["wounds: a 1-round effect ends at the end of the round it began", { kind: "rounds", count: 1 }, "R1 roundEnd"],
    [
      'wounds: a 2-round effect "will expire at the end of the next round after it is cast"',
      { kind: "rounds", count: 2 },
      "R2 roundEnd",
    ],
    ["wounds: a 3-round effect, the round it began counts as round 1", { kind: "rounds", count: 3 }, "R3 roundEnd"],
    ["permanent", { kind: "permanent" }, undefined],
  ] as const)("%s", (_title, duration, expected) => {
    expect(endsAt(duration, 1, afterATurnStart)).toBe(expected);
  });

  it("a round-end expiry also ends at a later round end (no effect survives a skipped boundary)", () => {
    expect(expiresAt({ kind: "roundEnd", round: 2 }, roundEnd(5))).toBe(true);
    expect(expiresAt({ kind: "roundEnd", round: 2 }, roundStart(3))).toBe(false);
  });
});

describe("expireAt", () => {
  function apply(state: ConditionState, id: string, duration: Duration, source = "s"): ConditionState {
    return addCondition(ENERGY_LIKE, state, id, { source, duration, round: 1 }).state;
  }

  it('wounds: "the ones that have been active longer end earlier"', () => {
    let state = apply(NO_CONDITIONS, "slowed", { kind: "endOfRound" });
    state = apply(state, "dazed", { kind: "endOfRound" });
    state = apply(state, "prone", { kind: "rounds", count: 1 });
    const expired = expireAt(state, roundEnd(1));
    // Exposed stays while Prone still imposes it, and goes with Prone.
    expect(expired.removed).toEqual(["slowed", "dazed", "prone", "exposed"]);
    expect(expired.state.active).toEqual({});
  });

  it("a parent's expiry takes its daughters; a daughter with its own longer application stays", () => {
    let state = apply(NO_CONDITIONS, "dazed", { kind: "endOfRound" });
    state = apply(state, "exposed", { kind: "endOfNextRound" }, "combat roll");
    const r1 = expireAt(state, roundEnd(1));
    expect(r1.removed).toEqual(["dazed"]);
    expect(isActive(r1.state, "exposed")).toBe(true);
    expect(expireAt(r1.state, roundEnd(2)).removed).toEqual(["exposed"]);
  });

  it("a direct daughter expiring while its parent remains stays present (imposed)", () => {
    let state = apply(NO_CONDITIONS, "exposed", { kind: "endOfRound" }, "roll");
    state = apply(state, "dazed", { kind: "permanent" });
    const r1 = expireAt(state, roundEnd(1));
    expect(r1.removed).toEqual([]);
    expect(r1.state.active.exposed?.applications).toEqual([]);
    expect(r1.state.active.exposed?.imposedBy).toEqual(["dazed"]);
  });

  it("nothing expires at an unrelated event, and the state is the same value", () => {
    const state = apply(NO_CONDITIONS, "dazed", { kind: "untilTurnStart", holder: "a" });
    const result = expireAt(state, turnEvent("turnStart", 1, "b"));
    expect(result.state).toBe(state);
    expect(result.removed).toEqual([]);
  });
});
