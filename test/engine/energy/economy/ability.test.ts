/**
 * Using an ability at the cost it lists (rules page decision 100). Seed 001: "There are many abilities that allow you
 * to spend extra Stamina on an attack"; "Each character gets 5 Energy each Round"; "Dropping to 0 Stamina will
 * immediately result in unconsciousness"; Shaken and Exhausted: Stamina may not be spent.
 */
import { describe, expect, it } from "vitest";
import { payAbilityStaminaOutsideCombat } from "../../../../module/engine/rulesets/energy/economy/ability.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import { abilityCost } from "../../../../module/engine/rulesets/energy/economy/cost.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

describe("Use Ability costs what the ability lists", () => {
  it.each([
    [
      { energy: 2, stamina: 1 },
      { energy: 2, stamina: 1 },
    ],
    [{ energy: 3, stamina: 0 }, { energy: 3 }],
    [{ energy: 0, stamina: 0 }, {}],
    [{ energy: -1, stamina: 1.7 }, { stamina: 1 }],
  ])("listed %j costs %j", (listed, cost) => {
    expect(abilityCost(listed)).toEqual(cost);
  });

  it("in a fight both are paid at once, Energy from the Round's pool, Stamina from the creature", () => {
    const out = takeAction(actor({ stamina: 5 }), combatant(), {
      action: "useAbility",
      ability: { energy: 2, stamina: 1 },
      round: 1,
    });
    expect(out.ok && [out.state.combatant.economy.pools.energy, out.state.actor.creature.stamina]).toEqual([3, 4]);
  });

  it('"if you want to do something, and you have the necessary resources, you just do it": short is refused', () => {
    const out = takeAction(actor(), combatant(1), {
      action: "useAbility",
      ability: { energy: 2, stamina: 0 },
      round: 1,
    });
    expect(out.ok ? "paid" : out.reason.code).toBe("short");
  });
});

describe("outside a fight only the listed Stamina is paid", () => {
  it("Stamina paid; at 0 the creature falls unconscious", () => {
    const out = payAbilityStaminaOutsideCombat(actor({ stamina: 2 }), { energy: 3, stamina: 2 });
    expect(out.ok && [out.state.creature.stamina, out.state.fellUnconscious]).toEqual([0, true]);
  });

  it("refused with less Stamina than listed, and while Shaken (no Stamina may be spent)", () => {
    const short = payAbilityStaminaOutsideCombat(actor({ stamina: 1 }), { energy: 0, stamina: 2 });
    expect(short.ok ? "paid" : [short.reason.code, short.reason.need, short.reason.have]).toEqual(["short", 2, 1]);
    const shaken = payAbilityStaminaOutsideCombat(withConditions(actor({ stamina: 5 }), ["shaken"]), {
      energy: 0,
      stamina: 1,
    });
    expect(shaken.ok ? "paid" : shaken.reason.code).toBe("noStamina");
  });
});
