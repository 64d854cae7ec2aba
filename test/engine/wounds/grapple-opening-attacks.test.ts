/**
 * Grapple and Create an Opening as attack actions (seed 004), planned by the engine's `planAttack` like the other
 * attack actions: "Action: Grapple … Make a melee attack against an adjacent target using any weapon that has a reach of
 * 0 … If the attack hits, you deal no damage but instead both you and the target are grappling each other." "Action:
 * Create an Opening … Make a melee attack roll with your weapon. You can use the result in place of your Defense
 * against any rebuff reaction made by the target for the rest of the turn."
 */
import { describe, expect, it } from "vitest";
import {
  planAttack,
  type AttackPlanInput,
  type WoundsWeapon,
} from "../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { ATTACK_VARIANTS, dealsDamage } from "../../../module/engine/rulesets/wounds/procedures/variants.ts";
import { woundOdds } from "../../../module/engine/rulesets/wounds/procedures/wound-odds.ts";
import { apCost } from "../../../module/engine/rulesets/wounds/economy/costs.ts";
import { toughnessOf } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import { actor, creature } from "./fixtures.ts";

const fists: WoundsWeapon = { label: "Fists", group: "Unarmed", accuracy: 0, damage: 0, ranged: false, reach: 0 };
const spear: WoundsWeapon = { label: "Spear", group: "Spears", accuracy: 0, damage: 4, ranged: false, reach: 2 };
const bow: WoundsWeapon = { label: "Bow", group: "Bows", accuracy: 0, damage: 3, ranged: true, reach: 0 };
const fighter = creature({ attributes: { dexterity: 2, strength: 2 }, skills: { Melee: 3 } });

const input = (extra: Partial<AttackPlanInput>): AttackPlanInput => ({
  attacker: actor(fighter),
  target: actor(creature()),
  variant: "grapple",
  weapon: fists,
  ...extra,
});

describe("Grapple as an attack action", () => {
  it('"Make a melee attack against an adjacent target": the melee weapon check against melee Defense, 4 AP', () => {
    const plan = planAttack(input({}));
    if (!plan.ok) throw new Error(plan.reason.message);
    expect(plan.effect).toBe("grapple");
    expect(plan.request.target).toMatchObject({ kind: "meet", value: 10 });
    expect(plan.defense.parts.map((p) => p.id)).not.toContain("opening");
    expect(apCost(ATTACK_VARIANTS.grapple.action)).toBe(4);
  });
  it('"using any weapon that has a reach of 0": a longer weapon, or one of unknown reach, is refused', () => {
    const long = planAttack(input({ weapon: spear }));
    expect(long.ok ? undefined : long.reason.code).toBe("reachNotZero");
    const { reach: _unknown, ...noReach } = fists;
    const unknown = planAttack(input({ weapon: noReach }));
    expect(unknown.ok ? undefined : unknown.reason.code).toBe("reachNotZero");
  });
  it('"a melee attack": a ranged weapon cannot grapple', () => {
    const ranged = planAttack(input({ weapon: bow }));
    expect(ranged.ok ? undefined : ranged.reason.code).toBe("meleeOnly");
  });
  it('"You cannot target a creature whose size is 5 or more greater or smaller than yours"', () => {
    const giant = planAttack(input({ target: actor(creature({ size: 5 })) }));
    expect(giant.ok ? undefined : giant.reason.code).toBe("sizeDifference");
    expect(planAttack(input({ target: actor(creature({ size: 4 })) })).ok).toBe(true);
  });
  it('"If the attack hits, you deal no damage": every hit is no wound in the odds', () => {
    const plan = planAttack(input({}));
    if (!plan.ok) throw new Error(plan.reason.message);
    const odds = woundOdds(plan, toughnessOf(creature()));
    expect(odds.hit).toBeCloseTo(plan.hitChance, 12);
    expect(odds.noWound).toBeCloseTo(plan.hitChance, 12);
    expect(Object.values(odds.levels).every((p) => p === 0)).toBe(true);
    expect(dealsDamage("grapple")).toBe(false);
  });
});

describe("Create an Opening as an attack action", () => {
  it('"Make a melee attack roll with your weapon": any melee weapon, 3 AP, no damage', () => {
    const plan = planAttack(input({ variant: "opening", weapon: spear }));
    if (!plan.ok) throw new Error(plan.reason.message);
    expect(plan.effect).toBe("opening");
    expect(apCost(ATTACK_VARIANTS.opening.action)).toBe(3);
    expect(dealsDamage("opening")).toBe(false);
    expect(dealsDamage("standard")).toBe(true);
  });
  it('"a melee attack roll": a ranged weapon cannot make one', () => {
    const ranged = planAttack(input({ variant: "opening", weapon: bow }));
    expect(ranged.ok ? undefined : ranged.reason.code).toBe("meleeOnly");
  });
  it('"You can use the result in place of your Defense against any rebuff reaction made by the target"', () => {
    const rebuff = planAttack(input({ variant: "rebuff", weapon: spear, openingResult: 14 }));
    if (!rebuff.ok) throw new Error(rebuff.reason.message);
    expect(rebuff.defense.total).toBe(14);
    const standard = planAttack(input({ variant: "standard", weapon: spear, openingResult: 14 }));
    expect(standard.ok && standard.defense.total).toBe(10);
  });
});
