import { describe, expect, it } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/momentum/sheets/character-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { KIT, WARRIOR, makeActor, makeInput } from "./fixtures.ts";

const i18n = englishLocalizer();

describe("momentum character sheet context: Stats, derived defenses and Defense Rolls as the engine computes them", () => {
  const context = characterContext(makeInput({ i18n }));

  it("each Stat with its Stat Bonus (Stat − 10), read, not typed", () => {
    const strength = context.stats.stats.find((s) => s.id === "strength");
    expect(strength).toMatchObject({ label: "Strength", score: 14, bonusText: "+4" });
    expect(context.stats.stats.find((s) => s.id === "charisma")?.bonusText).toBe("−1");
    expect(context.stats.archetype.map((a) => `${a.label}: ${a.value}`)).toEqual([
      "Primary Stat: Strength",
      "Secondary Stat: Dexterity",
      "Evasion Stat: Strength",
    ]);
  });

  it("Evasion: 'a Dexterity of 13 and a Strength of 14 … 13 + 4 = 17', capped at 14 by medium armor, +1 buckler outside the cap", () => {
    const { evasion } = context.defenses;
    expect(evasion.valueText).toBe("15");
    expect(evasion.parts.map((p) => `${p.label} ${p.valueText}`)).toEqual([
      "Dexterity 13",
      "Strength Bonus (Evasion Stat) +4",
      "Evasion Cap 14 −3",
      "Buckler +1",
    ]);
    expect(evasion.capText).toBe("Capped at 14 by armor");
    expect(evasion.tooltipHeading).toBe("Evasion 15: how it adds up");
  });

  it("Armor, Initiative, Basic Movement in metres, DR Power and the Ability hit bonus, each with its rule as a hint", () => {
    const values = Object.fromEntries(context.defenses.values.map((v) => [v.id, v.valueText]));
    // Armor 2 + buckler 1; Instinct 12 × 2 + Athletics 2 + Grace 1; DR Power = Strength 14; +4 + ⌊3 / 2⌋.
    expect(values).toEqual({
      armor: "3",
      initiative: "27",
      basicMovement: "3 m",
      drPower: "14",
      abilityHitBonus: "+5",
    });
    expect(context.defenses.values.find((v) => v.id === "initiative")?.hint).toContain("Instinct × 2");
  });

  it("the seven Defense Rolls: Stat Bonus + Skill Level, named by Stat and Skill", () => {
    const rolls = Object.fromEntries(context.defenses.defenseRolls.map((r) => [r.label, r.valueText]));
    expect(rolls).toEqual({
      "Strength (Raw Force)": "+4",
      "Dexterity (Nimbleness)": "+3",
      "Constitution (Endurance)": "+3",
      "Intelligence (Psychology)": "0",
      "Charisma (Presence)": "−1",
      "Instinct (Intuition)": "+2",
      "Will (Perseverance)": "+2",
    });
  });

  it("affinities: one line per kind the creature has, or a sentence when it has none", () => {
    expect(context.affinities.rows).toEqual([]);
    expect(context.affinities.emptyText).toBe("No resistances, immunities or vulnerabilities.");
    const golem = {
      ...WARRIOR,
      affinities: { resistant: ["heat", "cold"], immune: ["poison"], vulnerable: [] },
    } as const;
    const rows = characterContext(makeInput({ i18n, actor: makeActor(golem) })).affinities.rows;
    expect(rows.map((r) => `${r.label}: ${r.types}`)).toEqual(["Resistant: Heat, Cold", "Immune: Poison"]);
  });

  it("header: Vitality and WP as bars, Temporary Vitality and Narrative Momentum as numbers, the Downed and Bleeding badges", () => {
    const bleeding = { ...WARRIOR, vitality: { value: -3, max: 20 } };
    const header = characterContext(makeInput({ i18n, actor: makeActor(bleeding, KIT, ["bleeding"]) })).header;
    expect(header.bars.map((b) => [b.label, b.valueText, b.percent])).toEqual([
      ["Vitality", "Vitality: -3 of 20", 0],
      ["WP", "WP: 5 of 5", 100],
    ]);
    expect(header.values.map((v) => `${v.label} ${v.value}`)).toEqual(["Temporary Vitality 0", "Narrative Momentum 3"]);
    // Below 1 Vitality the engine derives Downed (rules page decision 22); Bleeding is the stored status.
    expect(header.badges.map((b) => b.label)).toEqual(["Downed", "Bleeding"]);
    expect(header.subtitle).toBe("Creature · Medium");
    expect(header.trackFields).toEqual([]);
  });

  it("edit mode: every stored number a labelled input with its hint; derived values stay read-only", () => {
    const edit = characterContext(makeInput({ i18n, mode: "edit" }));
    expect(edit.header.trackFields.map((f) => f.name)).toEqual([
      "system.vitality.value",
      "system.vitality.max",
      "system.temporaryVitality",
      "system.wp.value",
      "system.wp.max",
      "system.narrativeMomentum",
    ]);
    const movement = edit.stats.detailFields.find((f) => f.name === "system.basicMovement");
    expect(movement).toMatchObject({ label: "Basic Movement (m)", value: "3", isNumber: true });
    expect(movement?.hint).toBe("Metres moved each turn without AP; usually 3 m.");
    expect(edit.stats.skills.find((s) => s.id === "firstAid")?.field).toMatchObject({
      name: "system.skills.firstAid",
      label: "First Aid",
    });
    const resist = edit.affinities.fields[0];
    expect(resist).toMatchObject({ name: "system.affinities.resistant", isMultiSelect: true, label: "Resistances" });
    expect(resist?.options).toHaveLength(11);
    const names = [...edit.header.trackFields, ...edit.stats.detailFields].map((f) => f.name);
    expect(names.some((n) => n.includes("derived") || n.includes("evasion") || n.includes("initiative"))).toBe(false);
  });

  it("inventory and Abilities tabs: equip toggles, quantities, and each Ability's Tier, cost and delivery", () => {
    const weapons = context.inventory.find((g) => g.id === "weapons");
    expect(weapons?.rows.map((r) => [r.name, r.summary, r.equip?.pressed])).toEqual([
      ["Ax", "1d8 Physical · Melee", true],
      ["Dagger", "1d4 Physical · Melee", false],
      ["Shortbow", "1d8 Physical · Ranged", true],
    ]);
    expect(context.inventory.find((g) => g.id === "armor")?.rows[0]?.summary).toBe("Armor 2 · Evasion Cap 14");
    expect(context.inventory.find((g) => g.id === "gear")?.rows.map((r) => r.quantity?.value)).toEqual([1, 2]);
    expect(context.abilities[0]?.rows.map((r) => r.summary)).toEqual([
      "Tier 1 · 2 AP · 2 WP · Attack roll",
      "Tier 1 · 2 AP · 3 WP · Defense Roll",
      "Tier 1 · 1 AP · 1 WP · Effect",
    ]);
  });
});
