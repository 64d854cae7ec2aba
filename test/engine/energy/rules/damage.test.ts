import { describe, expect, it } from "vitest";
import { applyEnergyDamage } from "../../../../module/engine/rulesets/energy/damage/apply.ts";
import { damageFactor } from "../../../../module/engine/rulesets/energy/damage/multipliers.ts";
import type { EnergyHit } from "../../../../module/engine/rulesets/energy/damage/pipeline.ts";
import { conditionsInForce } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { actor } from "../fixtures.ts";

function hit(amount: number, more: Partial<EnergyHit> = {}): EnergyHit {
  return { amount, source: "Longsword", armorHit: false, armorRating: 0, nonLethal: false, ...more };
}

describe("multipliers", () => {
  it.each([
    [{ weakness: true, resistance: false }, 2, "If you have a Weakness … then you take double damage."],
    [{ weakness: false, resistance: true }, 0.5, "If you have Resistance … then you take half damage"],
    [{ weakness: true, resistance: true }, 1, "Weakness and Resistance cancel each other out"],
    [
      { weakness: true, resistance: false, doubles: ["Charge"] },
      3,
      "two sources of double damage … 3 times the damage",
    ],
    [{ weakness: false, resistance: false, doubles: ["A", "B", "C"] }, 4, "doubles add: three are ×4"],
    [{ weakness: false, resistance: true, halves: ["Not Proficient"] }, 0.25, "Fray: halves halve again"],
    [{ weakness: true, resistance: false, halves: ["Not Proficient"] }, 1, "Fray: a double and a half"],
  ] as const)("%j → ×%s — %s", (sources, factor, _seed) => {
    expect(damageFactor(sources).factor).toBe(factor);
  });
});

describe("damage to Aura", () => {
  it('"Taking damage reduces the strength of your Aura"', () => {
    const out = applyEnergyDamage(actor({ aura: 20 }), hit(7), 1);
    expect(out.actor.creature.aura).toBe(13);
    expect(out.events).toEqual([]);
  });

  it('"the target subtracts their Armor Rating from the damage they take" when the armor was hit', () => {
    expect(
      applyEnergyDamage(actor({ aura: 20 }), hit(7, { armorHit: true, armorRating: 3 }), 1).actor.creature.aura,
    ).toBe(16);
    expect(
      applyEnergyDamage(actor({ aura: 20 }), hit(2, { armorHit: true, armorRating: 3 }), 1).actor.creature.aura,
    ).toBe(20);
  });

  it('"Weaknesses and Resistances are applied after any damage reduction from armor"; "rounded down"', () => {
    const weak = actor({ aura: 20, weaknesses: ["fire"] });
    expect(
      applyEnergyDamage(weak, hit(7, { type: "fire", armorHit: true, armorRating: 3 }), 1).actor.creature.aura,
    ).toBe(12);
    const tough = actor({ aura: 20, resistances: ["fire"] });
    expect(applyEnergyDamage(tough, hit(7, { type: "fire" }), 1).actor.creature.aura).toBe(17);
    expect(applyEnergyDamage(tough, hit(1, { type: "fire" }), 1).actor.creature.aura).toBe(20);
  });

  it('"Once your Aura has been reduced to 0 … a Death roll every time you are damaged with 0 Aura"', () => {
    const first = applyEnergyDamage(actor({ aura: 5 }), hit(9), 1);
    expect(first.actor.creature.aura).toBe(0);
    expect(first.events).toEqual([{ kind: "auraDepleted" }]);
    expect(first.deathRollDue).toBe(false);
    const second = applyEnergyDamage(first.actor, hit(2), 1);
    expect(second.deathRollDue).toBe(true);
    expect(second.events).toEqual([{ kind: "deathRollDue" }]);
  });

  it('setting: "Once your Aura has been reduced to 0, any further damage directly harms your body" includes the excess', () => {
    const options = { ...DEFAULT_ENERGY_OPTIONS, overflowTriggersDeathRoll: true };
    expect(applyEnergyDamage(actor({ aura: 5 }), hit(9), 1, options).deathRollDue).toBe(true);
    expect(applyEnergyDamage(actor({ aura: 5 }), hit(5), 1, options).deathRollDue).toBe(false);
  });

  it('"a Death roll every time you are damaged with 0 Aura": damage wholly stopped by armor is no damage', () => {
    expect(applyEnergyDamage(actor({ aura: 0 }), hit(2, { armorHit: true, armorRating: 3 }), 1).deathRollDue).toBe(
      false,
    );
  });

  it('Non-Lethal at 0 Aura: no Death roll; "Exhausted … until the end of the next Round" and "Shaken … lose 5 Stamina"', () => {
    const out = applyEnergyDamage(actor({ aura: 0, stamina: 8 }), hit(3, { nonLethal: true }), 1);
    expect(out.deathRollDue).toBe(false);
    expect(out.events).toEqual([{ kind: "nonLethalAtZero", exhausted: true, shaken: true, stamina: 5 }]);
    expect([...conditionsInForce(out.actor)].sort()).toEqual(["exhausted", "shaken"]);
    expect(out.actor.creature.stamina).toBe(3);
  });

  it('Non-Lethal that takes the last Stamina knocks the target out ("knock it unconscious without killing it")', () => {
    const out = applyEnergyDamage(actor({ aura: 0, stamina: 4 }), hit(3, { nonLethal: true }), 1);
    expect(out.actor.creature.unconscious).toBe("nonLethal");
    expect(out.events.at(-1)).toEqual({ kind: "knockedOut" });
  });

  it.each([
    ["exhausted", ["exhausted"], 8],
    ["shaken", ["shaken"], 3],
  ] as const)("setting nonLethalAtZeroAura %s: only %j", (mode, conditions, stamina) => {
    const options = { ...DEFAULT_ENERGY_OPTIONS, nonLethalAtZeroAura: mode };
    const out = applyEnergyDamage(actor({ aura: 0, stamina: 8 }), hit(3, { nonLethal: true }), 1, options);
    expect([...conditionsInForce(out.actor)]).toEqual(conditions);
    expect(out.actor.creature.stamina).toBe(stamina);
  });

  it('"Yeah, you\'re dead.": the dead take nothing more', () => {
    const out = applyEnergyDamage(actor({ aura: 0, dead: true }), hit(3), 1);
    expect(out.deathRollDue).toBe(false);
    expect(out.actor.creature.dead).toBe(true);
  });
});
