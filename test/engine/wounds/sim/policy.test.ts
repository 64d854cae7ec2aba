import { describe, expect, it } from "vitest";
import { enterFight } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { bestAttack, canWound } from "../../../../module/engine/rulesets/wounds/sim/policy.ts";
import { SIM_VARIANTS, spellPlan, strikePlan } from "../../../../module/engine/rulesets/wounds/sim/strike-plan.ts";
import { foe, member } from "./fixtures.ts";

describe("the wounds policy", () => {
  it("takes the attack with the most expected wound severity per AP among those the AP pay for", () => {
    const fighter = enterFight(member("Axe Fighter"), 0);
    const guard = enterFight(foe("Town Guard"), 1);
    for (const ap of [2, 3, 4, 5, 6, 12]) {
      const rates = SIM_VARIANTS.map((v) => strikePlan(fighter, 0, v, guard))
        .filter((p) => p !== undefined && p.ap <= ap && p.expected > 0)
        .map((p) => (p?.expected ?? 0) / (p?.ap ?? 1));
      const chosen = bestAttack(fighter, guard, ap);
      if (rates.length === 0) expect(chosen, `${ap} AP`).toBeUndefined();
      else expect((chosen?.plan.expected ?? 0) / (chosen?.plan.ap ?? 1), `${ap} AP`).toBe(Math.max(...rates));
    }
  });

  it("knows when nothing it has can wound the target", () => {
    const wolf = enterFight(foe("Wolf"), 0);
    const wall = enterFight(
      foe("Town Guard", "w", (s) => ({ ...s, toughnessBonus: 500 })),
      1,
    );
    expect(canWound(wolf, wall)).toBe(false);
    expect(canWound(wolf, enterFight(member("Archer"), 2))).toBe(true);
  });

  it("weighs an attack spell (Cast a Spell at its AP) with the weapons while the mana pays for it", () => {
    const adept = enterFight(foe("Cultist Adept"), 0);
    const archer = enterFight(member("Archer"), 1);
    const spells = adept.spec.spells ?? [];
    expect(spells.map((s) => s.attack.label)).toEqual(["Fire Bolt", "Poison Spray"]);
    const bolt = spellPlan(adept, 0, archer);
    expect(bolt?.ap).toBe(spells[0]?.ap);
    expect(bolt?.label).toContain("Fire Bolt");
    const best = bestAttack(adept, archer, 12);
    expect(best?.spell).toBeDefined();
    const staff = SIM_VARIANTS.map((v) => strikePlan(adept, 0, v, archer)?.expected ?? 0);
    expect((best?.plan.expected ?? 0) / (best?.plan.ap ?? 1)).toBeGreaterThan(Math.max(...staff) / 6);

    const drained = enterFight(
      foe("Cultist Adept", "m1", (s) => ({ ...s, mana: { value: 1, max: 11 } })),
      2,
    );
    expect(bestAttack(drained, archer, 12)?.spell).toBeUndefined();
    expect(bestAttack(drained, archer, 12)?.plan.label).toContain("Quarterstaff");
  });
});
