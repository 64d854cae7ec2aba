import { describe, expect, it } from "vitest";
import { levelFor } from "../../../module/engine/core/damage/levels.ts";
import { parseCheckNotation } from "../../../module/engine/rulesets/wounds/dice/notation.ts";
import {
  ATTACK_MODIFIER_TABLE,
  ATTACK_SITUATIONS,
} from "../../../module/engine/rulesets/wounds/tables/attack-modifiers.ts";
import { COMBAT_CHECK_IDS, COMBAT_CHECKS } from "../../../module/engine/rulesets/wounds/tables/combat-checks.ts";
import { DEFENSE_FORMULAS, DEFENSE_KINDS } from "../../../module/engine/rulesets/wounds/tables/defenses.ts";
import { HINDRANCE_IDS, HINDRANCE_TABLE } from "../../../module/engine/rulesets/wounds/tables/hindrances.ts";
import { RETRIEVE_COSTS, USE_OBJECT_COSTS } from "../../../module/engine/rulesets/wounds/tables/objects.ts";
import { WOUND_THRESHOLDS, thresholdOf } from "../../../module/engine/rulesets/wounds/tables/thresholds.ts";
import { WOUND_LEVELS, woundLevelNumber } from "../../../module/engine/rulesets/wounds/tables/wound-levels.ts";
import {
  FATAL_SLOTS,
  LIGHT_SLOTS_BASE,
  NPC_TIER_SLOTS,
  VITALITY_SLOTS,
  vitalitySlotRow,
} from "../../../module/engine/rulesets/wounds/tables/wound-slots.ts";
import { RECOVERY_TN, TREAT_WOUND_TN } from "../../../module/engine/rulesets/wounds/tables/wound-tns.ts";

describe('wound levels: "There are five types of wounds: light, moderate, severe, critical, and fatal."', () => {
  it('five levels in order, numbered as the seed does: "(1 for light, 2 for moderate, etc.)"', () => {
    expect(WOUND_LEVELS).toEqual(["light", "moderate", "severe", "critical", "fatal"]);
    expect(WOUND_LEVELS.map(woundLevelNumber)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("Wound Thresholds table, cell by cell", () => {
  it.each([
    ["light", 0],
    ["moderate", 2],
    ["severe", 4],
    ["critical", 6],
    ["fatal", 8],
  ] as const)("%s | %i", (level, threshold) => {
    expect(thresholdOf(level)).toBe(threshold);
  });
  it('"You gain a wound of the highest level whose threshold the damage exceeds or equals."', () => {
    expect(WOUND_THRESHOLDS.map((r) => r.level)).toEqual([...WOUND_LEVELS]);
    const read = (n: number) => levelFor(WOUND_THRESHOLDS, n);
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 30].map(read)).toEqual([
      undefined,
      "light",
      "light",
      "moderate",
      "moderate",
      "severe",
      "severe",
      "critical",
      "critical",
      "fatal",
      "fatal",
    ]);
  });
});

describe("Wound Slots table (Vitality | Moderate | Severe | Critical), cell by cell", () => {
  it.each([
    [-5, 1, 1, 0],
    [-4, 1, 1, 1],
    [-3, 2, 1, 1],
    [-2, 2, 2, 1],
    [-1, 3, 2, 1],
    [0, 3, 2, 2],
    [1, 3, 3, 2],
    [2, 4, 3, 2],
    [3, 4, 3, 3],
    [4, 4, 4, 3],
    [5, 5, 4, 3],
  ])("Vitality %i | %i | %i | %i", (vitality, moderate, severe, critical) => {
    expect(vitalitySlotRow(vitality)).toEqual({ vitality, moderate, severe, critical });
  });
  it("has exactly the eleven rows −5 … 5; past the ends the end rows apply", () => {
    expect(VITALITY_SLOTS.map((r) => r.vitality)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(vitalitySlotRow(-9).vitality).toBe(-5);
    expect(vitalitySlotRow(8).vitality).toBe(5);
  });
  it('"light wound slots equal to 5 + your Persona" and "only a single fatal wound slot"', () => {
    expect(LIGHT_SLOTS_BASE).toBe(5);
    expect(FATAL_SLOTS).toBe(1);
  });
  it('NPCs: "1, 2, or 3 slots of each level from Moderate to Critical depending on whether they are a minion, standard, or elite NPC"', () => {
    expect(NPC_TIER_SLOTS).toEqual({ minion: 1, standard: 2, elite: 3 });
  });
});

describe("Recovery Checks TN table, cell by cell", () => {
  it.each([
    ["light", -8],
    ["moderate", -5],
    ["severe", -1],
    ["critical", 4],
    ["fatal", 10],
  ] as const)("%s | %i", (level, tn) => {
    expect(RECOVERY_TN[level]).toBe(tn);
  });
});

describe("Treat Wound TN table, cell by cell", () => {
  it.each([
    ["light", -3],
    ["moderate", 0],
    ["severe", 3],
    ["critical", 6],
    ["fatal", 9],
  ] as const)("%s | %i", (level, tn) => {
    expect(TREAT_WOUND_TN[level]).toBe(tn);
  });
});

describe("Modifiers to Attack table (Melee | Ranged), cell by cell", () => {
  it.each([
    ["prone", "Prone", 3, -3],
    ["crouching", "Crouching", 2, -2],
    ["flanked", "Flanked", 2, 2],
    ["cover1/4", "1/4 cover", 0, -1],
    ["cover1/2", "1/2 cover", -2, -2],
    ["cover3/4", "3/4 cover", -3, -3],
    ["cover9/10", "9/10 cover (arrow slit)", -5, -5],
  ] as const)("%s: %s | %i | %i", (id, label, melee, ranged) => {
    expect(ATTACK_MODIFIER_TABLE[id]).toMatchObject({ label, melee, ranged });
  });
  it("has the seven rows in the seed's order", () => {
    expect(ATTACK_SITUATIONS).toHaveLength(7);
  });
});

describe("Hinder table (Attacker | Defender | Effect), cell by cell", () => {
  it.each([
    [
      "disarm",
      "Melee weapon check",
      "Melee weapon check or Agility defense",
      "The target drops one item it is holding.",
    ],
    [
      "distract",
      "Prs [Deception]",
      "Prc [Deception]",
      "The target has a -2 penalty to attack and defense until the end of the round.",
    ],
    [
      "shove",
      "Power",
      "Power or Agility defense",
      "The target is forced to move 1 yard plus up to one third of your margin of success in the direction you choose.",
    ],
    ["trip", "Power", "Power or Agility defense", "The target is knocked prone."],
  ] as const)("%s: %s | %s | %s", (id, attacker, defender, effect) => {
    expect(HINDRANCE_TABLE[id]).toMatchObject({ attackerText: attacker, defenderText: defender, effectText: effect });
    expect(HINDRANCE_TABLE[id].defender).toHaveLength(defender.split(" or ").length);
  });
  it("four hindrances", () => {
    expect(HINDRANCE_IDS).toEqual(["disarm", "distract", "shove", "trip"]);
  });
});

describe("object AP lists", () => {
  it('Retrieve or Stow: "Scabbard or normal pocket: 1", "Belt pouch or concealed pocket: 3", "Sack or backpack: 6"', () => {
    expect(Object.values(RETRIEVE_COSTS).map((r) => [r.label, r.ap])).toEqual([
      ["Scabbard or normal pocket", 1],
      ["Belt pouch or concealed pocket", 3],
      ["Sack or backpack", 6],
    ]);
  });
  it("Use an Object: door 2, torch 2, potion 4, bell 6, fire 8", () => {
    expect(Object.values(USE_OBJECT_COSTS).map((r) => [r.label, r.ap])).toEqual([
      ["Open or close a door", 2],
      ["Light a torch or candle from an existing flame", 2],
      ["Drink a potion", 4],
      ["Ring a large warning bell", 6],
      ["Start a fire with flint and steel", 8],
    ]);
  });
});

describe("Defense formulas, line by line", () => {
  it.each(DEFENSE_KINDS.map((k) => [k, DEFENSE_FORMULAS[k].seedText]))("%s — %s", (kind) => {
    const f = DEFENSE_FORMULAS[kind];
    // The data says what the seed's line says: base, attribute, Size sign, skill, specialization, blocks.
    const text = f.seedText;
    expect(text).toContain(`${f.base}`);
    if (f.sizeSign === -1) expect(text).toContain("- Size");
    if (f.sizeSign === 1) expect(text).toContain("+ Size");
    if (f.skill) expect(text).toContain(`+ ${f.skill} +`);
    if (f.specialization) expect(text).toContain(`${f.specialization} specialization`);
    expect(text.includes("Speed + Reason")).toBe(f.speedReason);
    expect(text.includes("all weapon block bonuses")).toBe(f.blocks === "all");
    expect(text.includes("defensive weapon block bonuses")).toBe(f.blocks === "defensive");
  });
});

describe("combat check formulas, line by line", () => {
  it.each(COMBAT_CHECK_IDS.map((id) => [id, COMBAT_CHECKS[id].seedText]))("%s — %s", (id) => {
    const f = COMBAT_CHECKS[id];
    expect(f.seedText.startsWith(f.notation)).toBe(true);
    expect(parseCheckNotation(f.notation)).toBeDefined();
    expect(f.seedText.includes("+ weapon's accuracy")).toBe(f.addsAccuracy);
  });
});
