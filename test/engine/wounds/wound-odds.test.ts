import { describe, expect, it } from "vitest";
import { toughnessOf } from "../../../module/engine/rulesets/wounds/damage/toughness.ts";
import {
  planAttack,
  type AttackPlanInput,
  type WoundsWeapon,
} from "../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { woundOdds } from "../../../module/engine/rulesets/wounds/procedures/wound-odds.ts";
import type { WoundsCreature } from "../../../module/engine/rulesets/wounds/creature.ts";
import { actor, creature } from "./fixtures.ts";

// Attack total = d20 − 10 + Dex 3 + Melee 4 + Swords 2 + accuracy 1 = d20 (a 20 explodes); damage = Str 2 + 4 = 6.
const sword: WoundsWeapon = { label: "Sword", group: "Swords", accuracy: 1, damage: 4, ranged: false };
const fighter = creature({
  attributes: { dexterity: 3, strength: 2 },
  skills: { Melee: 4 },
  specializations: { "Melee/Swords": 2 },
});
// Melee Defense 10; Toughness 3 (Vitality 3).
const sturdy = creature({ attributes: { vitality: 3 } });

function odds(extra: Partial<AttackPlanInput> = {}, target: WoundsCreature = sturdy, armor = 0) {
  const plan = planAttack({
    attacker: actor(fighter),
    target: actor(target),
    variant: "standard",
    weapon: sword,
    ...extra,
  });
  if (!plan.ok) throw new Error(plan.reason.message);
  return { plan, odds: woundOdds(plan, toughnessOf(target, { armor })) };
}

const close = (actual: Record<string, number>, expected: Record<string, number>) => {
  for (const [k, v] of Object.entries(expected)) expect(actual[k], k).toBeCloseTo(v, 6);
};

describe('wound odds before rolling: "Damage received = Attack Roll + Damage Roll - Defense - Toughness"', () => {
  it("each level's chance from the thresholds 0/2/4/6/8; the hit chance is the plan's", () => {
    // Final = d20 + 6 − 10 − 3 = d20 − 7 on a hit (d20 ≥ 10): 10 → 3 moderate, 11–12 severe, 13–14 critical, 15+ fatal.
    const { plan, odds: o } = odds();
    expect(o.hit).toBeCloseTo(plan.hitChance, 6);
    expect(o.hit).toBeCloseTo(0.55, 6);
    expect(o.noWound).toBeCloseTo(0, 6);
    close(o.levels, { light: 0, moderate: 0.05, severe: 0.1, critical: 0.1, fatal: 0.3 });
  });

  it('armor Toughness counts unless the attack bypasses it ("Certain attacks bypass armor")', () => {
    // Armor 4: final = d20 − 11: 10 → −1 no wound, 11–12 light, 13–14 moderate, 15–16 severe, 17–18 critical, 19+ fatal.
    close(odds({}, sturdy, 4).odds.levels, { light: 0.1, moderate: 0.1, severe: 0.1, critical: 0.1, fatal: 0.1 });
    expect(odds({}, sturdy, 4).odds.noWound).toBeCloseTo(0.05, 6);
    const bypass = odds({ weapon: { ...sword, bypassesArmor: true } }, sturdy, 4).odds;
    close(bypass.levels, { moderate: 0.05, severe: 0.1, critical: 0.1, fatal: 0.3 });
  });

  it('Quick Attack: "the resulting wound level is reduced by one step" (a light wound becomes none)', () => {
    const quick = odds({ variant: "quick" }, sturdy, 4).odds;
    expect(quick.noWound).toBeCloseTo(0.05 + 0.1, 6);
    close(quick.levels, { light: 0.1, moderate: 0.1, severe: 0.1, critical: 0.1, fatal: 0 });
  });

  it('Strong Attack: "an additional 1d6 damage" spreads the levels; the chances still sum to the hit chance', () => {
    const strong = odds({ variant: "strong" }).odds;
    expect(strong.hit).toBeCloseTo(0.55, 6);
    const sum = strong.noWound + Object.values(strong.levels).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(strong.hit, 6);
    expect(strong.levels.fatal).toBeGreaterThan(0.3);
  });

  it('penetrating attacks "add their damage to the attack roll before determining a hit"', () => {
    const { plan, odds: o } = odds({ weapon: { ...sword, penetrating: true } });
    expect(o.hit).toBeCloseTo(plan.hitChance, 6);
    expect(o.hit).toBeCloseTo(0.85, 6); // d20 + 6 ≥ 10: d20 ≥ 4
  });
});
