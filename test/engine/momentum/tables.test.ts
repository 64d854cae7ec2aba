import { describe, expect, it } from "vitest";
import { MOMENTUM_CONDITIONS } from "../../../module/engine/rulesets/momentum/conditions.ts";
import {
  AFFINITY_FACTORS,
  DAMAGE_CATEGORIES,
  DAMAGE_TYPE_TABLE,
  DAMAGE_TYPES,
  typesOfCategory,
} from "../../../module/engine/rulesets/momentum/tables/damage-types.ts";
import {
  DEFENSE_ROLL_KINDS,
  DEFENSE_ROLL_TABLE,
} from "../../../module/engine/rulesets/momentum/tables/defense-rolls.ts";
import { SKILL_IDS, SKILL_TABLE } from "../../../module/engine/rulesets/momentum/tables/skills.ts";
import { STAT_BONUS_EXAMPLES, STAT_IDS, statBonus } from "../../../module/engine/rulesets/momentum/tables/stats.ts";

describe("momentum Stats", () => {
  it('"There are seven different kinds of DR. Each is based on one of the seven Stats"', () => {
    expect(STAT_IDS).toEqual(["strength", "dexterity", "constitution", "intelligence", "charisma", "instinct", "will"]);
  });

  it.each(STAT_BONUS_EXAMPLES.map((e) => [e.stat, e.value, e.bonus, e.seedText] as const))(
    "Stat Bonus of %s %i is %i — %s",
    (_stat, value, bonus) => {
      expect(statBonus(value)).toBe(bonus);
    },
  );
});

describe("momentum Defense Rolls, cell by cell", () => {
  it.each([
    ["strength", "strength", "rawForce", "Strength (Raw Force)"],
    ["dexterity", "dexterity", "nimbleness", "Dexterity (Nimbleness)"],
    ["constitution", "constitution", "endurance", "Constitution (Endurance)"],
    ["intelligence", "intelligence", "psychology", "Intelligence (Psychology)"],
    ["charisma", "charisma", "presence", "Charisma (Presence)"],
    ["instinct", "instinct", "intuition", "Instinct (Intuition)"],
    ["will", "will", "perseverance", "Will (Perseverance)"],
  ] as const)("%s DR adds the %s Stat Bonus and the %s Skill Level — %s", (kind, stat, skill, _seed) => {
    expect(DEFENSE_ROLL_TABLE[kind]).toMatchObject({ id: kind, stat, skill });
    expect(SKILL_TABLE[skill]).toMatchObject({ stat, seed: true });
  });

  it("lists the seven kinds once, in the seed's order", () => {
    expect(Object.keys(DEFENSE_ROLL_TABLE)).toEqual([...DEFENSE_ROLL_KINDS]);
  });

  it("the nine other skills carry Fray's governing Stat (seed: false)", () => {
    const fray = SKILL_IDS.filter((s) => !SKILL_TABLE[s].seed);
    expect(fray).toEqual([
      "athletics",
      "quickFingers",
      "analysis",
      "grace",
      "improvisation",
      "stealth",
      "perception",
      "firstAid",
      "streetSmarts",
    ]);
  });
});

describe("momentum damage types, cell by cell", () => {
  it('"There are 11 damage types that can be categorized into four categories: Physical, Elemental, Mystic, and Other"', () => {
    expect(DAMAGE_TYPES).toHaveLength(11);
    expect(DAMAGE_CATEGORIES).toEqual(["physical", "elemental", "mystic", "other"]);
    expect(Object.keys(DAMAGE_TYPE_TABLE)).toEqual([...DAMAGE_TYPES]);
  });

  it.each([
    ["physical", ["physical"], "It is so common that it has its own category."],
    ["elemental", ["chemical", "cold", "heat", "poison", "shock"], "Chemical, Cold, Heat, Poison, Shock"],
    ["mystic", ["curse", "holy", "spirit"], "Curse, Holy, Spirit"],
    ["other", ["psychic", "reality"], "Psychic, Reality"],
  ] as const)("%s holds %j — %s", (category, types, _seed) => {
    expect(typesOfCategory(category)).toEqual(types);
  });

  it.each([
    ["physical", "armor", false, undefined],
    ["chemical", "armor", false, "corroded"],
    ["cold", "armor", false, "chilled"],
    ["heat", "armor", false, "burning"],
    ["poison", "constitution", false, "poisoned"],
    ["shock", "armor", false, "shocked"],
    ["curse", "armor", false, undefined],
    ["holy", "armor", true, undefined],
    ["spirit", "armor", false, undefined],
    ["psychic", "will", false, undefined],
    ["reality", "armor", false, undefined],
  ] as const)("%s: defense %s, non-lethal to biological %s, linked status %s", (type, defense, holy, status) => {
    const row = DAMAGE_TYPE_TABLE[type];
    expect(row.defense).toBe(defense);
    expect(row.nonLethalToBiological).toBe(holy);
    expect(row.status).toBe(status);
  });

  it('"Every Elemental damage type has exactly one Status Effect that is linked to it"', () => {
    const elemental = typesOfCategory("elemental");
    const statuses = elemental.map((t) => DAMAGE_TYPE_TABLE[t].status);
    expect(new Set(statuses).size).toBe(elemental.length);
    for (const status of statuses) {
      expect(status && MOMENTUM_CONDITIONS[status].effects.category).toBe("elemental");
    }
    const others = DAMAGE_TYPES.filter((t) => DAMAGE_TYPE_TABLE[t].category !== "elemental");
    expect(others.every((t) => DAMAGE_TYPE_TABLE[t].status === undefined)).toBe(true);
  });

  it('"Resistance reduces … by half. Immunity nullifies … Vulnerability increases all damage of that type by half."', () => {
    expect(AFFINITY_FACTORS).toEqual({ resistance: 0.5, immunity: 0, vulnerability: 1.5 });
  });
});
