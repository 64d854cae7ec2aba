import { describe, expect, it } from "vitest";
import { expireAt } from "../../../module/engine/core/conditions/expire.ts";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import {
  bestSkill,
  contestRequests,
  sizeEdges,
  whyNoContest,
} from "../../../module/engine/rulesets/momentum/actions/contest.ts";
import { applyHide, watchers } from "../../../module/engine/rulesets/momentum/actions/hide.ts";
import {
  applyContest,
  SHOVE_DISTANCE_M,
  STABILIZE_DIFFICULTY,
  stopBleeding,
} from "../../../module/engine/rulesets/momentum/actions/outcomes.ts";
import { checkRequest } from "../../../module/engine/rulesets/momentum/dice/check.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import {
  climbingOn,
  grabbedBy,
  hiddenFrom,
  hideFrom,
  reveal,
} from "../../../module/engine/rulesets/momentum/relations.ts";
import { CONTEST_TABLE } from "../../../module/engine/rulesets/momentum/tables/contests.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const parties = (a = actor(), t = actor()) => ({ actorId: "me", actor: a, targetId: "foe", target: t });

describe("momentum Advanced Action limits", () => {
  it('Grab: "That creature cannot be larger than one size category above your own"', () => {
    expect(whyNoContest(CONTEST_TABLE.grab, "medium", "large", { freeHand: true })).toBeUndefined();
    expect(whyNoContest(CONTEST_TABLE.grab, "medium", "huge", { freeHand: true })?.code).toBe("tooLarge");
    expect(whyNoContest(CONTEST_TABLE.grab, "medium", "medium")?.code).toBe("noFreeHand");
  });

  it('Climb: "at least one size category larger than you"; "at least one free hand or the ability to climb without using your hands"', () => {
    expect(whyNoContest(CONTEST_TABLE.climb, "medium", "medium", { freeHand: true })?.code).toBe("tooSmall");
    expect(whyNoContest(CONTEST_TABLE.climb, "medium", "gigantic", { freeHand: true })).toBeUndefined();
    expect(whyNoContest(CONTEST_TABLE.climb, "medium", "huge", { climbsWithoutHands: true })).toBeUndefined();
    expect(whyNoContest(CONTEST_TABLE.climb, "medium", "huge")?.code).toBe("noFreeHand");
  });

  it('"within 1 m of you"', () => {
    expect(whyNoContest(CONTEST_TABLE.trip, "medium", "medium", { distanceM: 2 })?.code).toBe("outOfReach");
    expect(whyNoContest(CONTEST_TABLE.trip, "medium", "medium", { distanceM: 1 })).toBeUndefined();
  });

  it('"If the target is larger than you are, they gain advantage on their check. If they are smaller, you gain an advantage on your check."', () => {
    expect(sizeEdges(CONTEST_TABLE.shove, "medium", "large")).toEqual({
      actor: [],
      target: [{ source: "Larger than the other side", edge: "advantage" }],
    });
    expect(sizeEdges(CONTEST_TABLE.shove, "medium", "small").actor).toHaveLength(1);
    expect(sizeEdges(CONTEST_TABLE.disarm, "medium", "small")).toEqual({ actor: [], target: [] });
  });

  it('"an Athletics or Raw Force Check": a side rolls its best allowed skill, the first listed on a tie', () => {
    // Athletics 2 + Strength Bonus 4 beats Raw Force 1 + 4 and Nimbleness 0 + Dexterity Bonus 3.
    expect(bestSkill(creature(), ["rawForce", "nimbleness", "athletics"])).toBe("athletics");
    const even = creature({ skills: { athletics: 1, rawForce: 1 } });
    expect(bestSkill(even, ["rawForce", "athletics"])).toBe("rawForce");
    expect(bestSkill(even, ["athletics", "rawForce"])).toBe("athletics");
    // Athletics 2 + 4 ties Nimbleness 3 + 3; "skillOnly" checks leave the Stat Bonus out: Nimbleness 3 beats 2.
    const nimble = creature({ skills: { athletics: 2, nimbleness: 3 } });
    expect(bestSkill(nimble, ["athletics", "nimbleness"])).toBe("athletics");
    expect(
      bestSkill(nimble, ["athletics", "nimbleness"], { ...DEFAULT_MOMENTUM_OPTIONS, checkBonus: "skillOnly" }),
    ).toBe("nimbleness");
    expect(() => bestSkill(even, [])).toThrow(RangeError);
  });

  it("each side rolls one of its allowed skills", () => {
    const ok = contestRequests("trip", { actor: actor(), skill: "rawForce" }, { actor: actor(), skill: "nimbleness" });
    expect(ok.ok && ok.requests.actor.label).toBe("Raw Force Check");
    const bad = contestRequests("trip", { actor: actor(), skill: "rawForce" }, { actor: actor(), skill: "rawForce" });
    expect(bad).toMatchObject({ ok: false, reason: { code: "skillNotAllowed" } });
    const small = contestRequests(
      "grab",
      { actor: actor({ size: "large" }), skill: "athletics" },
      { actor: actor({ size: "small" }), skill: "athletics" },
      { freeHand: true },
    );
    expect(small.ok && small.requests.actor.groups[0]?.edge).toBe("advantage");
  });
});

describe("momentum Advanced Action outcomes", () => {
  it('Blind: "blind a target within 1 m of you until the end of their next turn"', () => {
    const out = applyContest("blind", parties(), true, 1);
    expect(isActive(out.target.conditions, "blinded")).toBe(true);
    const ended = expireAt(out.target.conditions, turnEvent("turnEnd", 2, "foe"));
    expect(ended.removed).toEqual(["blinded"]);
    expect(applyContest("blind", parties(), false, 1).target.conditions).toBe(actor().conditions);
  });

  it('Trip: "you successfully knock them prone"', () => {
    expect(isActive(applyContest("trip", parties(), true, 1).target.conditions, "prone")).toBe(true);
  });

  it('Grab: "you successfully grab the creature"; Break Free ends it when the grabber fails', () => {
    const grabbed = applyContest("grab", parties(), true, 1);
    expect(grabbedBy(grabbed.target.conditions)).toEqual(["me"]);
    const held = applyContest("breakFree", { ...parties(), target: grabbed.target }, true, 1);
    expect(grabbedBy(held.target.conditions)).toEqual(["me"]);
    const free = applyContest("breakFree", { ...parties(), target: grabbed.target }, false, 1);
    expect(grabbedBy(free.target.conditions)).toEqual([]);
  });

  it('Climb: "you successfully climb onto the target"; "will shake you off successfully if you fail the Skill Check"', () => {
    const climbed = applyContest("climb", parties(), true, 1);
    expect(climbingOn(climbed.actor.conditions)).toBe("foe");
    const kept = applyContest("shakeOff", { ...parties(), actor: climbed.actor }, true, 1);
    expect(climbingOn(kept.actor.conditions)).toBe("foe");
    const thrown = applyContest("shakeOff", { ...parties(), actor: climbed.actor }, false, 1);
    expect(climbingOn(thrown.actor.conditions)).toBeUndefined();
  });

  it('Climb: "You occupy a space that is also occupied by the target": a won Climb puts the climber there (decision 159)', () => {
    expect(applyContest("climb", parties(), true, 1).occupiesTarget).toBe(true);
    expect(applyContest("climb", parties(), false, 1).occupiesTarget).toBeUndefined();
    expect(applyContest("shakeOff", parties(), true, 1).occupiesTarget).toBeUndefined();
  });

  it('Shove: "move a target within 1 m of you up to 1 m"; Disarm drops the item; moving through an enemy', () => {
    expect(applyContest("shove", parties(), true, 1).pushM).toBe(SHOVE_DISTANCE_M);
    expect(applyContest("shove", parties(), false, 1).pushM).toBeUndefined();
    expect(applyContest("disarm", parties(), true, 1).dropsItem).toBe(true);
    expect(applyContest("moveThroughEnemy", parties(), false, 1).passes).toBe(false);
  });

  it('Stabilize: "a First Aid Check against 8. On a success, you can remove the Bleeding Status Effect"', () => {
    expect(
      checkRequest({ creature: creature(), skill: "firstAid", difficulty: STABILIZE_DIFFICULTY }).target?.value,
    ).toBe(8);
    const patient = withConditions(actor(), ["bleeding"]);
    expect(isActive(stopBleeding(patient).conditions, "bleeding")).toBe(false);
    expect(stopBleeding(actor())).toEqual(actor());
  });
});

describe("momentum hiding", () => {
  const observer = (id: string, seesYou = false, a = actor()) => ({ id, actor: a, seesYou });

  it('"You can try to hide from all enemies if none of them sees you"; a Blinded enemy sees nothing', () => {
    expect(watchers([observer("a", true), observer("b")])).toEqual(["a"]);
    expect(watchers([observer("a", true, withConditions(actor(), ["blinded"]))])).toEqual([]);
    expect(applyHide(actor(), [observer("a", true)], ["a"], 1)).toEqual(actor());
  });

  it('"You successfully hide if you beat their Perception Check with your Stealth Check" — per enemy (setting: all or nothing)', () => {
    const obs = [observer("a"), observer("b")];
    expect(hiddenFrom(applyHide(actor(), obs, ["a"], 1).conditions)).toEqual(["a"]);
    const strict = { ...DEFAULT_MOMENTUM_OPTIONS, hideMode: "allOrNothing" as const };
    expect(hiddenFrom(applyHide(actor(), obs, ["a"], 1, strict).conditions)).toEqual([]);
    expect(hiddenFrom(applyHide(actor(), obs, ["a", "b"], 1, strict).conditions)).toEqual(["a", "b"]);
  });

  it('"You stop being hidden if an enemy sees you … You stay hidden until the end of the turn if this happens during your turn"', () => {
    const hidden = hideFrom(actor().conditions, ["a", "b"], 1);
    expect(hiddenFrom(reveal(hidden, "me", false, 1, ["a"]))).toEqual(["b"]);
    const onTurn = reveal(hidden, "me", true, 1);
    expect(hiddenFrom(onTurn)).toEqual(["a", "b"]);
    expect(hiddenFrom(expireAt(onTurn, turnEvent("turnEnd", 1, "me")).state)).toEqual([]);
  });

  it('"You can stay hidden if you successfully take the Hide action after anything that would reveal you and before your turn ends"', () => {
    const revealed = reveal(hideFrom(actor().conditions, ["a"], 1), "me", true, 1);
    const hiddenAgain = hideFrom(revealed, ["a"], 1);
    expect(hiddenFrom(expireAt(hiddenAgain, turnEvent("turnEnd", 1, "me")).state)).toEqual(["a"]);
  });
});
