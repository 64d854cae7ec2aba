import { describe, expect, it } from "vitest";
import { enterFight } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { bestAttack, canWound } from "../../../../module/engine/rulesets/wounds/sim/policy.ts";
import { SIM_VARIANTS, strikePlan } from "../../../../module/engine/rulesets/wounds/sim/strike-plan.ts";
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
});
