import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { interpretFaces } from "../../../../module/engine/core/dice/interpret.ts";
import { checkOutcome } from "../../../../module/engine/rulesets/bonus/dice/outcome.ts";
import {
  initiativeRequest,
  isOverWatchAmbushed,
  OVER_WATCH_SOURCE,
} from "../../../../module/engine/rulesets/bonus/dice/initiative.ts";
import { resistanceRequest } from "../../../../module/engine/rulesets/bonus/dice/resistance.ts";
import {
  EMERGENCY_AID_ACTIONS,
  emergencyAidHealingRequest,
  emergencyAidRequest,
  skillCheckRequest,
  stabilizeRequest,
} from "../../../../module/engine/rulesets/bonus/dice/skill.ts";

describe("initiative (seed 000)", () => {
  it('"all participants who wish to act roll their action dice. Talents or skills might add bonus dice"', () => {
    const req = initiativeRequest({ dice: [{ source: "Talent: Alert", count: 1 }] });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 1d10x[Talent: Alert]");
    expect(req.target).toBeUndefined();
  });

  it('Over Watch: "gain a +1 bonus dice to initiative … so long as it initiated form the expected attack vector"', () => {
    const req = initiativeRequest({ dice: [], overWatch: "expected" });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 1d10x[Over Watch]");
    expect(req.audit).toContainEqual({ type: "add", source: OVER_WATCH_SOURCE, groupId: "bonus", dice: 1 });
    expect(isOverWatchAmbushed("expected")).toBe(false);
  });

  it('Over Watch: "if an attack is initiated from another vector, the Over Watch combatant is considered Ambushed"', () => {
    const req = initiativeRequest({ dice: [], overWatch: "other" });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die]");
    expect(isOverWatchAmbushed("other")).toBe(true);
    expect(isOverWatchAmbushed(undefined)).toBe(false);
  });
});

describe("Resistance check (seed 000)", () => {
  it('"you will add one of your relevant Ability Score bonuses" (a Strength Resistance check)', () => {
    const req = resistanceRequest({ ability: "strength", abilities: { strength: 2, reason: 1 }, vs: 18 });
    expect(req.label).toBe("Strength Resistance");
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 2d10x[Strength]");
    expect(req.target).toEqual({ kind: "exceed", value: 18, source: "Strength Resistance" });
  });

  it('"If you have general bonuses to your Resistance from talents or class abilities, you always add this bonus"', () => {
    const req = resistanceRequest({
      ability: "resolve",
      abilities: { resolve: 1 },
      generalDice: [{ source: "Talent: Iron Will", count: 1 }],
      generalModifiers: [{ source: "Class: Warden", value: 2 }],
    });
    expect(toFoundryFormula(req).formula).toBe(
      "1d20[Action die] + 1d10x[Resolve] + 1d10x[Talent: Iron Will] + 2[Class: Warden]",
    );
  });
});

describe("skill checks against a VS (seed 000)", () => {
  it('"restoring 1d10 Durability on a Medicine (treatment) VS 20 check": Fray needs higher than 20', () => {
    const req = emergencyAidRequest({ dice: [{ source: "Skill: Medicine", count: 1 }] });
    expect(req.label).toBe("Medicine (treatment)");
    expect(req.target).toEqual({ kind: "exceed", value: 20, source: "Medicine (treatment) VS" });
    expect(checkOutcome(interpretFaces(req, [[15], [5]]))).toEqual({
      success: false,
      total: 20,
      against: 20,
      margin: 0,
    });
    expect(interpretFaces(req, [[15], [6]]).success).toBe(true);
    expect(EMERGENCY_AID_ACTIONS).toBe(2);
  });

  it("a world that reads VS as 'equal or higher' passes on 20", () => {
    const req = emergencyAidRequest({ dice: [{ source: "Skill: Medicine", count: 1 }], vsRule: "meet" });
    expect(interpretFaces(req, [[15], [5]]).success).toBe(true);
  });

  it('"restoring 1d10 Durability": a plain d10 that does not burst', () => {
    const req = emergencyAidHealingRequest();
    expect(toFoundryFormula(req).formula).toBe("1d10[Emergency aid]");
    expect(interpretFaces(req, [[10]]).total).toBe(10);
  });

  it('"A creature in shock can be stabilized by making a successful Medicine or Medical Science check VS 20"', () => {
    expect(stabilizeRequest({ dice: [] }).target?.value).toBe(20);
    expect(stabilizeRequest({ dice: [], skill: "Medical Science" }).label).toBe("Medical Science");
  });

  it('"Piloting and navigation suffer a +10 VS": VS penalties raise the number to beat', () => {
    const req = skillCheckRequest({
      skill: "Piloting",
      dice: [],
      vs: 15,
      vsPenalties: [{ source: "Low visibility", value: 10 }],
    });
    expect(req.target?.value).toBe(25);
    expect(req.audit).toContainEqual({ type: "vs", source: "Low visibility", value: 10 });
  });

  it("a result without a target has no outcome", () => {
    expect(() => checkOutcome(interpretFaces(initiativeRequest({ dice: [] }), [[4]]))).toThrow(RangeError);
  });
});
