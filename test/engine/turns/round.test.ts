import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { forfeitHeld, holdTurn, releaseHeld } from "../../../module/engine/core/turns/holds.ts";
import {
  beginRound,
  nextTurn,
  removeFromRound,
  reorder,
  rewindTurn,
  roundEvents,
  type TurnStep,
} from "../../../module/engine/core/turns/round.ts";
import type { InitiativeStructure, TurnStructure } from "../../../module/engine/core/turns/structure.ts";

const INITIATIVE: InitiativeStructure = { kind: "initiative", reroll: "never", shifts: "nextRound", holds: "none" };
const HOLD: InitiativeStructure = { ...INITIATIVE, holds: "hold" };
const SAVE: InitiativeStructure = { ...INITIATIVE, holds: "save" };
const TURNLESS: TurnStructure = { kind: "turnless" };

const names = (events: readonly BoundaryEvent[]): string[] => events.map(describeEvent);

function ok(step: TurnStep): TurnStep {
  if (!step.ok) throw new Error(step.reason.message);
  return step;
}

/** Run steps, collecting events. */
function run(first: TurnStep, ...then: ((s: TurnStep["state"]) => TurnStep)[]): { step: TurnStep; events: string[] } {
  let step = ok(first);
  const events = names(step.events);
  for (const f of then) {
    step = ok(f(step.state));
    events.push(...names(step.events));
  }
  return { step, events };
}

describe("round boundary events", () => {
  it("initiative: roundStart, each turn's start and end in order, roundEnd", () => {
    expect(names(roundEvents(INITIATIVE, ["a", "b"], 3))).toEqual([
      "R3 roundStart",
      "R3 turnStart(a)",
      "R3 turnEnd(a)",
      "R3 turnStart(b)",
      "R3 turnEnd(b)",
      "R3 roundEnd",
    ]);
  });

  it('turnless (energy: "There is no turn order"): only roundStart and roundEnd', () => {
    expect(names(roundEvents(TURNLESS, ["a", "b"], 1))).toEqual(["R1 roundStart", "R1 roundEnd"]);
  });

  it("an empty combat still has a round", () => {
    expect(names(roundEvents(INITIATIVE, [], 1))).toEqual(["R1 roundStart", "R1 roundEnd"]);
  });

  it("a finished round refuses another step", () => {
    const events = roundEvents(INITIATIVE, ["a"], 1);
    expect(events).toHaveLength(4);
    let step = beginRound(INITIATIVE, ["a"], 1);
    while (!step.state.ended) step = nextTurn(step.state);
    const again = nextTurn(step.state);
    expect(again.ok).toBe(false);
    expect(again.state).toBe(step.state);
  });

  it("property: every combatant gets exactly one turnStart and one turnEnd, in order, inside the round", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 10 }),
        fc.nat(20),
        (order, round) => {
          const events = roundEvents(INITIATIVE, order, round);
          expect(events[0]).toEqual({ kind: "roundStart", round });
          expect(events.at(-1)).toEqual({ kind: "roundEnd", round });
          const starts = events.filter((x) => x.kind === "turnStart").map((x) => ("combatant" in x ? x.combatant : ""));
          expect(starts).toEqual(order);
          for (const id of order) {
            const s = events.findIndex((x) => x.kind === "turnStart" && "combatant" in x && x.combatant === id);
            const t = events.findIndex((x) => x.kind === "turnEnd" && "combatant" in x && x.combatant === id);
            expect(t).toBe(s + 1);
          }
        },
      ),
    );
  });
});

describe("held and saved turns", () => {
  it('contest: a saved turn is taken right after the named character ("declare after which character")', () => {
    const { events } = run(
      beginRound(SAVE, ["a", "b", "c"], 1),
      nextTurn,
      (s) => holdTurn(s, "b"),
      nextTurn,
      nextTurn,
      nextTurn,
      nextTurn,
    );
    expect(events).toEqual([
      "R1 roundStart",
      "R1 turnStart(a)",
      "R1 turnHeld(a)",
      "R1 turnStart(b)",
      "R1 turnEnd(b)",
      "R1 turnResumed(a)",
      "R1 turnEnd(a)",
      "R1 turnStart(c)",
      "R1 turnEnd(c)",
      "R1 roundEnd",
    ]);
  });

  it("contest: saving without naming whom to follow is refused", () => {
    const step = ok(nextTurn(ok(beginRound(SAVE, ["a", "b"], 1)).state));
    const held = holdTurn(step.state);
    expect(held.ok).toBe(false);
    if (!held.ok) expect(held.reason.code).toBe("afterRequired");
    expect(held.state).toBe(step.state);
  });

  it("bonus has no held turns: holding is refused", () => {
    const step = ok(nextTurn(ok(beginRound(INITIATIVE, ["a", "b"], 1)).state));
    const held = holdTurn(step.state, "b");
    expect(held.ok ? "ok" : held.reason.code).toBe("holdsNotAllowed");
  });

  it('momentum: turns held to the end of the round "take turns according to their Initiative"', () => {
    const { events } = run(
      beginRound(HOLD, ["a", "b", "c"], 2),
      nextTurn,
      (s) => holdTurn(s),
      nextTurn,
      (s) => holdTurn(s),
      nextTurn,
      nextTurn,
      nextTurn,
      nextTurn,
    );
    expect(events).toEqual([
      "R2 roundStart",
      "R2 turnStart(a)",
      "R2 turnHeld(a)",
      "R2 turnStart(b)",
      "R2 turnHeld(b)",
      "R2 turnStart(c)",
      "R2 turnEnd(c)",
      "R2 turnResumed(a)",
      "R2 turnEnd(a)",
      "R2 turnResumed(b)",
      "R2 turnEnd(b)",
      "R2 roundEnd",
    ]);
  });

  it("momentum: a holder released mid-round acts right after the current turn", () => {
    const { events } = run(
      beginRound(HOLD, ["a", "b", "c"], 1),
      nextTurn,
      (s) => holdTurn(s),
      nextTurn,
      (s) => releaseHeld(s, "a"),
      nextTurn,
      nextTurn,
      nextTurn,
    );
    expect(events.slice(3, 8)).toEqual([
      "R1 turnStart(b)",
      "R1 turnEnd(b)",
      "R1 turnResumed(a)",
      "R1 turnEnd(a)",
      "R1 turnStart(c)",
    ]);
  });

  it('momentum: "If any of those creatures refuse, they lose their turn for this round"', () => {
    const { step, events } = run(
      beginRound(HOLD, ["a", "b"], 1),
      nextTurn,
      (s) => holdTurn(s),
      (s) => forfeitHeld(s, "a"),
      nextTurn,
      nextTurn,
    );
    expect(events).toEqual([
      "R1 roundStart",
      "R1 turnStart(a)",
      "R1 turnHeld(a)",
      "R1 turnEnd(a)",
      "R1 turnStart(b)",
      "R1 turnEnd(b)",
      "R1 roundEnd",
    ]);
    expect(step.state.ended).toBe(true);
  });

  it("a turn is held at most once a round, and only after someone still to act", () => {
    const s1 = ok(nextTurn(ok(beginRound(HOLD, ["a", "b"], 1)).state)).state;
    const bad = holdTurn(s1, "zed");
    expect(bad.ok ? "ok" : bad.reason.code).toBe("unknownAfter");
    const held = ok(holdTurn(s1, "b"));
    const s2 = ok(nextTurn(held.state)).state; // b starts
    const s3 = ok(nextTurn(s2)).state; // b ends, a resumes
    expect(s3.active).toBe("a");
    const again = holdTurn(s3);
    expect(again.ok ? "ok" : again.reason.code).toBe("alreadyHeld");
  });
});

describe("dynamic initiative (wounds)", () => {
  it('re-sorts only those still to act: "you do not gain a second turn on the same round"', () => {
    const s1 = ok(nextTurn(ok(beginRound(INITIATIVE, ["a", "b", "c"], 1)).state)).state; // a active
    const s2 = ok(nextTurn(s1)).state; // b active
    const shuffled = reorder(s2, ["a", "c", "b"]);
    expect(shuffled.queue).toEqual(["c"]);
    const joined = reorder(s2, ["d", "a", "b", "c"]);
    expect(joined.queue).toEqual(["d", "c"]);
  });

  it("a combatant removed while acting ends its turn", () => {
    const s1 = ok(nextTurn(ok(beginRound(INITIATIVE, ["a", "b"], 1)).state)).state;
    const removed = removeFromRound(s1, "a");
    expect(names(removed.events)).toEqual(["R1 turnEnd(a)"]);
    expect(names(ok(nextTurn(removed.state)).events)).toEqual(["R1 turnStart(b)"]);
  });
});

describe("rewindTurn (the GM steps back a turn)", () => {
  it("the last turn to end is taken again, the one acting goes back to the front of the queue", () => {
    const { step } = run(beginRound(INITIATIVE, ["a", "b", "c"], 1), nextTurn, nextTurn);
    expect(rewindTurn(step.state)).toMatchObject({ active: "a", done: [], queue: ["b", "c"], ended: false });
  });

  it("after the round ended, its last turn is taken again", () => {
    const { step } = run(beginRound(INITIATIVE, ["a", "b"], 1), nextTurn, nextTurn, nextTurn);
    expect(step.state.ended).toBe(true);
    expect(rewindTurn(step.state)).toMatchObject({ active: "b", done: ["a"], queue: [], ended: false });
  });

  it("before any turn ended there is nothing to step back to in the round", () => {
    const { step } = run(beginRound(INITIATIVE, ["a", "b"], 1), nextTurn);
    expect(rewindTurn(step.state)).toBeUndefined();
  });
});
