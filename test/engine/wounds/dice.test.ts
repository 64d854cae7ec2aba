import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { toFoundryFormula } from "../../../module/engine/core/dice/formula.ts";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { checkCritical, checkRequest, notationParts } from "../../../module/engine/rulesets/wounds/dice/check.ts";
import { combatCheckRequest } from "../../../module/engine/rulesets/wounds/dice/combat-checks.ts";
import { damageRequest, STRONG_ATTACK_DICE } from "../../../module/engine/rulesets/wounds/dice/damage.ts";
import { initiativeRequest } from "../../../module/engine/rulesets/wounds/dice/initiative.ts";
import { CHECK_MECHANICS, naturalCritical } from "../../../module/engine/rulesets/wounds/dice/mechanic.ts";
import { formatCheckNotation, parseCheckNotation } from "../../../module/engine/rulesets/wounds/dice/notation.ts";
import { healingKitModifier, skillCheckRequest } from "../../../module/engine/rulesets/wounds/dice/skill-check.ts";
import { creature } from "./fixtures.ts";

const modifierMap = (request: { modifiers: readonly { source: string; value: number }[] }) =>
  Object.fromEntries(request.modifiers.map((m) => [m.source, m.value]));

describe('check notation: "Attr [Skill/Specialization]"', () => {
  it.each([
    ["Dex [Melee/Weapon group]", "dexterity", "Melee", "Weapon group", []],
    ["Str [Athletics/Power + Size]", "strength", "Athletics", "Power", [{ term: "Size", sign: 1 }]],
    ["Dex [Reflex/Agility - Size]", "dexterity", "Reflex", "Agility", [{ term: "Size", sign: -1 }]],
    ["Lor [Healing/Wounds]", "lore", "Healing", "Wounds", []],
    ["Prs [Deception]", "persona", "Deception", undefined, []],
    ["Prc [Reflex/Initiative]", "perception", "Reflex", "Initiative", []],
  ] as const)("%s", (text, attribute, skill, specialization, extras) => {
    const parsed = parseCheckNotation(text);
    expect(parsed).toEqual(
      specialization === undefined ? { attribute, skill, extras } : { attribute, skill, specialization, extras },
    );
    if (parsed) expect(formatCheckNotation(parsed)).toBe(text);
  });
  it("refuses text outside the notation", () => {
    expect(parseCheckNotation("Dexterity")).toBeUndefined();
    expect(parseCheckNotation("Xyz [Melee]")).toBeUndefined();
  });
});

describe('the check mechanic: "All attack and defense rolls are wild rolls" (docs/rules/wounds.md, The check)', () => {
  it("a check is 1d20 − 10 + its parts by default; a wild roll's die explodes on its maximum", () => {
    const standard = checkRequest({ label: "c", wild: false, parts: [{ source: "Dexterity", value: 3 }] });
    expect(toFoundryFormula(standard).formula).toBe("1d20[Check] - 10[Check offset] + 3[Dexterity]");
    const wild = checkRequest({ label: "c", wild: true, parts: [] });
    expect(toFoundryFormula(wild).formula).toBe("1d20x[Wild roll] - 10[Check offset]");
  });
  it('TNs are met on "equals or exceeds" ("If the attack roll equals or exceeds the target\'s Defense, then the attack hits")', () => {
    const request = checkRequest({ label: "c", wild: false, parts: [], tn: 5 });
    expect(request.target).toEqual({ kind: "meet", value: 5, source: "TN" });
    expect(interpretFaces(request, [[15]]).success).toBe(true);
    expect(interpretFaces(request, [[14]]).success).toBe(false);
  });
  it("the 2d10 setting rolls 2d10 − 11", () => {
    const request = checkRequest(
      { label: "c", wild: true, parts: [] },
      { ...DEFAULT_WOUNDS_OPTIONS, checkMechanic: "2d10" },
    );
    expect(toFoundryFormula(request).formula).toBe("2d10x[Wild roll] - 11[Check offset]");
    expect(CHECK_MECHANICS["2d10"]).toMatchObject({ count: 2, faces: 10, offset: -11 });
  });
  it("critical success is a natural maximum on every die, critical failure a natural 1 on every die", () => {
    const wild = checkRequest({ label: "c", wild: true, parts: [] });
    expect(naturalCritical(interpretFaces(wild, [[20, 4]]))).toBe("success");
    expect(naturalCritical(interpretFaces(wild, [[1]]))).toBe("failure");
    expect(naturalCritical(interpretFaces(wild, [[19]]))).toBeUndefined();
    const bell = checkRequest(
      { label: "c", wild: false, parts: [] },
      { ...DEFAULT_WOUNDS_OPTIONS, checkMechanic: "2d10" },
    );
    expect(naturalCritical(interpretFaces(bell, [[10, 10]]))).toBe("success");
    expect(naturalCritical(interpretFaces(bell, [[10, 9]]))).toBeUndefined();
    expect(naturalCritical(interpretFaces(bell, [[1, 1]]))).toBe("failure");
  });
  it("by default only wild rolls are critical; the setting extends it to every check", () => {
    const standard = checkRequest({ label: "c", wild: false, parts: [] });
    const natural20 = interpretFaces(standard, [[20]]);
    expect(checkCritical(natural20, false)).toBeUndefined();
    expect(checkCritical(natural20, false, { ...DEFAULT_WOUNDS_OPTIONS, criticals: "allChecks" })).toBe("success");
  });
});

describe('check parts: checks written "Attr [Skill/Specialization]"', () => {
  const c = creature({
    attributes: { dexterity: 3, strength: 2, perception: 1 },
    size: 1,
    skills: { Melee: 4, Athletics: 5, Reflex: 2 },
    specializations: { "Melee/Swords": 2, "Athletics/Power": 1, "Reflex/Initiative": 3 },
  });
  it('"Melee weapon: Dex [Melee/Weapon group] + weapon\'s accuracy"', () => {
    const request = combatCheckRequest(c, { check: "meleeWeapon", weaponGroup: "Swords", accuracy: 1 });
    expect(modifierMap(request)).toEqual({
      "Check offset": -10,
      Dexterity: 3,
      Melee: 4,
      "Melee/Swords": 2,
      Accuracy: 1,
    });
    expect(request.groups[0]?.explode).toBeDefined();
  });
  it('"Power: Str [Athletics/Power + Size]" and "Agility: Dex [Reflex/Agility - Size]"', () => {
    expect(modifierMap(combatCheckRequest(c, { check: "power" }))).toEqual({
      "Check offset": -10,
      Strength: 2,
      Athletics: 5,
      "Athletics/Power": 1,
      Size: 1,
    });
    expect(modifierMap(combatCheckRequest(c, { check: "agility" }))).toEqual({
      "Check offset": -10,
      Dexterity: 3,
      Reflex: 2,
      Size: -1,
    });
  });
  it('"All attack and defense rolls are wild rolls unless an ability indicates otherwise."', () => {
    expect(combatCheckRequest(c, { check: "fortitude" }).groups[0]?.explode).toBeDefined();
    expect(combatCheckRequest(c, { check: "fortitude", wild: false }).groups[0]?.explode).toBeUndefined();
    expect(skillCheckRequest(c, { notation: "Prs [Deception]" }).groups[0]?.explode).toBeUndefined();
  });
  it('initiative: "make a Prc [Reflex/Initiative] check and add 5"', () => {
    const request = initiativeRequest(c);
    expect(modifierMap(request)).toEqual({
      "Check offset": -10,
      Perception: 1,
      Reflex: 2,
      "Reflex/Initiative": 3,
      Initiative: 5,
    });
    expect(request.groups[0]?.explode).toBeUndefined();
  });
  it("an unknown specialization or skill counts 0", () => {
    const parts = notationParts(c, { attribute: "lore", skill: "Healing", specialization: "Wounds", extras: [] });
    expect(parts.map((p) => p.value)).toEqual([0, 0, 0]);
  });
  it('"You have a -5 penalty to your check if you do not have a healing kit"', () => {
    expect(healingKitModifier(false)).toEqual([{ source: "No healing kit", value: -5 }]);
    expect(healingKitModifier(true)).toEqual([]);
  });
  it("rolls are deterministic under the seeded RNG", () => {
    const request = combatCheckRequest(c, { check: "meleeWeapon", weaponGroup: "Swords" });
    expect(rollRequest(request, createRng(7)).total).toBe(rollRequest(request, createRng(7)).total);
  });
});

describe("damage roll", () => {
  it('"add your Strength and the weapon\'s damage value to your attack roll to determine the damage dealt"', () => {
    const request = damageRequest({ strength: 2, damageValue: 5, damageSource: "Sword damage" });
    expect(modifierMap(request)).toEqual({ Strength: 2, "Sword damage": 5 });
    expect(request.groups).toEqual([]);
  });
  it('Strong Attack: "On a hit, you deal an additional 1d6 damage."', () => {
    const request = damageRequest({ strength: 1, damageValue: 4, extraDice: [STRONG_ATTACK_DICE] });
    expect(toFoundryFormula(request).formula).toBe("1d6[Strong Attack] + 1[Strength] + 4[Damage value]");
  });
  it('underwater: "all weapon damage is halved except from aquatic weapons. You still apply your full Strength"', () => {
    const request = damageRequest({ strength: 3, damageValue: 5, halveDamageValue: true });
    expect(modifierMap(request)).toEqual({ Strength: 3, "Damage value": 2 });
  });
});
