import { describe, expect, it } from "vitest";
import { deriveEnergy, weaponAttackValue } from "../../../module/foundry/rulesets/energy/derive.ts";
import { NO_GEAR, toEnergyActor, toEnergyCreature } from "../../../module/foundry/rulesets/energy/sources.ts";
import { fighter, kit, longsword } from "./sources.ts";

describe("energy derivation: documents to engine values", () => {
  it('"MASAB = (Strength Modifier + Dexterity Modifier) / 3", rounded down; MASDB the same', () => {
    const d = deriveEnergy(fighter, NO_GEAR, []);
    expect(d.masab).toBe(1); // (3 + 2) / 3
    expect(d.masdb).toBe(1);
  });

  it('"Melee AV = 15 + MASAB + Weapon Attack Bonus"; "Unarmed AV = 15 + MASAB"', () => {
    const d = deriveEnergy(fighter, kit, []);
    expect(d.unarmedAv.total).toBe(16);
    expect(d.weaponAv).toEqual({ sword: 17 });
  });

  it('not Proficient ("-1 AV with the weapon", "-1 Evasion") when the MPR is above the MPL', () => {
    const heavy = { ...longsword, data: { ...longsword.data, mpr: 5 } };
    expect(weaponAttackValue(toEnergyCreature(fighter), heavy).total).toBe(16);
    const d = deriveEnergy(fighter, { ...kit, weapons: [heavy] }, []);
    expect(d.defenses.evasion.parts.map((p) => p.id)).toContain("notProficient");
  });

  it('"Evasion = Inherent Evasion + 1/3 Level + Halved Dexterity Modifier + shield & weapon bonuses – armor penalty"', () => {
    const d = deriveEnergy(fighter, kit, []);
    expect(d.defenses.evasion.total).toBe(8 + 1 + 1 + 1 + 1 - 2);
    expect(d.defenses.rangedEvasion.total).toBe(1 + 1 - 2); // Halved Dex + shield – armor
    expect(d.defenses.unarmedEvasion.total).toBe(8 + 1 + 1 - 2);
  });

  it('"Fortitude = Inherent Fortitude + 1/3 Level + Halved Constitution Modifier + Halved Strength Modifier"; Will likewise', () => {
    const d = deriveEnergy(fighter, NO_GEAR, []);
    expect(d.defenses.fortitude.total).toBe(10 + 1 + 1 + 1);
    expect(d.defenses.will.total).toBe(10 + 1 + -1 + 0); // Halved Cha −1 (down), Halved Wis 0
  });

  it('"Aura Strength = 20 + (Aura Modifier * (1 + 1/3))" and "Maximum Stamina = Constitution Score"', () => {
    const d = deriveEnergy(fighter, NO_GEAR, []);
    expect(d.auraStrength).toBe(20 + Math.floor((4 * 5) / 3)); // Aura Modifier 3 + 2 + 0 + 1 − 1 = 5
    expect(d.maxStamina).toBe(14);
    expect(d.maxRecoverySurges).toBe(6); // "5 + Halved Constitution Modifier"
  });

  it('"your Energy pool is reset based on your Stamina": 5 at Stamina 5 or more, fewer below, 2 less when Exhausted', () => {
    expect(deriveEnergy(fighter, NO_GEAR, []).energyPerRound).toBe(5);
    expect(deriveEnergy({ ...fighter, stamina: { value: 3, max: 14 } }, NO_GEAR, []).energyPerRound).toBe(3);
    expect(deriveEnergy(fighter, NO_GEAR, ["exhausted"]).energyPerRound).toBe(3);
  });

  it('"your Agility pool resets to your Maximum Agility": 3 + Leg Strength + abilities', () => {
    expect(deriveEnergy(fighter, NO_GEAR, []).maxAgility).toBe(3);
    expect(deriveEnergy({ ...fighter, extraAgility: 2 }, NO_GEAR, []).maxAgility).toBe(5);
  });

  it('conditions in force include daughters: "You are Exposed while Dazed"', () => {
    expect(deriveEnergy(fighter, NO_GEAR, ["dazed"]).conditions).toEqual(expect.arrayContaining(["dazed", "exposed"]));
    const down = { ...fighter, state: { ...fighter.state, unconscious: "stamina" as const } };
    expect(deriveEnergy(down, NO_GEAR, []).conditions).toEqual(expect.arrayContaining(["unconscious", "unguarded"]));
  });

  it("the worn armor's AR and coverages are shown; statuses unknown to the ruleset are ignored", () => {
    expect(deriveEnergy(fighter, kit, []).armor).toEqual({ rating: 3, coverage: 12, rangedCoverage: 10 });
    expect(toEnergyActor(fighter, ["burning"], []).conditions.active).not.toHaveProperty("burning");
  });
});
