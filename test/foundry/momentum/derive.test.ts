import { describe, expect, it } from "vitest";
import { deriveMomentum } from "../../../module/foundry/rulesets/momentum/derive.ts";
import { NO_GEAR, toMomentumCreature, wornGear } from "../../../module/foundry/rulesets/momentum/sources.ts";
import { ax, kit, warrior } from "./sources.ts";

describe("momentum derivation: documents to engine values", () => {
  it('"3 plus 1,5, which is rounded down to 1, for a total of 4": the ax\'s hit bonus with Strength and Dexterity 13', () => {
    const thirteen = { ...warrior, stats: { ...warrior.stats, strength: 13 } };
    expect(deriveMomentum(thirteen, { ...NO_GEAR, weapons: [ax] }, []).weaponHitBonus).toEqual({ ax: 4 });
  });

  it("an unequipped weapon has no hit bonus on the sheet; the weapon's own bonus adds", () => {
    const stowed = { ...ax, data: { ...ax.data, equipped: false } };
    expect(deriveMomentum(warrior, { ...NO_GEAR, weapons: [stowed] }, []).weaponHitBonus).toEqual({});
    const fine = { ...ax, data: { ...ax.data, hitBonus: 1 } };
    expect(deriveMomentum(warrior, { ...NO_GEAR, weapons: [fine] }, []).weaponHitBonus).toEqual({ ax: 4 + 1 + 1 });
  });

  it('"Your Ability hit bonus … uses your Primary and Secondary Stat … determined by your Archetype"', () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).abilityHitBonus).toBe(4 + 1);
  });

  it('"a Dexterity of 13 and a Strength of 14 … 13 + 4 = 17"; medium armor caps the base at 14', () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).evasion.total).toBe(17);
    const worn = { ...kit, shields: [] };
    expect(deriveMomentum(warrior, worn, []).evasion.total).toBe(14);
  });

  it('"The Evasion Cap does not affect any other source of additional Evasion": the shield adds above the cap', () => {
    const d = deriveMomentum(warrior, kit, []);
    expect(d.evasion.total).toBe(15);
    expect(d.evasion.parts.map((p) => p.kind)).toEqual(["base", "base", "cap", "bonus"]);
  });

  it("the lowest Evasion Cap of the armor worn counts; unequipped armor neither caps nor protects", () => {
    const two = [
      { id: "a", name: "Light", data: { armor: 1, evasionCap: 16, equipped: true } },
      { id: "b", name: "Heavy", data: { armor: 4, evasionCap: 12, equipped: false } },
    ];
    expect(wornGear({ ...NO_GEAR, armor: two })).toEqual({ armor: 1, evasionCap: 16, evasionBonuses: [] });
  });

  it("Armor sums natural Armor and what is worn; Corroded takes 2 off; a negative natural Armor stays negative", () => {
    expect(deriveMomentum(warrior, kit, []).armor).toBe(3);
    expect(deriveMomentum(warrior, kit, ["corroded"]).armor).toBe(1);
    expect(deriveMomentum({ ...warrior, naturalArmor: -2 }, NO_GEAR, []).armor).toBe(-2);
  });

  it('"a Constitution of 10 and an Endurance Skill Level of 3 (which leads to a Constitution DR of 3)"; all seven DR', () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).defenseRolls).toEqual({
      strength: 4,
      dexterity: 3,
      constitution: 3,
      intelligence: 0,
      charisma: -1,
      instinct: 2,
      will: 2,
    });
  });

  it('"The DR Power is equal to the Primary Stat of the creature"', () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).drPower).toBe(14);
  });

  it('"Your Instinct Stat times two plus your Athletics, Quick Fingers, Analysis, Grace, and Improvisation"; objects 0', () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).initiative).toBe(12 * 2 + 2 + 1);
    expect(deriveMomentum({ ...warrior, kind: "object" }, NO_GEAR, []).initiative).toBe(0);
  });

  it("Basic Movement as it stands: Chilled halves it, Restrained stops it", () => {
    expect(deriveMomentum(warrior, NO_GEAR, []).basicMovement).toBe(3);
    expect(deriveMomentum(warrior, NO_GEAR, ["chilled"]).basicMovement).toBe(1);
    expect(deriveMomentum(warrior, NO_GEAR, ["restrained"]).basicMovement).toBe(0);
  });

  it("conditions in force follow Vitality (Downed below 1 brings Prone); statuses the ruleset lacks are ignored", () => {
    const down = { ...warrior, vitality: { value: 0, max: 20 } };
    expect(deriveMomentum(down, NO_GEAR, ["dazed"]).conditions).toEqual(expect.arrayContaining(["downed", "prone"]));
    expect(deriveMomentum(down, NO_GEAR, ["dazed"]).conditions).not.toContain("dazed");
  });

  it("the engine creature carries the affinities once each and the worn Armor", () => {
    const twice = {
      ...warrior,
      affinities: { resistant: ["heat", "heat"], immune: [], vulnerable: ["cold"] },
    } as const;
    const c = toMomentumCreature(twice, kit);
    expect(c.affinities).toEqual({ resistant: ["heat"], immune: [], vulnerable: ["cold"] });
    expect(c.armor).toBe(3);
    expect(c.evasionCap).toBe(14);
  });
});
