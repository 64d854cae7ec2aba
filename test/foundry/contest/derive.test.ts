import { describe, expect, it } from "vitest";
import { deriveContest } from "../../../module/foundry/rulesets/contest/derive.ts";
import { loadoutOf, NO_GEAR } from "../../../module/foundry/rulesets/contest/sources.ts";
import { boneShield, ironPlate, kit, knight, longsword } from "./sources.ts";

describe("contest derivation: documents to engine values", () => {
  it('"each player character rolls 1d6 + their Initiative. Non-player characters … roll 1d6 + PER"', () => {
    expect(deriveContest(knight, NO_GEAR, [], "pc").initiative).toBe(2);
    expect(deriveContest(knight, NO_GEAR, [], "npc").initiative).toBe(1);
  });

  it("a skill's bonus is its governing attribute plus its rank", () => {
    const d = deriveContest(knight, NO_GEAR, [], "pc");
    expect(d.skills.athletics).toEqual({ rank: 2, attribute: "strength", bonus: 4 });
    expect(d.skills.dodge.bonus).toBe(2);
    const swapped = { ...knight, skills: { ...knight.skills, athletics: { rank: 2, attribute: "agility" as const } } };
    expect(deriveContest(swapped, NO_GEAR, [], "pc").skills.athletics.bonus).toBe(3);
  });

  it('"a full suit of Iron Armor has an AR of 5"; partial armor half of it, rounded up (decision 33)', () => {
    expect(deriveContest(knight, kit, [], "pc").armorRating).toBe(5);
    const partial = { ...ironPlate, data: { ...ironPlate.data, level: "partial" as const } };
    expect(deriveContest(knight, { ...kit, armor: [partial] }, [], "pc").armorRating).toBe(3);
    expect(deriveContest(knight, NO_GEAR, [], "pc").armor).toBeNull();
  });

  it('"If you have multiple sources of AR, you choose which one to use": the chosen one, else the strongest', () => {
    const leather = { id: "leather", name: "Leather", data: { ...ironPlate.data, material: "Leather", fullRating: 2 } };
    const gear = { ...kit, armor: [leather, ironPlate] };
    expect(deriveContest(knight, gear, [], "pc").armor?.id).toBe("plate");
    expect(deriveContest({ ...knight, armorChoice: "leather" }, gear, [], "pc").armorRating).toBe(2);
    expect(deriveContest(knight, gear, [], "pc").armorSources.map((s) => s.id)).toEqual(["leather", "plate"]);
  });

  it('"a Bone Shield has a BR of 6" and "protect from magical damage equal to half their BR (round up)"', () => {
    const d = deriveContest(knight, kit, [], "pc");
    expect(d.blockRating).toBe(6);
    expect(d.magicalBlockRating).toBe(3);
    const unequipped = { ...boneShield, data: { ...boneShield.data, equipped: false } };
    expect(deriveContest(knight, { ...kit, shields: [unequipped] }, [], "pc").blockRating).toBe(0);
  });

  it("training per style: the Knight's style covers sword, shield and plate; the Bandit's covers none of them", () => {
    const d = deriveContest(knight, kit, [], "pc");
    expect(d.styles[0]?.training).toEqual({ untrainedWeapon: false, untrainedArmor: false });
    expect(d.styles[1]?.training).toEqual({ untrainedWeapon: true, untrainedArmor: true });
    // The Bandit has the higher rank, but −2 and a bane make the Knight's style the default (engine bestStyle).
    expect(d.bestStyle).toBe(0);
    expect(d.dodgeTraining.untrainedArmor).toBe(false);
  });

  it('"Wearing no armor does not require training"; unarmed fighting is a piece of gear', () => {
    const d = deriveContest(knight, NO_GEAR, [], "pc");
    expect(d.armorLevel).toBe("unarmored");
    expect(d.styles[1]?.training).toEqual({ untrainedWeapon: false, untrainedArmor: false });
    expect(d.bestStyle).toBe(1);
  });

  it('a weapon is trained under its gear type, else its name; a shield under its gear type, else "shield"', () => {
    const blade = { ...longsword, name: "Old Blade", data: { ...longsword.data, gearType: "Longsword" } };
    expect(loadoutOf({ ...kit, weapons: [blade] }).wielded).toEqual(["longsword", "shield"]);
    expect(loadoutOf(kit).armor).toBe("full");
  });

  it('"up to 5 pieces of gear … for free … a maximum of 10": bought pieces and room left', () => {
    const big = { ...knight, styles: [{ name: "Wide", rank: 1, gear: ["a", "b", "c", "d", "e", "f", "g"] }] };
    expect(deriveContest(big, NO_GEAR, [], "pc").styles[0]).toMatchObject({ boughtGear: 2, gearLeft: 3 });
  });

  it('resistances by value, "you only benefit from the highest one", extended to groups', () => {
    const ork = {
      ...knight,
      resistances: [
        { against: "magical" as const, value: 2, source: "Ancestry: Ork" },
        { against: "fire" as const, value: 3, source: "Ring" },
      ],
      vulnerabilities: [
        { against: "crushing" as const, value: 3, source: "Brittle" },
        { against: "physical" as const, value: 1, source: "Curse" },
      ],
    };
    const d = deriveContest(ork, NO_GEAR, [], "pc").affinities;
    expect(d.fire).toEqual({ resistance: 3, vulnerability: 0 });
    expect(d.frost).toEqual({ resistance: 2, vulnerability: 0 });
    expect(d.crushing).toEqual({ resistance: 0, vulnerability: 3 });
    expect(d.slashing).toEqual({ resistance: 0, vulnerability: 1 });
    expect(d.acid).toBeUndefined();
  });

  it("conditions in force include those a condition imposes (Unconscious → Incapacitated)", () => {
    expect(deriveContest(knight, NO_GEAR, ["unconscious"], "pc").conditions).toEqual(
      expect.arrayContaining(["unconscious", "incapacitated"]),
    );
    expect(deriveContest(knight, NO_GEAR, ["not-a-condition"], "pc").conditions).toEqual([]);
  });
});
