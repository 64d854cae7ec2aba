import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { enterFight, type EnergyFighter } from "../../../../module/engine/rulesets/energy/sim/fighter.ts";
import { payBestAction, pickTarget, STAMINA_RESERVE } from "../../../../module/engine/rulesets/energy/sim/policy.ts";
import { energyGear, energyParty } from "../../../../scripts/balance/energy.ts";

const energyOf = (f: EnergyFighter) => f.economy.energy;

function withEnergy(f: EnergyFighter, energy: number, stamina = f.actor.creature.stamina): EnergyFighter {
  f.economy.energy = energy;
  f.actor = { ...f.actor, creature: { ...f.actor.creature, stamina } };
  return f;
}

/** The reference party: Vanguard (Broadsword, melee) and Archer (Horn Recurve, no Load cost). */
function member(name: string): EnergyFighter {
  const spec = energyParty(energyGear()).find((m) => m.name === name);
  if (!spec) throw new Error(`no ${name}`);
  return enterFight(spec);
}

describe("energy simulation policy", () => {
  it("melee: a Melee Attack for 3 Energy when it can pay", () => {
    const f = withEnergy(member("Vanguard"), 5);
    expect(payBestAction(f)).toBe("weapon");
    expect(energyOf(f)).toBe(2);
  });

  it("melee, short of Energy: the Melee Attack paying the missing Energy in Stamina while the reserve stays", () => {
    const f = withEnergy(member("Vanguard"), 2, STAMINA_RESERVE + 1);
    expect(payBestAction(f)).toBe("weapon");
    expect([energyOf(f), f.actor.creature.stamina]).toEqual([0, STAMINA_RESERVE]);
  });

  it("melee, short of Energy and Stamina: an Unarmed Attack for 2 Energy, then nothing", () => {
    const f = withEnergy(member("Vanguard"), 2, STAMINA_RESERVE);
    expect(payBestAction(f)).toBe("unarmed");
    expect(energyOf(f)).toBe(0);
    expect(payBestAction(f)).toBeUndefined();
  });

  it("ranged without a Load cost: shoots for 1 Energy and stays loaded", () => {
    const f = withEnergy(member("Archer"), 2);
    expect(payBestAction(f)).toBe("weapon");
    expect([energyOf(f), f.loaded]).toEqual([1, true]);
  });

  it("a weapon with a Load cost: shoots, then Loads (its Load cost) before the next shot", () => {
    const archer = energyParty(energyGear()).find((m) => m.name === "Archer");
    if (!archer) throw new Error("no Archer");
    const f = withEnergy(enterFight({ ...archer, weapon: { ...archer.weapon, loadEnergy: 2 } }), 5);
    expect(payBestAction(f)).toBe("weapon");
    expect([energyOf(f), f.loaded]).toEqual([4, false]);
    expect(payBestAction(f)).toBe("load");
    expect([energyOf(f), f.loaded]).toEqual([2, true]);
  });

  it("both sides focus the standing enemy with the least Aura", () => {
    const side = energyParty(energyGear()).map(enterFight);
    const [a, b] = side;
    if (!a || !b) throw new Error("party");
    a.actor = { ...a.actor, creature: { ...a.actor.creature, aura: 1 } };
    b.actor = { ...b.actor, creature: { ...b.actor.creature, aura: 0, dead: true } };
    expect(pickTarget(side, createRng(1))).toBe(a);
  });
});
