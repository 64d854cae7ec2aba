import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { checkRequest, resolveCheck, resolveContest } from "../../../module/engine/rulesets/momentum/dice/check.ts";
import {
  damageByType,
  damagePlan,
  nonLethalDice,
  totalDamage,
} from "../../../module/engine/rulesets/momentum/dice/damage.ts";
import {
  automaticDefenseRoll,
  defenseRollEdges,
  defenseRollRequest,
  drPower,
  drValue,
  resolveDefenseRoll,
} from "../../../module/engine/rulesets/momentum/dice/defense-roll.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const OPTIONS = DEFAULT_MOMENTUM_OPTIONS;
const faces = (...f: number[]) => f.map((x) => [x]);

describe("momentum Defense Rolls", () => {
  it('"a Constitution of 10 and an Endurance Skill Level of 3 (which leads to a Constitution DR of 3)"', () => {
    expect(drValue(creature(), "constitution")).toBe(3);
  });

  it('"The DR Power is equal to the Primary Stat of the creature" (the Stat, not its bonus)', () => {
    expect(drPower(creature())).toBe(14);
  });

  it('"They succeed on their DR if they roll at least as high as the DR Power"', () => {
    const dr = defenseRollRequest({ kind: "constitution", defender: creature(), power: 14 });
    expect(resolveDefenseRoll(interpretFaces(dr, faces(11))).success).toBe(true);
    expect(resolveDefenseRoll(interpretFaces(dr, faces(10))).success).toBe(false);
  });

  it('"A creature can choose to fail their own DR. Objects automatically fail all DR."', () => {
    expect(automaticDefenseRoll(creature(), true)).toEqual({ success: false, reason: "chosenFailure" });
    expect(automaticDefenseRoll(creature({ kind: "object" }))).toEqual({ success: false, reason: "object" });
    expect(automaticDefenseRoll(creature())).toBeUndefined();
  });

  it('Defend: "you have advantage on all your DR"; cover bonuses add to the roll', () => {
    const defender = withConditions(actor(), ["defending"]);
    const edges = defenseRollEdges(defender);
    expect(edges).toEqual([{ source: "defending", edge: "advantage" }]);
    const dr = defenseRollRequest({
      kind: "strength",
      defender: defender.creature,
      power: 15,
      edges,
      bonuses: [{ source: "Half cover", value: 1 }],
    });
    // Strength 14 (+4) + Raw Force 1 + half cover 1 = +6: the better of 8 and 9 reaches 15.
    expect(resolveDefenseRoll(interpretFaces(dr, faces(8, 9))).success).toBe(true);
    expect(dr.groups[0]?.edge).toBe("advantage");
  });
});

describe("momentum Skill Checks and contests (Fray's mechanic)", () => {
  it('"a First Aid Check against 8": d20 + Stat Bonus + Skill Level, at least the number', () => {
    // First Aid is governed by Intelligence (10: +0) in Fray's table; level 2.
    const check = checkRequest({ creature: creature(), skill: "firstAid", difficulty: 8 });
    expect(check.modifiers.map((m) => m.value)).toEqual([2]);
    expect(resolveCheck(interpretFaces(check, faces(6))).success).toBe(true);
    expect(resolveCheck(interpretFaces(check, faces(5))).success).toBe(false);
    const skillOnly = checkRequest(
      { creature: creature(), skill: "rawForce" },
      { ...OPTIONS, checkBonus: "skillOnly" },
    );
    expect(skillOnly.modifiers.map((m) => m.value)).toEqual([1]);
  });

  it('a natural 20 is the "critical success" a Cooperative Cinematic Action can use, and succeeds', () => {
    const hard = checkRequest({ creature: creature(), skill: "presence", difficulty: 40 });
    expect(resolveCheck(interpretFaces(hard, faces(20)))).toMatchObject({ success: true, critical: true });
    const off = { ...OPTIONS, naturalTwentyCriticalCheck: false };
    expect(resolveCheck(interpretFaces(hard, faces(20)), off)).toMatchObject({ success: false, critical: false });
  });

  it('Disarm: "You succeed if you roll higher than your target" — ties go to the target', () => {
    const a = checkRequest({ creature: creature(), skill: "athletics" });
    const t = checkRequest({ creature: creature(), skill: "athletics" });
    expect(resolveContest(interpretFaces(a, faces(10)), interpretFaces(t, faces(10)))).toEqual({
      actorWins: false,
      tie: true,
      margin: 0,
    });
    expect(resolveContest(interpretFaces(a, faces(11)), interpretFaces(t, faces(10))).actorWins).toBe(true);
    const tiesToActor = resolveContest(interpretFaces(a, faces(10)), interpretFaces(t, faces(10)), {
      ...OPTIONS,
      contestTies: "actor",
    });
    expect(tiesToActor.actorWins).toBe(true);
  });
});

describe("momentum damage rolls", () => {
  const ax = { type: "physical" as const, dice: [{ count: 1, faces: 8 }], flat: 2, source: "Ax" };

  it('"Critical hits with weapons increase the damage by 6."', () => {
    const plan = damagePlan({ components: [ax], attack: { kind: "weapon" }, critical: true });
    expect(damageByType(plan, interpretFaces(plan.request, [[5]]))).toEqual({ physical: 13 });
  });

  it('"Critical hits with Abilities increase the damage by 6 plus an additional 3 for every Tier of the used Ability."', () => {
    const bolt = { type: "heat" as const, dice: [{ count: 2, faces: 6 }], source: "Fire Bolt" };
    const plan = damagePlan({ components: [bolt], attack: { kind: "ability", tier: 2 }, critical: true });
    expect(damageByType(plan, interpretFaces(plan.request, [[3, 4]]))).toEqual({ heat: 7 + 12 });
  });

  it('"Critical hits with weapon attacks that have a Maneuver … deal additional damage of 6, and the Maneuver deals additional damage equal to 3 times the Tier"', () => {
    const cleave = { type: "spirit" as const, dice: [{ count: 1, faces: 6 }], source: "Maneuver" };
    const plan = damagePlan({
      components: [ax, cleave],
      attack: { kind: "weaponManeuver", tier: 3, component: 1 },
      critical: true,
    });
    expect(damageByType(plan, interpretFaces(plan.request, [[5], [4]]))).toEqual({ physical: 13, spirit: 13 });
  });

  it('non-lethal: "subtract a 1d4" with a weapon, "1d4 plus an additional 1d4 for each Tier" with an Ability', () => {
    expect(nonLethalDice({ kind: "weapon" })).toBe(1);
    expect(nonLethalDice({ kind: "ability", tier: 2 })).toBe(3);
    expect(nonLethalDice({ kind: "weaponManeuver", tier: 1 })).toBe(2);
    const plan = damagePlan({ components: [ax], attack: { kind: "weapon" }, nonLethal: true });
    const rolled = damageByType(plan, interpretFaces(plan.request, [[5], [3]]));
    expect(rolled).toEqual({ physical: 4 });
  });

  it("the non-lethal dice never take a component below 0 and spill to the next one", () => {
    const small = { type: "physical" as const, dice: [{ count: 1, faces: 4 }], source: "Knife" };
    const sting = { type: "poison" as const, dice: [{ count: 1, faces: 4 }], source: "Venom" };
    const plan = damagePlan({ components: [small, sting], attack: { kind: "ability", tier: 1 }, nonLethal: true });
    const rolled = damageByType(plan, interpretFaces(plan.request, [[1], [4], [2, 2]]));
    expect(rolled).toEqual({ physical: 0, poison: 1 });
    expect(totalDamage(rolled)).toBe(1);
  });
});
