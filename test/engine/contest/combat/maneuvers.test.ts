import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import type { AttackProfile } from "../../../../module/engine/rulesets/contest/combat/attack.ts";
import { applyManeuver } from "../../../../module/engine/rulesets/contest/combat/maneuver-effects.ts";
import {
  availableManeuvers,
  feintTest,
  maneuverRefusal,
  resistTest,
  type ResistTestInput,
} from "../../../../module/engine/rulesets/contest/combat/maneuvers.ts";
import { damageRequest } from "../../../../module/engine/rulesets/contest/dice/damage.ts";
import { actor, fail, pass, requestOf, value } from "../fixtures.ts";

const strike: AttackProfile = { kind: "strike", delivery: "melee" };
const situation = {
  winner: "attacker",
  attack: strike,
  winnerWieldsShieldOrHeavyWeapon: false,
  loserWithinReach: true,
} as const;

describe('"the winner can attempt a maneuver against the loser"', () => {
  it("an attacker who struck in reach, without shield or heavy weapon: all but Bash", () => {
    expect(availableManeuvers(situation)).toEqual(["brace", "disarm", "feint", "precision", "push", "trip"]);
  });
  it('Bash: "You must be wielding a shield or heavy weapon to use this maneuver"', () => {
    expect(availableManeuvers({ ...situation, winnerWieldsShieldOrHeavyWeapon: true })).toContain("bash");
    expect(maneuverRefusal("bash", situation)?.code).toBe("maneuverNotAllowed");
  });
  it('Precision: "Must be used as part of a Strike" — not after a spell, not by a defender', () => {
    expect(availableManeuvers({ ...situation, attack: { kind: "spell", delivery: "melee" } })).not.toContain(
      "precision",
    );
    expect(availableManeuvers({ ...situation, winner: "defender" })).not.toContain("precision");
  });
  it("Fray: a critical win at range opens only Brace and Feint (and Precision for a ranged Strike)", () => {
    expect(availableManeuvers({ ...situation, loserWithinReach: false })).toEqual(["brace", "feint", "precision"]);
    const anywhere = {
      untrainedArmor: "bane",
      moveProvokes: "withinOrLeaving",
      bodyManeuversNeedReach: false,
    } as const;
    expect(availableManeuvers({ ...situation, loserWithinReach: false }, anywhere)).toContain("trip");
  });
});

const resist = (over: Partial<ResistTestInput> = {}): ResistTestInput => ({
  maneuver: "trip",
  winner: actor(),
  loser: actor(),
  skill: "acrobatics",
  skillValue: 2,
  attribute: { id: "agility", value: 1 },
  ...over,
});
const formula = (input: ResistTestInput) => toFoundryFormula(requestOf(value(resistTest(input)))).formula;

describe("the loser's test", () => {
  it('Trip: "The target must pass an Acrobatics test"; any other skill is refused', () => {
    expect(formula(resist())).toBe("1d20[Test die] + 1[Agility] + 2[Acrobatics]");
    const wrong = resistTest(resist({ skill: "athletics" }));
    expect(wrong.ok ? "ok" : wrong.reason.message).toBe("Trip is resisted with Acrobatics.");
  });
  it('Disarm: "an Athletics or Sleight of Hand test" (the target\'s choice)', () => {
    expect(resistTest(resist({ maneuver: "disarm", skill: "athletics" })).ok).toBe(true);
    expect(resistTest(resist({ maneuver: "disarm", skill: "sleightOfHand" })).ok).toBe(true);
  });
  it('"It the item is a weapon held with two hands or a shield, the test is made with a boon."', () => {
    expect(formula(resist({ maneuver: "disarm", skill: "athletics", itemTwoHandedOrShield: true }))).toMatch(/^2d20kh/);
  });
  it('"If the target is one size larger than you, the target makes their test with a boon"', () => {
    expect(formula(resist({ loser: actor({ size: "large" }) }))).toMatch(/^2d20kh/);
  });
  it('"If the target is one size smaller than you, the target makes their test with a bane"', () => {
    expect(formula(resist({ loser: actor({ size: "small" }) }))).toMatch(/^2d20kl/);
  });
  it('"Creatures more than one size larger than you automatically pass the test"', () => {
    expect(value(resistTest(resist({ loser: actor({ size: "huge" }) })))).toMatchObject({
      kind: "automatic",
      outcome: "pass",
    });
  });
  it('"Creatures more than one size smaller than you automatically fail the test"', () => {
    expect(
      value(resistTest(resist({ winner: actor({ size: "large" }), loser: actor({ size: "tiny" }) }))),
    ).toMatchObject({
      kind: "automatic",
      outcome: "fail",
    });
  });
  it("Brace, Feint and Precision have no asterisk and no test for the loser", () => {
    expect(resistTest(resist({ maneuver: "brace" })).ok).toBe(false);
  });
  it('Feint: "provided you pass a Deception test"', () => {
    expect(
      toFoundryFormula(requestOf(feintTest(actor(), 2, { id: "cunning", label: "Cunning", value: 1 }))).formula,
    ).toBe("1d20[Test die] + 1[Cunning] + 2[Deception]");
  });
});

const base = { winner: actor(), winnerId: "hero", loser: actor(), loserId: "orc", round: 2 } as const;

describe("what maneuvers do", () => {
  it('Bash: "must succeed on an Athletics test or become Dazed"', () => {
    const hit = applyManeuver({ ...base, maneuver: "bash", resisted: fail() });
    expect(isActive(hit.loser.conditions, "dazed")).toBe(true);
    const saved = applyManeuver({ ...base, maneuver: "bash", resisted: pass() });
    expect(saved.took).toBe(false);
    expect(saved.loser).toBe(base.loser);
  });
  it('Trip: "or be knocked prone"', () => {
    expect(isActive(applyManeuver({ ...base, maneuver: "trip", resisted: fail() }).loser.conditions, "prone")).toBe(
      true,
    );
  });
  it('Push: "or be pushed back 1m" (moved by the table; being pushed provokes nothing)', () => {
    expect(applyManeuver({ ...base, maneuver: "push", resisted: fail() }).pushedMetres).toBe(1);
  });
  it('Disarm: "loose the item. The item lands on the floor."', () => {
    expect(applyManeuver({ ...base, maneuver: "disarm", resisted: fail(), item: "axe" }).dropped).toBe("axe");
  });
  it("Brace: the winner is Braced", () => {
    expect(isActive(applyManeuver({ ...base, maneuver: "brace" }).winner.conditions, "braced")).toBe(true);
  });
  it("Feint: a passed Deception test leaves a Feint against the loser; a failed one does nothing", () => {
    expect(applyManeuver({ ...base, maneuver: "feint", ownTest: pass() }).feintTarget).toBe("orc");
    expect(applyManeuver({ ...base, maneuver: "feint", ownTest: fail() }).took).toBe(false);
  });
  it('Precision: "You freely choose the hit location on your target and the damage die is maximized"', () => {
    expect(applyManeuver({ ...base, maneuver: "precision", hitLocation: "head" }).precision).toEqual({
      hitLocation: "head",
    });
    const request = damageRequest({
      dice: [{ count: 1, faces: 8, source: "Longsword" }],
      modifiers: [{ source: "Strength", value: 2 }],
      precision: true,
    });
    expect(request.groups).toEqual([]);
    expect(toFoundryFormula(request).formula).toBe("8[Longsword Precision: maximized] + 2[Strength]");
  });
  it("a maneuver that needs the loser's test cannot be applied before it is read (a wiring error)", () => {
    expect(() => applyManeuver({ ...base, maneuver: "trip" })).toThrow(RangeError);
  });
});
