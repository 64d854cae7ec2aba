import { describe, expect, it } from "vitest";
import { addCondition } from "../../../module/engine/core/conditions/mutate.ts";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { roundEnd } from "../../../module/engine/core/turns/boundary.ts";
import { beginRound, nextTurn } from "../../../module/engine/core/turns/round.ts";
import { WOUNDS_CONDITIONS } from "../../../module/engine/rulesets/wounds/conditions.ts";
import {
  applyShifts,
  criticalAttackShifts,
  reorderRound,
  rollTieBreaks,
  seizeInitiativeRequest,
  seizeShift,
  shiftScore,
  startingInitiative,
  woundsOrder,
  WOUNDS_TURN_STRUCTURE,
} from "../../../module/engine/rulesets/wounds/turns/initiative.ts";
import { whyCannotMoveOffTurn } from "../../../module/engine/rulesets/wounds/turns/interrupt.ts";
import {
  canBeSurprised,
  caughtUnaware,
  surprise,
  surprisePenalty,
  SURPRISE_CHECKS,
  leadingHider,
  surpriseCheck,
} from "../../../module/engine/rulesets/wounds/turns/surprise.ts";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { creature } from "./fixtures.ts";

describe("initiative", () => {
  it('"During a round, participants act in descending order of initiative scores."', () => {
    expect(woundsOrder(["a", "b", "c"], { a: 4, b: 9, c: 6 }, {})).toEqual(["b", "c", "a"]);
  });
  it('"In case of a tie, the order is determined randomly each round." (seeded, so it repeats)', () => {
    const ids = ["a", "b", "c", "d"];
    const scores = { a: 5, b: 5, c: 5, d: 5 };
    const orders = new Set<string>();
    const rng = createRng(11);
    for (let round = 0; round < 20; round++) orders.add(woundsOrder(ids, scores, rollTieBreaks(ids, rng)).join(""));
    expect(orders.size).toBeGreaterThan(1);
    const again = woundsOrder(ids, scores, rollTieBreaks(ids, createRng(11)));
    expect(again).toEqual(woundsOrder(ids, scores, rollTieBreaks(ids, createRng(11))));
  });
  it('"Your initiative cannot drop below 0."', () => {
    expect(startingInitiative(-3)).toBe(0);
    expect(shiftScore({ a: 1 }, "a", -2)).toEqual({ a: 0 });
  });
  it('"If you roll a critical success on an attack roll, your initiative is increased by 2 and your target\'s initiative is decreased by 2."', () => {
    expect(applyShifts({ a: 5, b: 5 }, criticalAttackShifts("a", "b", "success"))).toEqual({ a: 7, b: 3 });
  });
  it('"If you roll a critical failure on an attack roll, your initiative is decreased by 2."', () => {
    expect(applyShifts({ a: 5, b: 5 }, criticalAttackShifts("a", "b", "failure"))).toEqual({ a: 3, b: 5 });
    expect(criticalAttackShifts("a", "b", undefined)).toEqual([]);
  });
  it('Seize Initiative: "Your initiative increases by 1d6 points."', () => {
    expect(seizeInitiativeRequest().groups).toEqual([{ id: "seize", source: "Seize Initiative", count: 1, faces: 6 }]);
    expect(applyShifts({ a: 2 }, [seizeShift("a", 4)])).toEqual({ a: 6 });
  });
  it('"If an effect lowers your initiative score after you have already had your turn, you do not gain a second turn on the same round."', () => {
    const ids = ["a", "b", "c"];
    let scores = { a: 9, b: 6, c: 3 };
    let round = beginRound(WOUNDS_TURN_STRUCTURE, woundsOrder(ids, scores, {}), 1).state;
    round = nextTurn(round).state; // a acts
    round = nextTurn(round).state; // b acts
    scores = { ...scores, a: 1 };
    round = reorderRound(round, ids, scores, {});
    expect(round.queue).toEqual(["c"]);
    // A raised score moves a waiting combatant ahead at once.
    const fresh = beginRound(WOUNDS_TURN_STRUCTURE, ["a", "b", "c"], 1).state;
    const started = nextTurn(fresh).state;
    expect(reorderRound(started, ids, { a: 9, b: 1, c: 5 }, {}).queue).toEqual(["c", "b"]);
  });
  it('"You may move on another character\'s turn as if interrupting … except it does not lower your initiative"', () => {
    expect(whyCannotMoveOffTurn({ me: 5, you: 4 }, "me", "you")).toBeUndefined();
    expect(whyCannotMoveOffTurn({ me: 4, you: 4 }, "me", "you")?.code).toBe("initiativeTooLow");
  });
});

describe("surprise", () => {
  it('"opposed checks of some sort such as Dex [Stealth/Hiding] and Prc [Stealth/Observation]"', () => {
    expect(SURPRISE_CHECKS).toEqual({ hide: "Dex [Stealth/Hiding]", notice: "Prc [Stealth/Observation]" });
    expect(caughtUnaware(6, 5)).toBe(true);
    expect(caughtUnaware(5, 5)).toBe(true);
    expect(caughtUnaware(5, 5, "defender")).toBe(false);
    expect(caughtUnaware(4, 5)).toBe(false);
  });
  it("the check itself: Dex [Stealth/Hiding] of the hider against Prc [Stealth/Observation] of the watcher (decision 250)", () => {
    const hider = creature({
      attributes: { dexterity: 2 },
      skills: { Stealth: 1 },
      specializations: { "Stealth/Hiding": 1 },
    });
    const watcher = creature({ attributes: { perception: 1 }, specializations: { "Stealth/Observation": 2 } });
    const { hide, notice } = surpriseCheck(hider, watcher);
    // A face of 10 on the d20 (− 10): Dex 2 + Stealth 1 + Hiding 1 = 4; Prc 1 + Observation 2 = 3.
    expect(interpretFaces(hide, [[10]]).total).toBe(4);
    expect(interpretFaces(notice, [[10]]).total).toBe(3);
  });
  it("who hides from the watcher: the other side's creature most likely to catch it unaware (decision 250)", () => {
    const watcher = creature({ attributes: { perception: 1 } });
    const clumsy = creature({ attributes: { dexterity: -1 } });
    const sneak = creature({ attributes: { dexterity: 3 } });
    expect(leadingHider(watcher, [clumsy, sneak, clumsy])).toBe(1);
    expect(leadingHider(watcher, [clumsy, clumsy])).toBe(0);
    expect(leadingHider(watcher, [])).toBeUndefined();
  });
  it('"you take a penalty to your initiative equal to 5 - your Perception"', () => {
    expect(surprisePenalty(2)).toBe(3);
    expect(surprisePenalty(-1)).toBe(6);
    expect(startingInitiative(8, surprisePenalty(2))).toBe(5);
  });
  it('"Creatures with a Perception higher than 5 cannot be surprised."', () => {
    expect(canBeSurprised(5)).toBe(true);
    expect(canBeSurprised(6)).toBe(false);
    expect(surprise(NO_CONDITIONS, "me", 6).surprised).toBe(false);
  });
});

describe("durations", () => {
  const apply = (state: typeof NO_CONDITIONS, id: string, count: number, round: number) =>
    addCondition(WOUNDS_CONDITIONS, state, id, { source: id, duration: { kind: "rounds", count }, round }).state;
  it('"a spell with a 2-round duration will expire at the end of the next round after it is cast"', () => {
    const state = apply(NO_CONDITIONS, "distracted", 2, 5);
    expect(expireAt(state, roundEnd(5)).removed).toEqual([]);
    expect(expireAt(state, roundEnd(6)).removed).toEqual(["distracted"]);
  });
  it('"If the order in which effects end on a given round is important, the ones that have been active longer end earlier."', () => {
    const state = apply(apply(NO_CONDITIONS, "harried", 3, 1), "distracted", 1, 3);
    expect(expireAt(state, roundEnd(3)).removed).toEqual(["harried", "distracted"]);
  });
});
