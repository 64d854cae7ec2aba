import { describe, expect, it } from "vitest";
import { turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { momentumAtBoundary } from "../../../module/engine/rulesets/momentum/economy/boundary.ts";
import {
  clearestLean,
  isLeanStep,
  LEAN_STEPS,
  leanedCover,
  leanOut,
  stopLeaning,
} from "../../../module/engine/rulesets/momentum/geometry/lean.ts";
import { actor, combatant, pair, withConditions } from "./fixtures.ts";

const EAST = { dx: 1, dy: 0 };
const LEANS = '"While you are in full cover, you can lean towards a space next to you"';

describe("leaning out of full cover (seed 002, decision 125)", () => {
  it(`${LEANS}: one of the eight spaces next to you, never your own or one farther`, () => {
    expect(LEAN_STEPS).toHaveLength(8);
    expect(LEAN_STEPS.every(isLeanStep)).toBe(true);
    expect(isLeanStep({ dx: 0, dy: 0 })).toBe(false);
    expect(isLeanStep({ dx: 2, dy: 0 })).toBe(false);
    const refused = leanOut(pair(), { dx: 0, dy: 2 }, true);
    expect(refused.ok ? undefined : refused.reason.code).toBe("noLeanSpace");
  });

  it(`${LEANS}: free (the seed names no cost), on the creature's own turn, stored on its combatant`, () => {
    const leant = leanOut(pair(), EAST, true);
    expect(leant.ok).toBe(true);
    expect(leant.state.combatant.lean).toEqual(EAST);
    expect(leant.state.combatant.economy).toEqual(pair().combatant.economy);
    const offTurn = leanOut(pair(), EAST, false);
    expect(offTurn.ok ? undefined : offTurn.reason.code).toBe("notYourTurn");
  });

  it(`${LEANS}: not by the dead nor a creature a condition keeps from acting (Stunned)`, () => {
    const stunned = leanOut(pair(withConditions(actor(), ["stunned"])), EAST, true);
    expect(stunned.ok ? undefined : stunned.reason.code).toBe("cannotAct");
    const dead = leanOut(pair(actor({ dead: true })), EAST, true);
    expect(dead.ok ? undefined : dead.reason.code).toBe("dead");
  });

  it(`${LEANS}: a new lean replaces the last; stopping goes back behind the cover, refused when not leaning`, () => {
    const first = leanOut(pair(), EAST, true).state;
    const second = leanOut(first, { dx: 0, dy: -1 }, true).state;
    expect(second.combatant.lean).toEqual({ dx: 0, dy: -1 });
    const back = stopLeaning(second, true);
    expect(back.ok && back.state.combatant.lean).toBeUndefined();
    const none = stopLeaning(pair(), true);
    expect(none.ok ? undefined : none.reason.code).toBe("notLeaning");
  });

  it(`${LEANS}: the lean lasts until the creature's next turn starts (the seed names no end)`, () => {
    const leaning = { ...combatant(), lean: EAST };
    expect(momentumAtBoundary(actor(), leaning, turnEvent("turnEnd", 1, "me")).combatant.lean).toEqual(EAST);
    expect(momentumAtBoundary(actor(), leaning, turnEvent("turnStart", 2, "other")).combatant.lean).toEqual(EAST);
    expect(momentumAtBoundary(actor(), leaning, turnEvent("turnStart", 2, "me")).combatant.lean).toBeUndefined();
  });

  it('"allowing you to see … as if you were standing in that space": the space that hides the least of the target', () => {
    const north = { dx: 0, dy: -1 };
    const south = { dx: 0, dy: 1 };
    expect(
      clearestLean([
        { step: north, cover: "half", fraction: 0.5 },
        { step: EAST, cover: "full", fraction: 1 },
        { step: south, cover: "none", fraction: 0.25 },
      ]),
    ).toEqual(south);
    // A tie goes to the first space in LEAN_STEPS order.
    expect(
      clearestLean([
        { step: north, cover: "none", fraction: 0 },
        { step: south, cover: "none", fraction: 0 },
      ]),
    ).toEqual(north);
    expect(clearestLean([{ step: EAST, cover: "full", fraction: 1 }])).toBeUndefined();
    expect(clearestLean([])).toBeUndefined();
  });

  it('"You have half cover while leaning out of full cover": a leaning target seen past its full cover has half', () => {
    expect(leanedCover({ direct: "full", targetLeans: "none" })).toEqual({ view: "targetLeans", cover: "half" });
    expect(leanedCover({ direct: "full", targetLeans: "full", bothLean: "none" })).toEqual({
      view: "bothLean",
      cover: "half",
    });
    expect(leanedCover({ direct: "full", targetLeans: "full" })).toEqual({ view: "direct", cover: "full" });
  });

  it('"target anything as if you were standing in that space": a leaning attacker reads the cover from there', () => {
    expect(leanedCover({ direct: "full", attackerLeans: "none" })).toEqual({ view: "attackerLeans", cover: "none" });
    expect(leanedCover({ direct: "full", attackerLeans: "half" })).toEqual({ view: "attackerLeans", cover: "half" });
    expect(leanedCover({ direct: "full", attackerLeans: "full", targetLeans: "half" })).toEqual({
      view: "targetLeans",
      cover: "half",
    });
  });

  it('"While you are in full cover": short of full cover a lean changes nothing', () => {
    expect(leanedCover({ direct: "half", attackerLeans: "none", targetLeans: "none" })).toEqual({
      view: "direct",
      cover: "half",
    });
    expect(leanedCover({ direct: "none", targetLeans: "none" })).toEqual({ view: "direct", cover: "none" });
  });
});
