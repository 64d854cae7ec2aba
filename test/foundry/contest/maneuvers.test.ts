import { describe, expect, it } from "vitest";
import type { TestPlan } from "../../../module/engine/rulesets/contest/dice/test.ts";
import { COMBAT_RESULTS } from "../../../module/engine/rulesets/contest/tables/combat-results.ts";
import { strikeProfile, type Combatant } from "../../../module/foundry/rulesets/contest/combat-roll.ts";
import {
  maneuverChance,
  maneuverOptions,
  planFeint,
  planResist,
  resistSkill,
} from "../../../module/foundry/rulesets/contest/maneuvers.ts";
import { NO_GEAR } from "../../../module/foundry/rulesets/contest/sources.ts";
import { armed, knight, longsword, swordOnly } from "./sources.ts";

const strike = strikeProfile(longsword);

function plan(result: { ok: true; value: TestPlan } | { ok: false } | undefined): TestPlan {
  if (!result?.ok) throw new Error("no test");
  return result.value;
}

describe("contest maneuvers from documents", () => {
  it('the attacker\'s critical win opens every maneuver to a shield-bearer in reach; "Bash" needs "a shield or heavy weapon"', () => {
    const win = COMBAT_RESULTS.attackerCritical;
    expect(maneuverOptions(win, strike, armed, swordOnly, true)).toEqual([
      "bash",
      "brace",
      "disarm",
      "feint",
      "precision",
      "push",
      "trip",
    ]);
    expect(maneuverOptions(win, strike, swordOnly, armed, true)).not.toContain("bash");
    const maul = { ...longsword, data: { ...longsword.data, heavy: true } };
    const heavy: Combatant = { ...swordOnly, gear: { ...NO_GEAR, weapons: [maul] } };
    expect(maneuverOptions(win, strike, heavy, armed, true)).toContain("bash");
  });

  it('a defender\'s critical win: no Precision ("Must be used as part of a Strike"); out of reach only Brace and Feint', () => {
    const win = COMBAT_RESULTS.defenderCritical;
    expect(maneuverOptions(win, strike, swordOnly, armed, true)).not.toContain("precision");
    expect(maneuverOptions(win, strike, swordOnly, armed, false)).toEqual(["brace", "feint"]);
    expect(maneuverOptions(COMBAT_RESULTS.hitOnSuccesses, strike, armed, armed, true)).toEqual([]);
  });

  it("the loser resists with its best allowed skill: Athletics (+4) over Sleight of Hand (+1) against Disarm", () => {
    expect(resistSkill(armed, "disarm")).toBe("athletics");
    expect(resistSkill(armed, "brace")).toBeUndefined();
    expect(planResist("brace", armed, armed, false)).toBeUndefined();
    // Same size, +4: passes 70%, so the Bash dazes 30% of the time.
    expect(maneuverChance(plan(planResist("bash", armed, armed, false)), true)).toBeCloseTo(0.3, 10);
  });

  it('"*Size Matters": one size larger resists with a boon, more than one size larger automatically passes', () => {
    const large: Combatant = { ...armed, source: { ...knight, size: "large" } };
    const huge: Combatant = { ...armed, source: { ...knight, size: "huge" } };
    // Acrobatics +1 with a boon passes 1 − 0.45², so the Trip lands 0.45² of the time.
    expect(maneuverChance(plan(planResist("trip", armed, large, false)), true)).toBeCloseTo(0.45 ** 2, 10);
    expect(plan(planResist("push", armed, huge, false))).toMatchObject({ kind: "automatic", outcome: "pass" });
  });

  it('Disarm of "a weapon held with two hands or a shield" is resisted with a boon', () => {
    const resisted = plan(planResist("disarm", armed, armed, true));
    expect(maneuverChance(resisted, true)).toBeCloseTo(1 - 0.91, 10);
  });

  it('Feint: "provided you pass a Deception test" with the winner\'s Deception', () => {
    expect(maneuverChance(planFeint(armed), false)).toBeCloseTo(0.55, 10); // PER 1 + rank 0
  });
});
