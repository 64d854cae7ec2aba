import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { deriveWounds } from "../../../module/foundry/rulesets/wounds/derive.ts";
import {
  toWoundsCreature,
  toWoundsWeapon,
  type WoundsNpcSource,
} from "../../../module/foundry/rulesets/wounds/sources.ts";
import { goblin, kit, NO_GEAR, swordsman } from "./sources.ts";

const totals = (d: ReturnType<typeof deriveWounds>) =>
  Object.fromEntries(Object.entries(d.defenses).map(([kind, b]) => [kind, b.total]));

describe("wounds derivation: documents to engine values", () => {
  it("the seven Defenses from their formulas, with all block bonuses in melee and the shield's in ranged", () => {
    // "Melee Defense: 10 - Size + Speed + Reason + all weapon block bonuses" = 10 + 1 + 0 + 1 (sword) + 2 (shield);
    // "Ranged Defense: … + defensive weapon block bonuses" counts only the shield.
    expect(totals(deriveWounds(swordsman, kit, []))).toEqual({
      melee: 14,
      ranged: 13,
      immobile: 5, // "5 - Size"
      power: 13, // 10 + Str 2 + Size 0 + Athletics 1 + Power 0
      agility: 12, // 10 + Dex 1 − Size 0 + Reflex 1
      fortitude: 13, // 10 + Vit 1 + Resistance 1 + Fortitude 1
      willpower: 12, // 10 + Prs 1 + Resistance 1
    });
  });

  it('"If Speed + Reason is less than -5, use -5 instead"; unequipped gear blocks nothing', () => {
    const slow = { ...swordsman, attributes: { ...swordsman.attributes, speed: -4, reason: -3 } };
    const unequipped = { ...kit, shields: kit.shields.map((s) => ({ ...s, data: { ...s.data, equipped: false } })) };
    const d = deriveWounds(slow, unequipped, []);
    expect(d.defenses.melee.total).toBe(10 - 5 + 1);
    expect(d.defenses.ranged.total).toBe(10 - 5);
    expect(d.defenses.melee.parts.map((p) => p.id)).toContain("speedReasonFloor");
  });

  it("Toughness is Vitality + Size + other, with the armor worn noted apart", () => {
    const d = deriveWounds({ ...swordsman, toughnessBonus: 1 }, kit, []);
    expect(d.toughness).toMatchObject({ base: 2, armor: 3, total: 5 });
    expect(deriveWounds(swordsman, NO_GEAR, []).toughness).toMatchObject({ base: 1, armor: 0, total: 1 });
  });

  it("the wound grid: light 5 + Persona, the Vitality table's row, one fatal slot, each with its threshold", () => {
    const d = deriveWounds({ ...swordsman, wounds: { ...swordsman.wounds, light: 2, moderate: 1 } }, NO_GEAR, []);
    expect(d.woundGrid).toEqual([
      { level: "light", threshold: 0, capacity: 6, filled: 2 },
      { level: "moderate", threshold: 2, capacity: 3, filled: 1 },
      { level: "severe", threshold: 4, capacity: 3, filled: 0 },
      { level: "critical", threshold: 6, capacity: 2, filled: 0 },
      { level: "fatal", threshold: 8, capacity: 1, filled: 0 },
    ]);
    expect(d.severity).toBe("moderate");
    expect(d.conditions).toContain("moderatelyWounded");
    expect(deriveWounds(swordsman, NO_GEAR, []).severity).toBeNull();
  });

  it("NPCs: 1/2/3 slots by tier from moderate to critical, light per the npcLightSlots setting", () => {
    const capacities = (options = DEFAULT_WOUNDS_OPTIONS) =>
      deriveWounds(goblin, NO_GEAR, [], options).woundGrid.map((row) => row.capacity);
    expect(capacities()).toEqual([4, 1, 1, 1, 1]); // light 5 + Persona −1
    expect(capacities({ ...DEFAULT_WOUNDS_OPTIONS, npcLightSlots: "tier" })).toEqual([1, 1, 1, 1, 1]);
    const eliteGoblin: WoundsNpcSource = { ...goblin, tier: "elite" };
    const elite = deriveWounds(eliteGoblin, NO_GEAR, []);
    expect(elite.woundGrid.map((row) => row.capacity)).toEqual([4, 3, 3, 3, 1]);
  });

  it('stamina: race + Vitality, "reduced by your fatigue level"; staggered at the normal maximum, NPCs immune', () => {
    expect(deriveWounds(swordsman, NO_GEAR, []).stamina).toEqual({ normalMax: 11, max: 11 });
    const tired = deriveWounds({ ...swordsman, fatigue: 6 }, NO_GEAR, []);
    expect(tired.stamina).toEqual({ normalMax: 11, max: 5 });
    expect(tired.staggered).toBe(false);
    expect(deriveWounds({ ...swordsman, fatigue: 11 }, NO_GEAR, []).staggered).toBe(true);
    expect(deriveWounds({ ...goblin, fatigue: 30 }, NO_GEAR, []).staggered).toBe(false);
  });

  it("mana: race + Lore, the current maximum lowered by what is invested", () => {
    const invested = [{ id: "ward", label: "Ward", amount: 1, retrieve: "longRest" as const }];
    expect(deriveWounds({ ...swordsman, invested }, NO_GEAR, []).mana).toEqual({ normalMax: 2, invested: 1, max: 1 });
  });

  it("movement rate from Strength + Size + Athletics, AP from the Speed table", () => {
    const d = deriveWounds(swordsman, NO_GEAR, []);
    expect(d.movementRate).toBe(9); // score 3: the "3 – 6" row
    expect(d.ap).toEqual({ roundStart: 7, turnEnd: 7, max: 21 }); // Speed 1
    const fast = deriveWounds({ ...swordsman, attributes: { ...swordsman.attributes, speed: 4 } }, NO_GEAR, []);
    expect(fast.ap).toEqual({ roundStart: 11, turnEnd: 10, max: 31 });
  });

  it("conditions in force include implied ones; statuses the ruleset does not know are ignored", () => {
    const d = deriveWounds(swordsman, NO_GEAR, ["pinned", "blinded"]);
    expect(d.conditions).toEqual(expect.arrayContaining(["pinned", "helpless", "immobile", "grappling"]));
    expect(d.conditions).not.toContain("blinded");
  });
});

describe("wounds sources: stored shape to engine shape", () => {
  it("skill rows become the engine's skill and specialization records; a duplicate counts its highest rank", () => {
    const c = toWoundsCreature({
      ...swordsman,
      skills: [
        ...swordsman.skills,
        { skill: "Melee", specialization: "", rank: 1 },
        { skill: " ", specialization: "", rank: 4 },
      ],
    });
    expect(c.skills).toEqual({ Melee: 2, Athletics: 1, Reflex: 1, Resistance: 1 });
    expect(c.specializations).toEqual({ "Melee/Swords": 1, "Resistance/Fortitude": 1 });
    expect(c.kind).toBe("character");
  });

  it("an NPC source carries its tier and special flag; afflictions and flags map over", () => {
    const c = toWoundsCreature({ ...goblin, afflictions: { bleeding: "moderate", burning: null } });
    expect(c).toMatchObject({ kind: "npc", npcTier: "minion", special: false, afflictions: { bleeding: "moderate" } });
    expect(c.afflictions).not.toHaveProperty("burning");
  });

  it("a weapon item becomes the engine weapon the attack plan reads", () => {
    const sword = kit.weapons[0];
    if (!sword) throw new Error("fixture");
    expect(toWoundsWeapon(sword)).toEqual({
      label: "Longsword",
      group: "Swords",
      accuracy: 1,
      damage: 3,
      damageType: "untyped",
      ranged: false,
      reach: 1,
      aquatic: false,
      penetrating: false,
      bypassesArmor: false,
      properties: ["slicing"],
    });
  });
});
