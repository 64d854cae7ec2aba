/**
 * The choices and numbers the seed leaves open in the actions' checks (module/engine/rulesets/wounds/actions/
 * action-checks.ts; docs/rules/wounds.md decisions 173–176), seed 004's Actions section.
 */
import { describe, expect, it } from "vitest";
import { successProbability } from "../../../module/engine/core/odds/request.ts";
import {
  actionReachRefusal,
  betterOfPowerAgility,
  dashAgainRequest,
  grappleEscapeTn,
  hinderDefense,
  regainControlRequest,
  controlCheckRequest,
  SURFACE_TN,
  surfaceRequest,
} from "../../../module/engine/rulesets/wounds/actions/action-checks.ts";
import {
  releaseGrapple,
  startGrapple,
  whyNotGrappling,
} from "../../../module/engine/rulesets/wounds/actions/grapple.ts";
import { hinderAttackRequest } from "../../../module/engine/rulesets/wounds/actions/hinder.ts";
import { isActive, NO_CONDITIONS } from "../../../module/engine/core/conditions/state.ts";
import { creature } from "./fixtures.ts";

const mods = (r: { modifiers: readonly { source: string; value: number }[] }) =>
  r.modifiers.map((m) => [m.source, m.value]);

describe('"Make a Power or Agility check": the better of the two (decision 173)', () => {
  it("Str [Athletics/Power + Size] against Dex [Reflex/Agility - Size]: the one with more points, Power on a tie", () => {
    expect(betterOfPowerAgility(creature({ attributes: { dexterity: 2 } }))).toBe("agility");
    expect(betterOfPowerAgility(creature({ attributes: { strength: 2 } }))).toBe("power");
    expect(betterOfPowerAgility(creature())).toBe("power");
    // Size adds to Power and takes from Agility: a size 2 creature with Dex 3, Str 0 has Power 2 against Agility 1.
    expect(betterOfPowerAgility(creature({ size: 2, attributes: { dexterity: 3 } }))).toBe("power");
  });
});

describe("Escape: \"against the escape TN of the effect\" — a grapple's is the grappler's higher Power or Agility defense (decision 173)", () => {
  it("the higher of the two", () => {
    expect(grappleEscapeTn(11, 13)).toBe(13);
    expect(grappleEscapeTn(14, 9)).toBe(14);
  });
  it('"both you and the target are grappling each other": releasing one side leaves no grapple on it', () => {
    const held = startGrapple(NO_CONDITIONS, 1);
    expect(whyNotGrappling(held)).toBeUndefined();
    expect(isActive(releaseGrapple(held), "grappling")).toBe(false);
    expect(whyNotGrappling(NO_CONDITIONS)?.code).toBe("notGrappling");
    expect(releaseGrapple(NO_CONDITIONS)).toBe(NO_CONDITIONS);
  });
});

describe("How near the other creature must stand (decision 174)", () => {
  it('"You must be within melee reach of your opponent": within the reach, an adjacent space (1 yard) at least', () => {
    expect(actionReachRefusal(1, 0)).toBeUndefined();
    expect(actionReachRefusal(2, 1)).toBe("notInReach");
    expect(actionReachRefusal(2, 2)).toBeUndefined();
    expect(actionReachRefusal(undefined, 1)).toBe("notOnScene");
  });
});

describe("Hinder's Defender cell: the defender's option that leaves the hinderer the lowest chance (decision 175)", () => {
  it('Shove, "Power or Agility defense": the higher defense is the one met', () => {
    const defender = creature({ attributes: { dexterity: 3 } });
    const attack = hinderAttackRequest(creature(), "shove");
    const picked = hinderDefense(attack, defender, "shove");
    expect(picked).toEqual({ kind: "defense", value: expect.any(Number) as number, source: "Agility defense" });
    const agility = hinderDefense(attack, creature({ attributes: { dexterity: 3 } }), "trip");
    const plain = hinderDefense(attack, creature(), "trip");
    expect(agility.kind === "defense" && plain.kind === "defense" && agility.value > plain.value).toBe(true);
  });
  it('Disarm, "Melee weapon check or Agility defense": a defender with a high Agility defense keeps it over its check', () => {
    const attack = hinderAttackRequest(creature(), "disarm");
    const nimble = hinderDefense(attack, creature({ attributes: { dexterity: 6 } }), "disarm");
    expect(nimble.kind).toBe("defense");
    if (nimble.kind === "defense") {
      expect(successProbability(attack, { kind: "meet", value: nimble.value, source: "Defense" })).toBeLessThan(0.5);
    }
  });
  it('Distract, "Prc [Deception]": the defender rolls its check', () => {
    const attack = hinderAttackRequest(creature(), "distract");
    expect(hinderDefense(attack, creature(), "distract").kind).toBe("check");
  });
});

describe("The checks' requests", () => {
  it('Return to the Surface: "a successful Str [Athletics/Swimming] check", TN 0 (decision 176)', () => {
    const r = surfaceRequest(creature({ attributes: { strength: 2 }, skills: { Athletics: 1 } }));
    expect(r.target?.value).toBe(SURFACE_TN);
    expect(mods(r)).toEqual(
      expect.arrayContaining([
        ["Strength", 2],
        ["Athletics", 1],
      ]),
    );
  });
  it('a second Dash: "make a Str [Athletics] check using the specialization that corresponds to your primary mode of movement" — Running, no TN', () => {
    const r = dashAgainRequest(creature({ specializations: { "Athletics/Running": 2 } }));
    expect(r.target).toBeUndefined();
    expect(mods(r)).toContainEqual(["Athletics/Running", 2]);
  });
  it('Regain Control: "a -1 penalty for each enemy within 30 feet … The TN to control an average untrained horse is 5"', () => {
    const r = regainControlRequest(creature(), 2, 0);
    expect(r.target?.value).toBe(5);
    expect(mods(r)).toContainEqual(["Enemies within 30 feet", -2]);
  });
  it('the control check: "require a Prs [Nature/Riding] check each time they or you are wounded" — TN 5, without the action\'s penalties', () => {
    const r = controlCheckRequest(creature());
    expect(r.target?.value).toBe(5);
    expect(mods(r).map(([source]) => source)).not.toContain("Enemies within 30 feet");
  });
});
