import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/wounds/sheets/item-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { FIREBOLT, KIT_BAG, MAIL, SHIELD, SWORD } from "./fixtures.ts";

const i18n = englishLocalizer();
const fields = (item: Parameters<typeof itemContext>[0]["item"]) =>
  itemContext({ item, editable: true, descriptionHtml: "", i18n }).properties;

describe("wounds item sheets: only each kind's own fields, with hints and units", () => {
  it("a weapon: kind, group, accuracy, damage and its type, reach and range in yards, block, the flags, its named properties", () => {
    const weapon = fields(SWORD);
    expect(weapon.map((f) => f.name)).toEqual([
      "system.kind",
      "system.group",
      "system.accuracy",
      "system.damage",
      "system.damageType",
      "system.reach",
      "system.range",
      "system.block",
      "system.penetrating",
      "system.bypassesArmor",
      "system.aquatic",
      "system.properties",
      "system.equipped",
    ]);
    // "All fire damage is halved underwater": the damage type, untyped unless the weapon says so (decision 224).
    expect(weapon[4]?.options.find((o) => o.selected)?.label).toBe("Untyped");
    expect(weapon[5]).toMatchObject({ label: "Reach", unit: "yd", value: "1" });
    expect(weapon[11]?.options.filter((o) => o.selected).map((o) => o.label)).toEqual(["Slicing"]);
    expect(weapon.every((f) => f.hint !== "")).toBe(true);
  });

  it("armor: Toughness; a shield: its block; gear: quantity, AP cost, healing kit", () => {
    expect(fields(MAIL).map((f) => f.name)).toEqual(["system.toughness", "system.equipped"]);
    expect(fields(SHIELD).map((f) => f.name)).toEqual(["system.block", "system.equipped"]);
    expect(fields(KIT_BAG).map((f) => [f.name, f.checked])).toEqual([
      ["system.quantity", false],
      ["system.apCost", false],
      ["system.healingKit", true],
    ]);
  });

  it("an ability or spell: its AP, stamina and mana (spent or invested, and how an investment returns), and what an attack spell rolls against and deals", () => {
    const spell = fields(FIREBOLT);
    expect(spell.map((f) => f.name)).toEqual([
      "system.kind",
      "system.school",
      "system.ap",
      "system.stamina",
      "system.mana",
      "system.manaUse",
      "system.retrieve",
      "system.attack",
      "system.damage",
      "system.damageType",
      "system.targets",
      "system.ranged",
      "system.penetrating",
      "system.bypassesArmor",
    ]);
    expect(spell[6]?.options.find((o) => o.selected)?.label).toBe("At the end of a long rest");
    expect(spell[9]?.options.map((o) => [o.label, o.selected])).toEqual([
      ["Untyped", false],
      ["Fire damage", true],
      ["Lightning damage", false],
    ]);
    expect(spell[10]?.options.find((o) => o.selected)?.label).toBe("Ranged");
    expect(itemContext({ item: FIREBOLT, editable: true, descriptionHtml: "", i18n }).typeLabel).toBe(
      "Ability (Wounds)",
    );
  });
});
