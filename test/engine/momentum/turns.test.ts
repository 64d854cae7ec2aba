import { describe, expect, it } from "vitest";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { describeEvent, type BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { forfeitHeld, holdTurn } from "../../../module/engine/core/turns/holds.ts";
import { beginRound, nextTurn, type TurnStep } from "../../../module/engine/core/turns/round.ts";
import { takeAction } from "../../../module/engine/rulesets/momentum/economy/act.ts";
import { momentumAtBoundary } from "../../../module/engine/rulesets/momentum/economy/boundary.ts";
import {
  initiativeFacts,
  initiativeScore,
  momentumOrder,
  MOMENTUM_TURN_STRUCTURE,
} from "../../../module/engine/rulesets/momentum/turns/initiative.ts";
import { isHiddenFrom } from "../../../module/engine/rulesets/momentum/relations.ts";
import { applySurprise } from "../../../module/engine/rulesets/momentum/turns/surprise.ts";
import {
  expandUnionEvents,
  foldUnions,
  unionFacts,
  unionProblems,
} from "../../../module/engine/rulesets/momentum/turns/unions.ts";
import { actor, combatant, creature } from "./fixtures.ts";

describe("momentum Initiative", () => {
  it('"Your Instinct Stat times two plus your Athletics, Quick Fingers, Analysis, Grace, and Improvisation Skill Levels"', () => {
    const c = creature({
      skills: { athletics: 2, quickFingers: 1, analysis: 3, grace: 0, improvisation: 2, rawForce: 9 },
    });
    expect(initiativeScore(c)).toBe(12 * 2 + 2 + 1 + 3 + 0 + 2);
  });

  it('"The Initiative of objects is always 0."', () => {
    expect(initiativeScore(creature({ kind: "object" }))).toBe(0);
  });

  it('"The creature with the highest Initiative goes first" and "If two creatures have the same Initiative, the GM decides"', () => {
    const facts = [
      { id: "a", score: 20 },
      { id: "b", score: 26 },
      { id: "c", score: 20 },
    ];
    expect(momentumOrder(facts, 1)).toEqual(["b", "a", "c"]);
    expect(momentumOrder(facts, 1, ["c", "a"])).toEqual(["b", "c", "a"]);
  });

  it('"Initiative is determined at the beginning of a round … only change the turn order in the next round"', () => {
    expect(MOMENTUM_TURN_STRUCTURE).toEqual({
      kind: "initiative",
      reroll: "eachRound",
      shifts: "nextRound",
      holds: "hold",
    });
  });

  it("act-first effects go before everyone, act-last after everyone", () => {
    const order = momentumOrder(
      [
        { id: "slow", score: 30, actLast: true },
        { id: "mid", score: 20 },
        { id: "quick", score: 5, actFirst: true },
      ],
      2,
    );
    expect(order).toEqual(["quick", "mid", "slow"]);
  });
});

describe("momentum unions", () => {
  it('"a knight with an Initiative of 26 … a union with their horse that has an Initiative of 32 would have an Initiative of (26+32)/2=29"', () => {
    const union = unionFacts({ id: "u", members: ["knight", "horse"] }, [
      { id: "knight", score: 26 },
      { id: "horse", score: 32 },
    ]);
    expect(union.score).toBe(29);
  });

  it('"Any effect that allows a creature to act first in a round is ignored unless all creatures in a union have such an effect"', () => {
    const u = { id: "u", members: ["a", "b"] };
    expect(
      unionFacts(u, [
        { id: "a", score: 1, actFirst: true },
        { id: "b", score: 1 },
      ]).actFirst,
    ).toBe(false);
    expect(
      unionFacts(u, [
        { id: "a", score: 1, actFirst: true },
        { id: "b", score: 1, actFirst: true },
      ]).actFirst,
    ).toBe(true);
  });

  it('"If any creature in a union suffers from an effect that forces them to act last in a round, the entire union is forced to act last"', () => {
    const facts = [
      { id: "a", score: 40 },
      { id: "b", score: 40, actLast: true },
      { id: "c", score: 10 },
    ];
    const folded = foldUnions(facts, [{ id: "u", members: ["a", "b"] }]);
    expect(momentumOrder(folded, 2)).toEqual(["c", "u"]);
  });

  it("\"All creatures of a union have their turn at the same time\": the union's events are each member's", () => {
    const step = nextTurn(beginRound(MOMENTUM_TURN_STRUCTURE, ["u", "c"], 1).state);
    const events = expandUnionEvents(step.events, [{ id: "u", members: ["a", "b"] }]);
    expect(events.map(describeEvent)).toEqual(["R1 turnStart(a)", "R1 turnStart(b)"]);
  });

  it("a union needs two members, each in combat and in one union only", () => {
    expect(unionProblems([{ id: "u", members: ["a"] }], ["a", "b"])).toEqual([{ code: "tooSmall", union: "u" }]);
    expect(
      unionProblems(
        [
          { id: "u", members: ["a", "b"] },
          { id: "v", members: ["b", "z"] },
        ],
        ["a", "b"],
      ).map((p) => p.code),
    ).toEqual(["twice", "unknownMember"]);
  });
});

describe("momentum surprise", () => {
  it('surprised creatures "act at the end of the first round instead of using their normal initiative"', () => {
    const facts = [
      { id: "guard", score: 40, surprised: true },
      { id: "thief", score: 10 },
    ];
    expect(momentumOrder(facts, 1)).toEqual(["thief", "guard"]);
    expect(momentumOrder(facts, 2)).toEqual(["guard", "thief"]);
  });

  it("the Surprised condition puts a combatant last in round 1 (initiativeFacts reads it)", () => {
    const out = applySurprise([{ id: "guard", side: "house", surprised: true, conditions: actor().conditions }]);
    const guard = { ...actor(), conditions: out["guard"] ?? actor().conditions };
    expect(initiativeFacts("guard", guard)).toEqual({ id: "guard", score: 24 + 2, surprised: true });
    expect(initiativeFacts("me", actor(), { actLast: true })).toMatchObject({ surprised: false, actLast: true });
  });

  it('"any enemy that is not surprised starts the combat hidden from them"', () => {
    const out = applySurprise([
      { id: "guard", side: "house", surprised: true, conditions: actor().conditions },
      { id: "thief", side: "crew", surprised: false, conditions: actor().conditions },
      { id: "lookout", side: "crew", surprised: false, conditions: actor().conditions },
      { id: "dog", side: "house", surprised: false, conditions: actor().conditions },
    ]);
    expect(isHiddenFrom(out["thief"] ?? actor().conditions, "guard")).toBe(true);
    expect(isHiddenFrom(out["lookout"] ?? actor().conditions, "guard")).toBe(true);
    expect(isHiddenFrom(out["dog"] ?? actor().conditions, "guard")).toBe(false);
    expect(isActive(out["guard"] ?? actor().conditions, "surprised")).toBe(true);
  });
});

describe("momentum held turns", () => {
  /** Run a round, holding `hold` when its turn comes, and record every event. */
  function run(order: readonly string[], hold: readonly string[], refuse: readonly string[] = []): string[] {
    const log: BoundaryEvent[] = [];
    let step: TurnStep = beginRound(MOMENTUM_TURN_STRUCTURE, order, 1);
    log.push(...step.events);
    while (!step.state.ended) {
      step = nextTurn(step.state);
      log.push(...step.events);
      const active = step.state.active;
      if (active !== undefined && hold.includes(active) && !step.state.heldBefore.includes(active)) {
        step = holdTurn(step.state);
        log.push(...step.events);
      }
      const waiting = step.state.held.find((h) => refuse.includes(h.id));
      // Asked when the normal turns are over, before the held turns are taken.
      if (waiting && step.state.queue.length === 0) {
        step = forfeitHeld(step.state, waiting.id);
        log.push(...step.events);
      }
    }
    return log.map(describeEvent);
  }

  it('"Should more than one creature hold their turn to the end of the round, they will take turns according to their Initiative"', () => {
    const log = run(["a", "b", "c"], ["a", "b"]);
    expect(log.filter((e) => e.includes("turnResumed"))).toEqual(["R1 turnResumed(a)", "R1 turnResumed(b)"]);
  });

  it('"If any of those creatures refuse, they lose their turn for this round"', () => {
    const log = run(["a", "b"], ["a"], ["a"]);
    expect(log).not.toContain("R1 turnResumed(a)");
    expect(log).toContain("R1 turnEnd(a)");
  });

  it('"effects that last until a creature\'s next turn stop when their turn would normally start even if the creature decides to hold their turn"', () => {
    const defended = takeAction(actor(), combatant(), { action: "defend", round: 1, ownTurn: true });
    let side = defended.state;
    const expired: string[] = [];
    const feed = (events: readonly BoundaryEvent[]) => {
      for (const e of events) {
        const r = momentumAtBoundary(side.actor, side.combatant, e);
        side = { actor: r.actor, combatant: r.combatant };
        expired.push(`${describeEvent(e)}: ${r.expired.join(",")}`);
      }
    };
    let step: TurnStep = beginRound(MOMENTUM_TURN_STRUCTURE, ["me", "b"], 2);
    feed(step.events);
    step = nextTurn(step.state);
    feed(step.events);
    step = holdTurn(step.state);
    feed(step.events);
    expect(step.state.held.map((h) => h.id)).toEqual(["me"]);
    expect(expired).toEqual(["R2 roundStart: ", "R2 turnStart(me): defending", "R2 turnHeld(me): "]);
    // The held turn still has its AP: they were refilled at the normal place.
    expect(side.combatant.economy.pools["ap"]).toBe(3);
  });

  it('"effects that last until the end of a creature\'s turn keep being in effect until a creature ends their turn or they lose it"', () => {
    const lost = forfeitHeld(
      holdTurn(nextTurn(beginRound(MOMENTUM_TURN_STRUCTURE, ["me"], 1).state).state).state,
      "me",
    );
    expect(lost.events.map(describeEvent)).toEqual(["R1 turnEnd(me)"]);
  });
});
