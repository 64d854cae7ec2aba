import { describe, expect, it } from "vitest";
import { ATTACK_TABLE, attackRow } from "../../../module/engine/rulesets/contest/tables/attacks.ts";
import {
  ARMOR_LEVEL_TABLE,
  ARMOR_LEVELS,
  BONE_SHIELD_BR,
  IRON,
} from "../../../module/engine/rulesets/contest/tables/armor.ts";
import { COMBAT_RESULTS } from "../../../module/engine/rulesets/contest/tables/combat-results.ts";
import { COVER_LEVELS, COVER_TABLE } from "../../../module/engine/rulesets/contest/tables/cover.ts";
import {
  DAMAGE_GROUPS,
  DAMAGE_TYPE_TABLE,
  DAMAGE_TYPES,
  RESISTIBLE_GROUPS,
  typesOf,
} from "../../../module/engine/rulesets/contest/tables/damage-types.ts";
import {
  DEFENSE_KINDS,
  DEFENSE_TABLE,
  SPELL_DEFENSES,
} from "../../../module/engine/rulesets/contest/tables/defenses.ts";
import { MANEUVER_IDS, MANEUVER_TABLE } from "../../../module/engine/rulesets/contest/tables/maneuvers.ts";
import { SIZE_CATEGORIES, SIZE_MATTERS, sizeEffect } from "../../../module/engine/rulesets/contest/tables/sizes.ts";
import {
  STYLE_EXAMPLES,
  STYLE_EXPANSION_XP,
  STYLE_FREE_GEAR,
  STYLE_MAX_GEAR,
} from "../../../module/engine/rulesets/contest/tables/styles.ts";

describe('damage types: "Physical Damage: … Magical Damage: … Other Damage Types:"', () => {
  it("twelve types in the seed's order, under its three headings", () => {
    expect(DAMAGE_GROUPS).toEqual(["physical", "magical", "other"]);
    expect(DAMAGE_TYPES).toHaveLength(12);
    expect(typesOf("physical")).toEqual(["crushing", "piercing", "slashing"]);
    expect(typesOf("magical")).toEqual(["fire", "frost", "shock"]);
    expect(typesOf("other")).toEqual(["acid", "force", "necrotic", "radiant", "poison", "psychic"]);
  });
  it.each([
    ["crushing", "Blunt trauma attacks, such as maces and fall damage."],
    ["piercing", "Puncturing and impaling skin, such as spears, rapiers, and bows."],
    ["slashing", "Sharp edges that cut, such as swords."],
    ["fire", "Burning flames from a dragon deal fire damage."],
    ["frost", "Spells such as winter storm deal frost damage."],
    ["shock", "Lightning bolts deal shock damage."],
    ["acid", "Liquid that destroys inorganic materials as well as organic tissue."],
    ["force", "Force is pure energy concentrated into a damaging form."],
    ["necrotic", "Unholy energy that decays."],
    ["radiant", "Divine energy."],
    ["poison", "Several different poisons and gasses deal poison damage."],
    ["psychic", "Abilities that target the mind deal psychic damage."],
  ] as const)("%s: %s", (type, text) => {
    expect(DAMAGE_TYPE_TABLE[type].seedText).toBe(text);
  });
  it('"Resistances can also be extended to their groups": physical and magical (Magic Resistance)', () => {
    expect(RESISTIBLE_GROUPS).toEqual(["physical", "magical"]);
  });
});

describe('cover: "There are three types of cover"', () => {
  it("low, high, full", () => {
    expect(COVER_LEVELS).toEqual(["low", "high", "full"]);
  });
  it.each([
    // level, attack, dodge, ranged attacks fail, share protected
    ["low", -2, 2, false, 0.5],
    ["high", -5, 5, false, 0.75],
    ["full", 0, 0, true, 1],
  ] as const)("%s: attack %d, Dodge %d, fail %s, protects %d", (level, attack, dodge, fails, protects) => {
    const row = COVER_TABLE[level];
    expect([row.attackModifier, row.dodgeModifier, row.rangedAttacksFail, row.protects]).toEqual([
      attack,
      dodge,
      fails,
      protects,
    ]);
  });
  it("each row quotes its seed sentence", () => {
    expect(COVER_TABLE.low.seedText).toContain("impose a -2 penalty to the attack test");
    expect(COVER_TABLE.low.seedText).toContain("+2 bonus on Dodge tests");
    expect(COVER_TABLE.high.seedText).toContain("-5/+5");
    expect(COVER_TABLE.full.seedText).toContain("automatically fail");
  });
});

describe('"*Size Matters"', () => {
  it("Fray's size ladder (the excerpt names none)", () => {
    expect(SIZE_CATEGORIES).toEqual(["tiny", "small", "medium", "large", "huge", "colossal"]);
  });
  it.each([
    ["medium", "colossal", "autoPass", "Creatures more than one size larger than you automatically pass the test."],
    ["medium", "huge", "autoPass", "Creatures more than one size larger than you automatically pass the test."],
    ["medium", "large", "boon", "If the target is one size larger than you, the target makes their test with a boon."],
    ["medium", "medium", "none", ""],
    ["medium", "small", "bane", "If the target is one size smaller than you, the target makes their test with a bane."],
    ["medium", "tiny", "autoFail", "Creatures more than one size smaller than you automatically fail the test."],
  ] as const)("%s against %s: %s (%s)", (me, target, effect, text) => {
    expect(sizeEffect(me, target)).toBe(effect);
    expect(SIZE_MATTERS.find((row) => row.effect === effect)?.seedText).toBe(text);
  });
});

describe('"Step II: Defend"', () => {
  it("four defenses; attack spells: Block or Dodge", () => {
    expect(DEFENSE_KINDS).toEqual(["block", "dodge", "parry", "withstand"]);
    expect(SPELL_DEFENSES).toEqual(["block", "dodge"]);
  });
  it.each([
    // id, skill, attributes, shield, not vs spells, not vs ranged, only vs mind, blocks on both pass
    ["block", "fightingStyle", ["strength"], true, false, false, false, true],
    ["dodge", "dodge", "any", false, false, false, false, false],
    ["parry", "fightingStyle", ["strength", "agility"], false, true, true, false, false],
    ["withstand", "focus", "any", false, false, false, true, false],
  ] as const)("%s", (id, skill, attributes, shield, spells, ranged, mind, blocks) => {
    const row = DEFENSE_TABLE[id];
    expect([row.skill, row.attributes, row.needsShield, row.notVsSpells, row.notVsRanged, row.onlyVsMind]).toEqual([
      skill,
      attributes,
      shield,
      spells,
      ranged,
      mind,
    ]);
    expect(row.blocksOnBothPass).toBe(blocks);
  });
  it("rows quote the seed", () => {
    expect(DEFENSE_TABLE.block.seedText).toBe(
      "If the character is wielding a shield, they can make a Fighting Style test using Strength.",
    );
    expect(DEFENSE_TABLE.dodge.seedText).toBe("The defender makes a Dodge test.");
    expect(DEFENSE_TABLE.parry.seedText).toContain("Spells and Ranged attacks can't be parried.");
    expect(DEFENSE_TABLE.withstand.seedText).toContain("can only be used against abilites that target the mind");
  });
});

describe('"Step I: Attack"', () => {
  it.each([
    ["strike", "melee", "fightingStyle", ["strength", "agility"]],
    ["strike", "ranged", "fightingStyle", ["agility"]],
    ["strike", "thrown", "fightingStyle", ["agility"]],
    ["spell", "melee", "sorcery", "any"],
    ["spell", "ranged", "sorcery", "any"],
    ["spell", "thrown", "sorcery", "any"],
  ] as const)("%s %s: %s with %j", (kind, delivery, skill, attributes) => {
    const row = attackRow(kind, delivery);
    expect([row.skill, row.attributes]).toEqual([skill, attributes]);
  });
  it('"When making a ranged or thrown attack, the character must use Agility"', () => {
    expect(attackRow("strike", "thrown").seedText).toBe(
      "When making a ranged or thrown attack, the character must use Agility as their governing attribute.",
    );
    expect(ATTACK_TABLE).toHaveLength(6);
  });
});

describe('"Step III: Determine Results"', () => {
  it.each([
    // id, damage, BR, maneuver
    ["bothFail", false, false, null],
    ["attackerCritical", true, false, "attacker"],
    ["defenderCritical", false, false, "defender"],
    ["blocked", true, true, null],
    ["hitOnSuccesses", true, false, null],
    ["missOnSuccesses", false, false, null],
  ] as const)("%s: damage %s, BR %s, maneuver %s", (id, damage, br, maneuver) => {
    const row = COMBAT_RESULTS[id];
    expect([row.damage, row.blockRating, row.maneuver]).toEqual([damage, br, maneuver]);
  });
  it("rows quote the seed", () => {
    expect(COMBAT_RESULTS.bothFail.seedText).toBe("Both fail. The committed AP is spent, and nothing happens.");
    expect(COMBAT_RESULTS.blocked.seedText).toContain("regardless of the attacker's Successes");
    expect(COMBAT_RESULTS.missOnSuccesses.seedText).toContain("Otherwise it misses.");
  });
});

describe('"Maneuvers"', () => {
  it("seven, in the seed's order; the asterisked ones follow Size Matters", () => {
    expect(MANEUVER_IDS).toEqual(["bash", "brace", "disarm", "feint", "precision", "push", "trip"]);
    expect(MANEUVER_IDS.filter((id) => MANEUVER_TABLE[id].sizeMatters)).toEqual(["bash", "disarm", "push", "trip"]);
  });
  it.each([
    // id, resisted with, own test, shield/heavy, strike only, needs reach, effect
    ["bash", ["athletics"], undefined, true, false, true, { kind: "condition", condition: "dazed" }],
    ["brace", [], undefined, false, false, false, { kind: "selfCondition", condition: "braced" }],
    ["disarm", ["athletics", "sleightOfHand"], undefined, false, false, true, { kind: "dropItem" }],
    ["feint", [], "deception", false, false, false, { kind: "feint" }],
    ["precision", [], undefined, false, true, false, { kind: "precision" }],
    ["push", ["athletics"], undefined, false, false, true, { kind: "pushed", metres: 1 }],
    ["trip", ["acrobatics"], undefined, false, false, true, { kind: "condition", condition: "prone" }],
  ] as const)("%s", (id, resist, ownTest, shield, strike, reach, effect) => {
    const row = MANEUVER_TABLE[id];
    expect(row.resist).toEqual(resist);
    expect(row.ownTest).toBe(ownTest);
    expect([row.needsShieldOrHeavyWeapon, row.strikeOnly, row.needsReach]).toEqual([shield, strike, reach]);
    expect(row.effect).toEqual(effect);
  });
  it("rows quote the seed", () => {
    expect(MANEUVER_TABLE.bash.seedText).toContain("The target must succeed on an Athletics test or become Dazed.");
    expect(MANEUVER_TABLE.brace.seedText).toBe(
      "You ready yourself for incoming retaliation. Your next Defense test gains a boon.",
    );
    expect(MANEUVER_TABLE.push.seedText).toContain("pushed back 1m");
    expect(MANEUVER_TABLE.trip.seedText).toContain("must pass an Acrobatics test, or be knocked prone");
    expect(MANEUVER_TABLE.precision.seedText).toContain("Must be used as part of a Strike.");
  });
});

describe('armor: "There are three levels of protective gear: Unarmored, Partial Armor, and Full Armor."', () => {
  it.each([
    ["unarmored", false, null],
    ["partial", true, "partial armor"],
    ["full", true, "full armor"],
  ] as const)("%s: needs training %s, listed as %s", (level, training, gear) => {
    expect(ARMOR_LEVEL_TABLE[level].needsTraining).toBe(training);
    expect(ARMOR_LEVEL_TABLE[level].gear).toBe(gear);
  });
  it('"a full suit of Iron Armor has an AR of 5"; "a Bone Shield has a BR of 6"', () => {
    expect(ARMOR_LEVELS).toEqual(["unarmored", "partial", "full"]);
    expect(IRON.fullRating).toBe(5);
    expect(BONE_SHIELD_BR).toBe(6);
  });
});

describe('Fighting Style: "up to 5 pieces of gear … for free … a maximum of 10 … costs 25 XP"', () => {
  it("the limits", () => {
    expect([STYLE_FREE_GEAR, STYLE_MAX_GEAR, STYLE_EXPANSION_XP]).toEqual([5, 10, 25]);
  });
  it.each([
    ["Baldrian Noble", "rapier, dagger, whip, arbolest, hand crossbow"],
    ["Classical Knight", "full armor, shield, longsword, lance, flail"],
    ["Elven Ashlander", "partial armor, twinblade, shortsword, javelin, bola"],
    ["Forest Bandit", "partial armor, dagger, shortbow, unarmed fighting, club"],
    ["Nordling Hunter", "partial armor, hatchet, spear, longbow, net"],
    ["Sahani Rider", "partial armor, shield, glaive, shortsword, spear"],
  ])("%s — Gear: %s", (name, gear) => {
    const example = STYLE_EXAMPLES.find((s) => s.name === name);
    expect(example?.gear.join(", ")).toBe(gear);
    expect(example?.gear.length).toBeLessThanOrEqual(STYLE_FREE_GEAR);
  });
});
