import { describe, expect, it } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/wounds/sheets/character-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { KIT, SWORDSMAN, makeActor, makeInput } from "./fixtures.ts";

const i18n = englishLocalizer();

describe("wounds character sheet: every derived number from the engine, with its rule", () => {
  const context = characterContext(makeInput({ i18n }));

  it("the seven Defenses from their formulas, blocks included: melee 14 (10 + Speed 1 + sword 1 + shield 2), ranged 13 (the shield only)", () => {
    const byId = Object.fromEntries(context.defenses.defenses.map((d) => [d.id, d.valueText]));
    expect(byId).toEqual({
      melee: "14",
      ranged: "13",
      immobile: "5",
      power: "13",
      agility: "12",
      fortitude: "13",
      willpower: "12",
    });
    const melee = context.defenses.defenses[0];
    expect(melee?.parts.map((p) => `${p.label} ${p.valueText}`)).toEqual([
      "Base +10",
      "Size 0",
      "Speed +1",
      "Reason 0",
      "Longsword block +1",
      "Round Shield block +2",
    ]);
    expect(melee?.hint).toContain("never below −5");
  });

  it("the −5 floor on Speed + Reason shows as its own part: Speed −4 + Reason −3 is raised by 2", () => {
    const slow = { ...SWORDSMAN, attributes: { ...SWORDSMAN.attributes, speed: -4, reason: -3 } };
    const melee = characterContext(makeInput({ i18n, actor: makeActor(slow, []) })).defenses.defenses[0];
    expect(melee?.valueText).toBe("5");
    expect(melee?.parts.at(-1)).toEqual({ label: "Speed + Reason raised to −5", valueText: "+2" });
  });

  it("Toughness base and with armor noted apart; movement in yards; the Speed table's AP", () => {
    expect(context.defenses.toughness.map((t) => `${t.label}: ${t.valueText}`)).toEqual([
      "Base Toughness: 1",
      "Toughness with armor: 4 (armor +3)",
    ]);
    expect(context.defenses.values.map((v) => v.valueText)).toEqual([
      "9 yd",
      "7 at round start · 7 at turn end · 21 at most",
    ]);
  });

  it("the wound grid: light 5 + Persona 1, moderate/severe/critical 3/3/2 from Vitality 1, one fatal; filled slots drawn and counted", () => {
    const hurt = { ...SWORDSMAN, wounds: { light: 2, moderate: 1, severe: 0, critical: 0, fatal: 0 } };
    const grid = characterContext(makeInput({ i18n, actor: makeActor(hurt, KIT) })).woundGrid;
    expect(grid.rows.map((r) => [r.label, r.thresholdText, r.slots.length, r.countText])).toEqual([
      ["Light", "0+", 6, "2 of 6 filled"],
      ["Moderate", "2+", 3, "1 of 3 filled"],
      ["Severe", "4+", 3, "0 of 3 filled"],
      ["Critical", "6+", 2, "0 of 2 filled"],
      ["Fatal", "8+", 1, "0 of 1 filled"],
    ]);
    expect(grid.rows[0]?.slots.map((s) => s.filled)).toEqual([true, true, false, false, false, false]);
    expect(grid.sourceText).toContain("Vitality table");
    expect(grid.rows[1]?.field).toMatchObject({ name: "system.wounds.moderate", value: "1", max: "30" });
  });

  it("header: stamina and mana bars at the engine's maxima, fatigue and invested mana with the normal maxima, the severity badge", () => {
    const tired = {
      ...SWORDSMAN,
      wounds: { light: 1, moderate: 0, severe: 1, critical: 0, fatal: 0 },
      stamina: { value: 5, max: 11 },
      fatigue: 6,
      exhausted: true,
    };
    const header = characterContext(makeInput({ i18n, actor: makeActor(tired, KIT) })).header;
    expect(header.subtitle).toBe("Character · Size 0");
    expect(header.bars.map((b) => [b.key, b.value])).toEqual([
      ["stamina", 5],
      ["mana", 2],
    ]);
    expect(header.values[0]).toMatchObject({ label: "Fatigue", valueText: "6" });
    expect(header.values[0]?.hint).toContain("normal maximum 11");
    expect(header.badges.map((b) => b.label)).toEqual(["Exhausted", "Severe wounded"]);
  });

  it("skills and specializations as rows; edit mode gives each row's inputs and its remove button", () => {
    expect(context.stats.skills.map((s) => `${s.label} ${s.rank}`)).toEqual([
      "Melee 2",
      "Melee/Swords 1",
      "Athletics 1",
      "Reflex 1",
      "Resistance 1",
      "Resistance/Fortitude 1",
    ]);
    const edit = characterContext(makeInput({ i18n, mode: "edit" }));
    expect(edit.stats.skills[1]?.fields.map((f) => f.name)).toEqual([
      "system.skills.1.skill",
      "system.skills.1.specialization",
      "system.skills.1.rank",
    ]);
    expect(edit.stats.skills[1]?.removeLabel).toBe("Remove the skill Melee/Swords");
    expect(edit.header.trackFields.map((f) => f.name)).toContain("system.fatigue");
    expect(edit.stats.attributes[0]?.field).toMatchObject({
      name: "system.attributes.strength",
      min: "-10",
      max: "10",
    });
  });

  it("conditions in force are the engine's (a wound makes the creature wounded), each with its hint", () => {
    const hurt = { ...SWORDSMAN, wounds: { light: 1, moderate: 0, severe: 0, critical: 0, fatal: 0 } };
    const conditions = characterContext(makeInput({ i18n, actor: makeActor(hurt, KIT, ["prone"]) })).conditions;
    expect(conditions.items.map((c) => c.label)).toEqual(expect.arrayContaining(["Lightly Wounded", "Prone"]));
    expect(context.conditions.emptyText).toBe("No conditions.");
  });

  it("four tabs, inventory grouped by kind, abilities with their costs", () => {
    expect(context.tabStrip.tabs.map((t) => t.label)).toEqual(["Combat", "Inventory", "Abilities", "Biography"]);
    expect(context.inventory.map((g) => [g.heading, g.rows.map((r) => r.name)])).toEqual([
      ["Weapons", ["Dagger", "Longsword", "Shortbow"]],
      ["Armor", ["Mail Shirt"]],
      ["Shields", ["Round Shield"]],
      ["Gear", ["Healing Kit"]],
    ]);
    expect(context.abilities[0]?.rows[0]?.summary).toBe("Spell · 4 AP · 3 mana spent · Fire damage");
  });
});
