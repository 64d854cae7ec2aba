import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { interpretFaces } from "../../../../module/engine/core/dice/interpret.ts";
import { ATTACK_ABILITY, attackRequest } from "../../../../module/engine/rulesets/bonus/dice/attack.ts";
import { defenseRequest } from "../../../../module/engine/rulesets/bonus/dice/defense.ts";
import { hitProbability, defenseSuccessProbability } from "../../../../module/engine/rulesets/bonus/dice/odds.ts";
import { resolveAttack } from "../../../../module/engine/rulesets/bonus/dice/outcome.ts";
import { requestDistribution } from "../../../../module/engine/core/odds/request.ts";

const agility = { source: "Agility", count: 2 };

describe("attack roll (seed 000)", () => {
  it('"you roll your action dice (1d20) plus any Bonus Dice you have from your Ability Scores"', () => {
    const req = attackRequest({ dice: [agility, { source: "Skill: Blades", count: 1 }], guard: 15 });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 2d10x[Agility] + 1d10x[Skill: Blades]");
  });

  it('"Agility for weapons and hand to hand, Soul for spells, and Speed for many techniques"', () => {
    expect(ATTACK_ABILITY).toEqual({ weapon: "agility", unarmed: "agility", spell: "soul", technique: "speed" });
  });

  it('"you must roll higher than your target\'s Guard": equal to Guard misses, one more hits', () => {
    const req = attackRequest({ dice: [{ source: "Agility", count: 1 }], guard: 15 });
    expect(req.target).toEqual({ kind: "exceed", value: 15, source: "Guard" });
    const tie = interpretFaces(req, [[10], [5]]);
    expect(tie.success).toBe(false);
    expect(resolveAttack(tie)).toEqual({
      hit: false,
      beatGuard: false,
      defended: null,
      guardMargin: 0,
      defenseMargin: null,
    });
    expect(interpretFaces(req, [[10], [6]]).success).toBe(true);
  });

  it('"Distanced attacks are limited to a 300 feet range with a +5 VS penalty to hit the target": Guard + 5', () => {
    const req = attackRequest({
      dice: [agility],
      guard: 15,
      vsPenalties: [{ source: "Reduced visibility", value: 5 }],
    });
    expect(req.target?.value).toBe(20);
    expect(req.audit).toContainEqual({ type: "vs", source: "Reduced visibility", value: 5 });
  });

  it('"The Off-Hand attack suffers a 2 Challenge penalty to your Bonus Dice to hit": d10 → d6', () => {
    const req = attackRequest({ dice: [agility], guard: 15, offHand: true });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 2d6x[Agility]");
    expect(req.label).toBe("Off-hand attack");
  });

  it('a bursting bonus die adds on: "All Bonus Dice burst when you roll maximum value on the dice"', () => {
    const req = attackRequest({ dice: [{ source: "Agility", count: 1 }], guard: 15 });
    const result = interpretFaces(req, [[3], [10, 4]]);
    expect(result.total).toBe(17);
    expect(result.success).toBe(true);
  });
});

describe("Defense reaction (seed 000)", () => {
  it('"Roll your action dice (1d20) plus any Bonus Dice you have from Speed. If you score higher than your attacker\'s roll, you successfully evade"', () => {
    const req = defenseRequest({ dice: [{ source: "Speed", count: 1 }], attackTotal: 18 });
    expect(toFoundryFormula(req).formula).toBe("1d20[Action die] + 1d10x[Speed]");
    expect(req.target).toEqual({ kind: "exceed", value: 18, source: "Attack roll" });
    expect(interpretFaces(req, [[10], [9]]).success).toBe(true);
  });

  it('"If they tie, the contest goes to the attacker, and the strike hits"', () => {
    const attack = interpretFaces(attackRequest({ dice: [agility], guard: 15 }), [[12], [3, 3]]);
    const defense = interpretFaces(defenseRequest({ dice: [{ source: "Speed", count: 1 }], attackTotal: 18 }), [
      [10],
      [8],
    ]);
    expect(defense.success).toBe(false);
    expect(resolveAttack(attack, defense)).toEqual({
      hit: true,
      beatGuard: true,
      defended: false,
      guardMargin: 3,
      defenseMargin: 0,
    });
  });

  it("a defense one higher than the attack avoids it", () => {
    const attack = interpretFaces(attackRequest({ dice: [agility], guard: 15 }), [[12], [3, 3]]);
    const defense = interpretFaces(defenseRequest({ dice: [] }), [[19]]);
    expect(resolveAttack(attack, defense)).toMatchObject({ hit: false, defended: true, defenseMargin: 1 });
  });

  it("P(defense succeeds): 1d20 against a known 18 is 2/20; 1d20 against 1d20 is 190/400 (ties to the attacker)", () => {
    const plain = defenseRequest({ dice: [] });
    expect(defenseSuccessProbability(18, plain)).toBeCloseTo(0.1, 12);
    const attack = requestDistribution(attackRequest({ dice: [], guard: 0 }));
    expect(defenseSuccessProbability(attack, plain)).toBeCloseTo(190 / 400, 12);
  });

  it("P(hit) with a reaction: 1d20 vs Guard 15, defender 1d20 — (16 + … + 20) / 400", () => {
    const attack = attackRequest({ dice: [], guard: 15 });
    expect(hitProbability(attack)).toBeCloseTo(0.25, 12);
    expect(hitProbability(attack, defenseRequest({ dice: [] }))).toBeCloseTo(90 / 400, 12);
  });
});
