import { describe, expect, it } from "vitest";
import { squareSpaces } from "../../../module/engine/core/geometry/grid.ts";
import { wounds } from "../../../module/engine/rulesets/wounds/index.ts";
import { dash, dashAgain, dashCheckNotation } from "../../../module/engine/rulesets/wounds/movement/dash.ts";
import {
  canGrabLedge,
  clearanceInches,
  declareJump,
  highJumpInches,
  JUMP_ACT,
  jumpApPaid,
  jumpTakesPlace,
  landingCheckRequest,
  jumpCheckRequest,
  jumpReach,
  jumpResult,
  jumpYards,
  longJumpFeet,
} from "../../../module/engine/rulesets/wounds/movement/jump.ts";
import { buyMovement, move } from "../../../module/engine/rulesets/wounds/movement/pool.ts";
import { changePosture, postureFromConditions } from "../../../module/engine/rulesets/wounds/movement/posture.ts";
import {
  apForYards,
  movementRate,
  rateForScore,
  yardsFor,
} from "../../../module/engine/rulesets/wounds/movement/rate.ts";
import {
  terrainMultiplier,
  terrainYards,
  withCurrent,
} from "../../../module/engine/rulesets/wounds/movement/terrain.ts";
import { NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import { roundStart, turnEvent } from "../../../module/engine/core/turns/boundary.ts";
import { woundsAtBoundary } from "../../../module/engine/rulesets/wounds/economy/boundary.ts";
import { apOf, withAp } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { actor, combatant, creature } from "./fixtures.ts";

describe("movement rate", () => {
  it('"usually calculated based on your Strength + Size + Athletics, as shown in the table"', () => {
    expect(movementRate(creature({ attributes: { strength: 2 }, size: 1, skills: { Athletics: 3 } }))).toBe(9);
    expect(rateForScore(-40)).toBe(0);
    expect(rateForScore(70)).toBe(25);
    expect(rateForScore(74)).toBe(26);
  });
  it('"A full movement costs 4 AP … You may spend fewer than 4 AP to move a proportionally shorter distance"', () => {
    expect([1, 2, 3, 4].map((ap) => yardsFor(9, ap))).toEqual([2, 4, 6, 9]);
    expect(yardsFor(9, 6)).toBe(13);
    expect(yardsFor(30, 2)).toBe(15);
    expect(apForYards(9, 10)).toBe(5);
    expect(apForYards(0, 1)).toBeUndefined();
  });
});

describe("the movement pool", () => {
  it('"Once AP is spent to move, you can divide the movement however you want for the remainder of the round."', () => {
    const bought = buyMovement(combatant(6), 4, 8);
    if (!bought.ok) throw new Error("refused");
    expect(bought.state.combatant.movement).toBe(8);
    const first = move(bought.state.combatant, 3);
    if (!first.ok) throw new Error("refused");
    const second = move(first.state, 5);
    expect(second.ok && second.state.movement).toBe(0);
    expect(move(first.state, 6).ok).toBe(false);
  });
  it('"You may move on another character\'s turn as if interrupting their turn with an action, except it does not lower your initiative."', () => {
    const c = { ...combatant(0), movement: 4 };
    expect(move(c, 1, [], { kind: "offTurn", scores: { me: 5, foe: 7 }, active: "foe" }).ok).toBe(false);
    expect(move(c, 1, [], { kind: "offTurn", scores: { me: 8, foe: 7 }, active: "foe" }).ok).toBe(true);
  });
  it('"If you are using a square grid, count every second diagonal movement as 2 yards instead of 1."', () => {
    expect(wounds.grid).toMatchObject({ kind: "square", distance: 1, unit: "yd", diagonals: "alternating" });
    expect([1, 2, 3, 4].map((n) => squareSpaces(n, n, wounds.grid.diagonals))).toEqual([1, 3, 4, 6]);
  });
});

describe("difficult terrain", () => {
  it('"If multiple modifiers apply (such as wading through water with mud on the bottom), multiply them together"', () => {
    expect(terrainMultiplier(["kneeWater", "mud"])).toBe(4);
    expect(terrainYards(3, ["waistWater", "mud"])).toBe(24);
    expect(terrainYards(2, [])).toBe(2);
  });
  it('"While swimming, you add the speed and direction of the water\'s movement to your normal movement."', () => {
    expect(withCurrent({ dx: 3, dy: 0 }, { dx: -1, dy: 2 })).toEqual({ dx: 2, dy: 2 });
  });
});

describe("Dash", () => {
  it('"Your movement rate is doubled until the end of the round."', () => {
    const dashing = dash(combatant(8));
    const bought = buyMovement(dashing, 4, 8);
    expect(bought.ok && bought.state.yards).toBe(16);
  });
  it('"For every 3 points in the check result, your movement rate increases by 1 … not … more than once per round"', () => {
    expect(dashCheckNotation("Running")).toBe("Str [Athletics/Running]");
    const again = dashAgain(dash(combatant(8)), 10);
    if (!again.ok) throw new Error("refused");
    expect(again.state.dash.bonus).toBe(3);
    expect(dashAgain(again.state, 12).ok).toBe(false);
    expect(dashAgain(combatant(8), 12).ok).toBe(false);
  });
});

describe("jumping", () => {
  it('"If you moved at least 5 yards leading up to the jump, you use your normal result and add your Speed. Otherwise, halve your result."', () => {
    expect(jumpResult(9, 5, 2)).toBe(11);
    expect(jumpResult(9, 4, 2)).toBe(4);
  });
  it('"a distance up to your check result in feet … a maximum height of double your check result in inches … add half your height"', () => {
    expect(longJumpFeet(11)).toBe(11);
    expect(highJumpInches(11)).toBe(22);
    expect(clearanceInches(11, 70, true)).toBe(57);
    expect(clearanceInches(11, 70, false)).toBe(22);
    expect(jumpYards(11)).toBe(4);
  });
  it('"decide whether you are attempting a long jump or high jump, then make a Str [Athletics/Jumping] check": a standard check, no TN', () => {
    const request = jumpCheckRequest(creature({ attributes: { strength: 2 } }));
    expect(request.modifiers.map((m) => [m.source, m.value])).toContainEqual(["Strength", 2]);
    expect(request.groups[0]?.explode).toBeUndefined();
    expect(request.target).toBeUndefined();
  });
  it("a long jump reaches its result in feet and walks their yards; a high jump reaches double in inches", () => {
    // Check 9, Speed 2: a run-up makes it 11 (11 feet, 4 yards; 22 inches), standing 4 (4 feet, 2 yards; 8 inches).
    expect(jumpReach("long", 9, true, 2)).toEqual({ kind: "long", result: 11, feet: 11, yards: 4 });
    expect(jumpReach("long", 9, false, 2)).toEqual({ kind: "long", result: 4, feet: 4, yards: 2 });
    expect(jumpReach("high", 9, true, 2)).toEqual({ kind: "high", result: 11, inches: 22 });
    // A result below 0 jumps nowhere.
    expect(jumpReach("long", -7, false, 0)).toEqual({ kind: "long", result: -4, feet: 0, yards: 0 });
  });
  it('"Landing in difficult terrain … requires a Dex [Acrobatics/Balance] check … grab on with a Dex [Acrobatics/Gymnastics] check. TNs for both checks are set by the GM"', () => {
    const c = creature({
      attributes: { dexterity: 2 },
      skills: { Acrobatics: 1 },
      specializations: { "Acrobatics/Balance": 2 },
    });
    const mods = (r: ReturnType<typeof landingCheckRequest>) => r.modifiers.map((m) => [m.source, m.value]);
    const landing = landingCheckRequest(c, "landing", 3);
    expect([landing.label, landing.target?.value, mods(landing)]).toEqual([
      "Landing",
      3,
      [
        ["Check offset", -10],
        ["Dexterity", 2],
        ["Acrobatics", 1],
        ["Acrobatics/Balance", 2],
      ],
    ]);
    // Gymnastics is another specialization: Dex and Acrobatics only.
    const ledge = landingCheckRequest(c, "ledge", 5);
    expect([ledge.label, ledge.target?.value, mods(ledge)]).toEqual([
      "Grab a ledge",
      5,
      [
        ["Check offset", -10],
        ["Dexterity", 2],
        ["Acrobatics", 1],
      ],
    ]);
  });
  it('"If your long jump distance places you within one yard of a ledge, you may attempt to grab on"', () => {
    expect(canGrabLedge(1)).toBe(true);
    expect(canGrabLedge(1.5)).toBe(false);
  });
});

describe('"You cannot end a turn mid-jump … declare your intent to jump and spend all your AP" (decision 215)', () => {
  // Movement rate 8: a full movement (4 AP) is 8 yards, 1 AP 2 yards; a 10-yard jump is 5 AP.
  const jump = (yards: number, aim?: string) => ({ yards, rate: 8, round: 1, ...(aim === undefined ? {} : { aim }) });

  it('"spend all your AP until the necessary amount has been spent": 3 AP of a 10-yard jump\'s 5 now, 2 later', () => {
    const out = declareJump(combatant(3), jump(10, "jump|10|Actor.a"));
    expect(out.ok).toBe(true);
    expect(out.state.ap).toBe(5);
    expect(out.state.completed).toBe(false);
    expect(apOf(out.state.combatant)).toBe(0);
    expect(out.state.combatant.economy.pending).toMatchObject({ action: JUMP_ACT, remaining: 2 });
    expect(out.state.combatant.pendingAim).toBe("jump|10|Actor.a");
    expect(out.state.combatant.movement).toBe(0);
  });
  it('"at which point the jump takes place": the turn start that pays the rest completes it with its aim', () => {
    const out = declareJump(combatant(3), jump(10, "jump|10|Actor.a"));
    const done = woundsAtBoundary(actor(), out.state.combatant, turnEvent("turnStart", 2, "me"));
    // Nothing was gained yet at this turn start, so nothing pays: the round start's AP come first.
    const paid = woundsAtBoundary(
      actor(),
      woundsAtBoundary(actor(), out.state.combatant, roundStart(2)).combatant,
      turnEvent("turnStart", 2, "me"),
    );
    expect(done.completed).toBeUndefined();
    expect(paid.completed).toBe(JUMP_ACT);
    expect(paid.completedAim).toBe("jump|10|Actor.a");
    expect(jumpTakesPlace(paid.combatant, 10).movement).toBe(10);
  });
  it("AP enough now: the jump is paid in full and its yards join the movement pool at once", () => {
    const out = declareJump({ ...combatant(6), movement: 1 }, jump(10));
    expect(out.state).toMatchObject({ ap: 5, completed: true });
    expect(apOf(out.state.combatant)).toBe(1);
    expect(out.state.combatant.movement).toBe(11);
    expect(out.state.combatant.economy.pending).toBeUndefined();
  });
  it('"Your movement rate is doubled": a jump declared in a Dash costs the AP of the doubled rate (10 yards at 16: 3 AP)', () => {
    const dashing = { ...combatant(3), dash: { doubled: true, bonus: 0, checkUsed: false } };
    expect(declareJump(dashing, jump(10)).state).toMatchObject({ ap: 3, completed: true });
  });
  it('"The action is canceled if you spend AP on anything else": buying movement cancels the declared jump', () => {
    const out = declareJump(combatant(3), jump(10));
    const bought = buyMovement(withAp(out.state.combatant, 4), 1, 8);
    expect(bought.ok && bought.state.canceled).toBe(JUMP_ACT);
    expect(bought.state.combatant.economy.pending).toBeUndefined();
  });
  it('"Controlling your mount\'s movement requires spending AP equal to that spent by the mount to move": the AP a declared jump takes at each turn start (decision 253)', () => {
    const declared = declareJump(combatant(3), jump(16)).state.combatant;
    // 8 AP: 3 now, 5 left; the round start gives 4 (withAp), the turn start takes all 4, then the last 1.
    const first = woundsAtBoundary(actor(), withAp(declared, 4), turnEvent("turnStart", 2, "me")).combatant;
    expect(jumpApPaid(withAp(declared, 4), first)).toBe(4);
    const last = woundsAtBoundary(actor(), withAp(first, 4), turnEvent("turnStart", 3, "me")).combatant;
    expect(jumpApPaid(withAp(first, 4), last)).toBe(1);
    expect(jumpApPaid(last, last)).toBe(0);
    expect(
      jumpApPaid(withAp(declared, 0), woundsAtBoundary(actor(), withAp(declared, 0), roundStart(2)).combatant),
    ).toBe(0);
  });
  it("declaring a jump cancels the act in progress; with no AP or a rate of 0 it is refused", () => {
    const declared = declareJump(combatant(3), jump(10)).state.combatant;
    const again = declareJump(withAp(declared, 2), jump(4));
    expect(again.ok && again.state.canceled).toBe(JUMP_ACT);
    const none = declareJump(combatant(0), jump(10));
    expect(none.ok ? "ok" : none.reason.code).toBe("noAp");
    const still = declareJump(combatant(3), { yards: 2, rate: 0, round: 1 });
    expect(still.ok ? "ok" : still.reason.code).toBe("noMovement");
  });
});

describe("Change Posture", () => {
  it('"You change your position between standing, crouching, or prone. If you are prone, you cannot change directly to standing."', () => {
    const prone = changePosture(NO_CONDITIONS, "prone", 1);
    if (!prone.ok) throw new Error("refused");
    expect(postureFromConditions(prone.state)).toBe("prone");
    expect(changePosture(prone.state, "standing", 1).ok).toBe(false);
    const crouch = changePosture(prone.state, "crouching", 1);
    expect(crouch.ok && postureFromConditions(crouch.state)).toBe("crouching");
    const stand = crouch.ok ? changePosture(crouch.state, "standing", 1) : undefined;
    expect(stand?.ok && postureFromConditions(stand.state)).toBe("standing");
  });
  it('"You change your position": asking for the posture held changes nothing and is refused (decision 164)', () => {
    const same = changePosture(NO_CONDITIONS, "standing", 1);
    expect(same.ok ? "ok" : same.reason.code).toBe("samePosture");
    const prone = changePosture(NO_CONDITIONS, "prone", 1);
    const again = prone.ok ? changePosture(prone.state, "prone", 1) : undefined;
    expect(again?.ok === false && again.reason.code).toBe("samePosture");
  });
});
