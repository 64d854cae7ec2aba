import { describe, expect, it } from "vitest";
import {
  attackValue,
  auraModifier,
  auraStrength,
  masab,
  masabAbilities,
  maxRecoverySurges,
  recoveryValue,
} from "../../../../module/engine/rulesets/energy/defense/derived.ts";
import { defenseValue } from "../../../../module/engine/rulesets/energy/defense/values.ts";
import { maxStamina, suggestedModifier } from "../../../../module/engine/rulesets/energy/creature.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { divide } from "../../../../module/engine/rulesets/energy/support/fractions.ts";
import { armor, creature, weapon } from "../fixtures.ts";

const towardZero = { ...DEFAULT_ENERGY_OPTIONS, fractions: "towardZero" as const };

function mods(str: number, dex: number, con: number, int: number, wis: number, cha: number) {
  const v = (modifier: number) => ({ score: 10 + 2 * modifier, modifier });
  return {
    strength: v(str),
    dexterity: v(dex),
    constitution: v(con),
    intelligence: v(int),
    wisdom: v(wis),
    charisma: v(cha),
  };
}

describe("MASAB, MASDB and AV", () => {
  it('"MASAB = (Strength Modifier + Dexterity Modifier) / 3"', () => {
    expect(masab(creature())).toBe(1);
    expect(masab(creature({ abilities: mods(4, 5, 0, 0, 0, 0) }))).toBe(3);
    expect(masab(creature({ abilities: mods(-2, -2, 0, 0, 0, 0) }))).toBe(-2);
    expect(masab(creature({ abilities: mods(-2, -2, 0, 0, 0, 0) }), [], towardZero)).toBe(-1);
  });

  it('"the Ability Modifier is added inside the parentheses … You may never add the same ability to same equation twice"', () => {
    expect(masabAbilities(["wisdom", "wisdom", "strength"])).toEqual(["strength", "dexterity", "wisdom"]);
    expect(masab(creature({ abilities: mods(2, 3, 0, 0, 4, 0) }), ["wisdom", "wisdom"])).toBe(3);
  });

  it('"Melee AV = 15 + MASAB + Weapon Attack Bonus"; "Unarmed AV = 15 + MASAB"', () => {
    expect(attackValue(creature(), { weaponAttackBonus: 1, proficient: true }).total).toBe(17);
    expect(attackValue(creature(), { weaponAttackBonus: 0, proficient: true }).total).toBe(16);
  });

  it('not Proficient "-1 AV"; a Combat Maneuver "-5 AV"; Non-Lethal "-3 AV" per step', () => {
    const av = attackValue(creature(), { weaponAttackBonus: 1, proficient: false, maneuver: true, nonLethalSteps: 2 });
    expect(av.total).toBe(17 - 1 - 5 - 6);
    expect(av.withoutManeuver).toBe(17 - 1 - 6);
    expect(av.parts.map((p) => p.id)).toEqual(["base", "masab", "weapon", "notProficient", "nonLethal", "maneuver"]);
  });
});

describe("Aura, Recovery Surges, Stamina", () => {
  it('"Aura Modifier = … (Str Mod + Con Mod + Int Mod + Wis Mod + Cha Mod)" — every Ability except Dexterity', () => {
    expect(auraModifier(creature())).toBe(2 + 1 + 0 + 1 - 1);
    expect(auraModifier(creature({ abilities: mods(0, 9, 0, 0, 0, 0) }))).toBe(0);
  });

  it.each([
    [0, 20],
    [3, 24],
    [4, 25],
    [6, 28],
    [-3, 16],
    [-4, 14],
  ])('"Aura Strength = 20 + (Aura Modifier * (1 + 1/3))": modifier %i → %i', (modifier, strength) => {
    expect(auraStrength(creature({ abilities: mods(modifier, 0, 0, 0, 0, 0) }))).toBe(strength);
  });

  it('"Taking damage reduces the strength of your Aura … reduced to 0": Aura Strength never falls below 0', () => {
    expect(auraStrength(creature({ abilities: mods(-5, 0, -5, -5, -5, -5) }))).toBe(0);
  });

  it('"# of Recovery Surges = 5 + Halved Constitution Modifier"', () => {
    expect(maxRecoverySurges(creature())).toBe(5);
    expect(maxRecoverySurges(creature({ abilities: mods(0, 0, 4, 0, 0, 0) }))).toBe(7);
    expect(maxRecoverySurges(creature({ abilities: mods(0, 0, -1, 0, 0, 0) }))).toBe(4);
    expect(maxRecoverySurges(creature({ abilities: mods(0, 0, -1, 0, 0, 0) }), towardZero)).toBe(5);
  });

  it('"Recovery Value = Aura Modifier (min 1)"', () => {
    expect(recoveryValue(creature())).toBe(3);
    expect(recoveryValue(creature({ abilities: mods(-2, 0, 0, 0, 0, 0) }))).toBe(1);
  });

  it('"Maximum Stamina = Constitution Score"', () => {
    expect(maxStamina(creature())).toBe(12);
  });

  it('"Halved Dexterity Modifier" with no score→modifier rule: the sheet suggests ⌊(score − 10) / 2⌋', () => {
    expect([3, 8, 9, 10, 11, 12, 18].map(suggestedModifier)).toEqual([-4, -1, -1, 0, 0, 1, 4]);
  });

  it('"The half damage … is rounded down": fractions floor by default, or round toward zero (setting)', () => {
    expect([divide(7, 3, "down"), divide(-7, 3, "down"), divide(-6, 3, "down")]).toEqual([2, -3, -2]);
    expect([divide(7, 3, "towardZero"), divide(-7, 3, "towardZero"), divide(-6, 3, "towardZero")]).toEqual([2, -2, -2]);
  });
});

describe("the defenses", () => {
  const c = creature({ level: 6 });
  const gear = {
    armor: armor({ evasionPenalty: 1 }),
    shield: { evasionBonus: 2 },
    weapons: [weapon({ evasionBonus: 1 })],
  };

  it('"Evasion = Inherent Evasion + 1/3 Level + Halved Dexterity Modifier + shield & weapon bonuses – armor penalty"', () => {
    expect(defenseValue(c, "evasion", gear).total).toBe(8 + 2 + 1 + 2 + 1 - 1);
  });

  it('"Ranged Evasion = Halved Dexterity Modifier + shield bonuses – armor penalty" (no weapon bonuses)', () => {
    expect(defenseValue(c, "rangedEvasion", gear).total).toBe(1 + 2 - 1);
    expect(defenseValue(c, "rangedEvasion", { ...gear, shieldFacing: false }).total).toBe(1 - 1);
  });

  it('"Unarmed Evasion = Inherent Evasion + 1/3 Level + Halved Dexterity Modifier – armor penalty"', () => {
    expect(defenseValue(c, "unarmedEvasion", gear).total).toBe(8 + 2 + 1 - 1);
  });

  it('"Fortitude = Inherent Fortitude + 1/3 Level + Halved Constitution Modifier + Halved Strength Modifier"', () => {
    expect(defenseValue(c, "fortitude").total).toBe(10 + 2 + 0 + 1);
  });

  it('"Will = Inherent Will + 1/3 Level + Halved Charisma Modifier + Halved Wisdom Modifier"', () => {
    expect(defenseValue(c, "will").total).toBe(10 + 2 - 1 + 0);
    expect(defenseValue(c, "will", {}, towardZero).total).toBe(10 + 2 + 0 + 0);
  });

  it('not Proficient with the weapon in hand: "-1 Evasion"; the parts always sum to the total', () => {
    const b = defenseValue(c, "evasion", { ...gear, notProficientWeapon: true });
    expect(b.total).toBe(12);
    expect(b.parts.reduce((s, p) => s + p.value, 0)).toBe(b.total);
  });
});
