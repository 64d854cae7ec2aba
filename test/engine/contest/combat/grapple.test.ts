import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import {
  applyGrapple,
  escapeTests,
  grappleTests,
  releaseGrapple,
} from "../../../../module/engine/rulesets/contest/combat/grapple.ts";
import { resolveContest } from "../../../../module/engine/rulesets/contest/dice/contest.ts";
import { actor, fail, pass, requestOf, value } from "../fixtures.ts";

const grappler = { actor: actor(), value: 3, attribute: { id: "strength", value: 2 }, freeHand: true };
const defender = { actor: actor(), value: 1, attribute: { id: "agility", value: 3 }, skill: "acrobatics" } as const;

describe('Grapple: "Make a skill contest with Athletics vs Athletics or Acrobatics (defender\'s choice)"', () => {
  it("the grappler's Athletics against the defender's choice", () => {
    const plans = value(grappleTests({ grappler, defender }));
    expect(toFoundryFormula(requestOf(plans.initiator)).formula).toBe("1d20[Test die] + 2[Strength] + 3[Athletics]");
    expect(toFoundryFormula(requestOf(plans.resister)).formula).toBe("1d20[Test die] + 3[Agility] + 1[Acrobatics]");
  });
  it('"You use a free hand to hold your foe"', () => {
    const refused = grappleTests({ grappler: { ...grappler, freeHand: false }, defender });
    expect(refused.ok ? "ok" : refused.reason.code).toBe("needsFreeHand");
  });
  it('a won contest: the foe is Grappled, "prohibiting them from moving"; a lost one changes nothing', () => {
    const foe = actor();
    const held = applyGrapple(foe, "foe", "hero", resolveContest(pass(2), pass(1)), 1);
    expect(isActive(held.conditions, "grappled")).toBe(true);
    expect(applyGrapple(foe, "foe", "hero", resolveContest(fail(), fail()), 1)).toBe(foe);
  });
  it("letting go or an escape ends that grapple; another grappler's hold stays", () => {
    let held = applyGrapple(actor(), "foe", "hero", resolveContest(pass(), fail()), 1);
    held = applyGrapple(held, "foe", "ally", resolveContest(pass(), fail()), 1);
    const once = releaseGrapple(held, "hero");
    expect(isActive(once.conditions, "grappled")).toBe(true);
    expect(isActive(releaseGrapple(once, "ally").conditions, "grappled")).toBe(false);
  });
  it("escape (Fray): the grappled character's Athletics or Acrobatics against the grappler's Athletics", () => {
    const plans = escapeTests({ ...defender, skill: "athletics" }, grappler);
    expect(toFoundryFormula(requestOf(plans.initiator)).formula).toBe("1d20[Test die] + 3[Agility] + 1[Athletics]");
    expect(toFoundryFormula(requestOf(plans.resister)).formula).toBe("1d20[Test die] + 2[Strength] + 3[Athletics]");
  });
});
