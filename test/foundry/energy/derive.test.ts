import { describe, expect, it } from "vitest";
import { deriveEnergy, weaponAttackValue } from "../../../module/foundry/rulesets/energy/derive.ts";
import type { EnergyAbility } from "../../../module/engine/rulesets/energy/creature.ts";
import {
  addedModifiersOf,
  NO_GEAR,
  toEnergyActor,
  toEnergyCreature,
} from "../../../module/foundry/rulesets/energy/sources.ts";
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

describe('"Some Themes, Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation"', () => {
  const added = (masab: readonly EnergyAbility[], masdb: readonly EnergyAbility[]) => ({
    ...kit,
    added: { masab, masdb },
  });

  it("Constitution inside MASAB: (3 + 2 + 2) / 3 = 2, and the AVs follow; Wisdom inside MASDB: (3 + 2 + 1) / 3 = 2", () => {
    const d = deriveEnergy(fighter, added(["constitution"], ["wisdom"]), []);
    expect([d.masab, d.masdb, d.unarmedAv.total, d.weaponAv["sword"]]).toEqual([2, 2, 17, 18]);
  });

  it('"You may never add the same ability to same equation twice": two abilities adding Constitution add it once', () => {
    const d = deriveEnergy(fighter, added(["constitution", "constitution"], []), []);
    expect([d.masab, d.masdb]).toEqual([2, 1]);
  });

  it("an ability's flags name what it adds, in order, whatever item names them", () => {
    const none = { constitution: false, intelligence: false, wisdom: false, charisma: false };
    const feat = { masab: { ...none, wisdom: true }, masdb: { ...none, wisdom: true, charisma: true } };
    const theme = { masab: { ...none, wisdom: true }, masdb: none };
    expect(addedModifiersOf([feat, theme])).toEqual({ masab: ["wisdom", "wisdom"], masdb: ["wisdom", "charisma"] });
  });
});
