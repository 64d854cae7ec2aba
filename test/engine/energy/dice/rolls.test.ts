import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { grownChain, isCompleteChain } from "../../../../module/engine/core/dice/chain.ts";
import { interpretFaces } from "../../../../module/engine/core/dice/interpret.ts";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { mean, probabilityAtLeast, probabilityOf } from "../../../../module/engine/core/odds/distribution.ts";
import { requestDistribution } from "../../../../module/engine/core/odds/request.ts";
import { checkRequest, initiativeRequest } from "../../../../module/engine/rulesets/energy/dice/check.ts";
import {
  chanceRollRequest,
  combatRollRequest,
  criticalFrom,
  deathRollRequest,
  hitRollRequest,
  naturalFace,
  readAttackRoll,
} from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import { unarmedDamage, weaponDamageRequest } from "../../../../module/engine/rulesets/energy/dice/damage.ts";
import {
  defenseDistribution,
  defenseRollPlan,
  rollDefense,
} from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";

const eachRoll = { ...DEFAULT_ENERGY_OPTIONS, defenseEdge: "eachRoll" as const };

describe("the d20 rolls", () => {
  it('"a Combat roll (a 1d20 with nothing added)"; the Hit roll "is a 1d20 roll with nothing added to it"', () => {
    expect(toFoundryFormula(combatRollRequest()).formula).toBe("1d20[Combat roll]");
    expect(toFoundryFormula(hitRollRequest("advantage")).formula).toBe("{1d20[Hit roll],1d20[Hit roll]}kh");
    expect(toFoundryFormula(deathRollRequest()).formula).toBe("1d20[Death roll]");
  });

  it('"a Chance roll has a DC: 10, meaning it succeeds on a roll of 10 or above and fails on a roll of 9 or less"', () => {
    const request = chanceRollRequest();
    expect(interpretFaces(request, [[10]]).success).toBe(true);
    expect(interpretFaces(request, [[9]]).success).toBe(false);
    expect(probabilityAtLeast(requestDistribution(request), 10)).toBeCloseTo(0.55, 12);
  });

  it.each([
    [20, 0, { criticalHit: true, criticalFailure: false, attackerExposed: false }, "20 Critical Hit"],
    [19, 0, { criticalHit: false, criticalFailure: false, attackerExposed: false }, "19 nothing special"],
    [19, 1, { criticalHit: true, criticalFailure: false, attackerExposed: false }, "Precise 1 will Crit on … 19 or 20"],
    [3, 0, { criticalHit: false, criticalFailure: false, attackerExposed: true }, "1-3 You become Exposed"],
    [2, 0, { criticalHit: false, criticalFailure: false, attackerExposed: true }, "1-3 You become Exposed"],
    [
      1,
      0,
      { criticalHit: false, criticalFailure: true, attackerExposed: true },
      "1 Critical Failure. Your attack misses.",
    ],
    [1, 25, { criticalHit: false, criticalFailure: true, attackerExposed: true }, "a natural 1 never crits"],
  ])("Combat roll %i with Precise %i → %j — %s", (face, precision, reading, _seed) => {
    expect(readAttackRoll(face, precision)).toEqual({ face, ...reading });
    expect(readAttackRoll(face, precision, "hit")).toEqual({ face, ...reading });
  });

  it('"Advantage and Disadvantage" on a d20: the lower face counts under Disadvantage; Precise widens the crit range', () => {
    const result = interpretFaces(combatRollRequest("disadvantage"), [[17], [4]]);
    expect(naturalFace(result)).toBe(4);
    expect(criticalFrom(3)).toBe(17);
    expect(criticalFrom(40)).toBe(2);
  });
});

describe("Defense rolls", () => {
  it.each([
    ["evasion", "1d10x[Evasion roll] + 9[Evasion]", "Evasion Roll = 1d10* + Evasion"],
    ["rangedEvasion", "1d4x[Ranged Evasion roll] + 9[Ranged Evasion]", "Ranged Evasion Roll = 1d4* + Ranged Evasion"],
    [
      "unarmedEvasion",
      "1d10x[Unarmed Evasion roll] + 9[Unarmed Evasion]",
      "Unarmed Evasion Roll = 1d10* + Unarmed Evasion",
    ],
    ["fortitude", "1d10x[Fortitude roll] + 9[Fortitude]", "Fortitude Roll = 1d10* + Fortitude"],
    ["will", "1d10x[Will roll] + 9[Will]", "Will Roll = 1d10* + Will"],
  ] as const)("%s is %s — %s", (kind, formula, _seed) => {
    const plan = defenseRollPlan({ kind, value: 9 });
    expect(plan.mode === "wholeRoll" && toFoundryFormula(plan.request).formula).toBe(formula);
  });

  it('"if you roll the highest number on the die, reroll it and add the result … as long as the highest number … is rolled"', () => {
    const plan = defenseRollPlan({ kind: "evasion", value: 0 });
    if (plan.mode !== "wholeRoll") throw new Error("plain rolls are whole rolls");
    expect(interpretFaces(plan.request, [[10, 10, 3]]).total).toBe(23);
    const dist = defenseDistribution(plan);
    expect(probabilityOf(dist, 10)).toBe(0);
    expect(probabilityOf(dist, 13)).toBeCloseTo(0.01, 12);
    expect(mean(dist)).toBeCloseTo(6.1111, 3);
  });

  it('"Advantage and Disadvantage applies every time you would normally roll the die once" — wholeRoll: two chains', () => {
    const plan = defenseRollPlan({ kind: "evasion", value: 2, edge: "advantage" });
    expect(plan.mode === "wholeRoll" && toFoundryFormula(plan.request).formula).toBe(
      "{1d10x[Evasion roll],1d10x[Evasion roll]}kh + 2[Evasion]",
    );
  });

  it('setting eachRoll: "every time you would normally roll the die once" — two dice per roll, bursts included', () => {
    const plan = defenseRollPlan({ kind: "evasion", value: 2, edge: "advantage" }, eachRoll);
    if (plan.mode !== "eachRoll") throw new Error("an edge under eachRoll plays link by link");
    expect(toFoundryFormula(plan.request).formula).toBe("2d10kh[Evasion roll] + 2[Evasion]");
    expect(plan.request.chain).toEqual({ on: 10 });
    const first = interpretFaces(plan.request, [[3, 10]]);
    expect(first.total).toBe(12);
    const grown = grownChain(plan.request, first);
    if (!grown) throw new Error("a kept 10 calls for another link");
    expect(toFoundryFormula(grown).formula).toBe("2d10kh[Evasion roll] + 2d10kh[Evasion roll] + 2[Evasion]");
    const done = interpretFaces(grown, [
      [3, 10],
      [4, 1],
    ]);
    expect(done.total).toBe(16);
    expect(isCompleteChain(grown, done)).toBe(true);
    expect(grownChain(grown, done)).toBeUndefined();
    const dist = defenseDistribution(plan);
    // A link bursts when either die shows 10: 19%, against 10% for one chain of a whole roll.
    expect(probabilityAtLeast(dist, 12)).toBeCloseTo(0.19, 8);
    expect(mean(dist)).toBeGreaterThan(
      mean(defenseDistribution(defenseRollPlan({ kind: "evasion", value: 2, edge: "advantage" }))),
    );
  });

  it('"Advantage and Disadvantage applies every time …": under Disadvantage the readings agree (both dice must burst)', () => {
    const whole = defenseDistribution(defenseRollPlan({ kind: "fortitude", value: 4, edge: "disadvantage" }));
    const each = defenseDistribution(defenseRollPlan({ kind: "fortitude", value: 4, edge: "disadvantage" }, eachRoll));
    for (let t = 5; t < 40; t++) expect(probabilityOf(each, t)).toBeCloseTo(probabilityOf(whole, t), 12);
  });

  it('"You may continue as long as the highest number on the die is rolled": both readings roll repeatably', () => {
    for (const options of [DEFAULT_ENERGY_OPTIONS, eachRoll]) {
      const plan = defenseRollPlan({ kind: "rangedEvasion", value: 1, edge: "advantage" }, options);
      const a = Array.from(
        { length: 20 },
        (
          (rng) => () =>
            rollDefense(plan, rng)
        )(createRng(7)),
      );
      const b = Array.from(
        { length: 20 },
        (
          (rng) => () =>
            rollDefense(plan, rng)
        )(createRng(7)),
      );
      expect(a).toEqual(b);
      for (const total of a) expect(total).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("checks, Initiative and damage", () => {
  it('"see Initiative in the Skills section" (not in the excerpt): Fray\'s check is 1d20 + bonus, or 1d10* + bonus', () => {
    expect(toFoundryFormula(initiativeRequest(3)).formula).toBe("1d20[Initiative] + 3[Initiative]");
    const d10 = { ...DEFAULT_ENERGY_OPTIONS, checkDice: "d10Exploding" as const };
    expect(toFoundryFormula(checkRequest({ label: "Arm Strength", bonus: 5 }, d10)).formula).toBe(
      "1d10x[Arm Strength] + 5[Arm Strength]",
    );
    expect(toFoundryFormula(checkRequest({ label: "Athletics", bonus: 2, edge: "disadvantage" })).formula).toBe(
      "{1d20[Athletics],1d20[Athletics]}kl + 2[Athletics]",
    );
    expect(rollRequest(checkRequest({ label: "Escape", bonus: 0, dc: 12 }), createRng(1)).target?.value).toBe(12);
  });

  it('"Damage = Weapon Damage roll + MASDB …": the weapon\'s dice with their additive modifiers, no bursts', () => {
    const request = weaponDamageRequest("Longsword", { count: 1, faces: 8, bonus: 1 }, [{ source: "MASDB", value: 2 }]);
    expect(toFoundryFormula(request).formula).toBe("1d8[Longsword] + 1[Longsword] + 2[MASDB]");
  });

  it('unarmed: "Damage = MASAB (min 1)"', () => {
    expect([unarmedDamage(-2), unarmedDamage(0), unarmedDamage(3)]).toEqual([1, 1, 3]);
  });
});
