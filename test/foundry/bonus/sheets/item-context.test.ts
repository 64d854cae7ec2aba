import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/bonus/sheets/item-context.ts";
import { KIT, LONGSWORD, MAIL, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
const context = (item: (typeof KIT)[number], editable = true) =>
  itemContext({ item, editable, descriptionHtml: "<p>Fine steel.</p>", i18n });

describe("bonus item sheets", () => {
  it("a weapon: every stored field as an input named by its path, labelled by the model", () => {
    const ctx = context(LONGSWORD);
    expect(ctx.typeLabel).toBe("Weapon (Bonus Dice)");
    expect(ctx.properties.map((f) => [f.name, f.kind, f.label])).toEqual([
      ["system.damageValue", "number", "Damage Value"],
      ["system.quality", "select", "Quality"],
      ["system.delivery", "select", "Delivery"],
      ["system.style", "select", "Attack Style"],
      ["system.damageType", "select", "Damage Type"],
      ["system.ranged", "checkbox", "Ranged"],
      ["system.range", "number", "Range (ft)"],
      ["system.reach", "number", "Reach (ft)"],
      ["system.light", "checkbox", "Light"],
      ["system.equipped", "checkbox", "Equipped"],
    ]);
    const quality = ctx.properties[1];
    expect(quality?.options.find((o) => o.selected)).toEqual({ value: "ordinary", label: "Ordinary", selected: true });
    expect(quality?.options).toHaveLength(6);
    expect(ctx.properties[9]?.checked).toBe(true);
    expect(ctx.properties[0]).toMatchObject({ value: "2", min: "0", max: "20", id: "longsword-system-damageValue" });
  });

  it("armor, gear and abilities get their own fields", () => {
    expect(context(MAIL).properties.map((f) => f.name)).toEqual([
      "system.rank",
      "system.guardBonus",
      "system.quality",
      "system.durability.value",
      "system.durability.max",
      "system.equipped",
    ]);
    const gear = KIT.find((i) => i.kind === "gear");
    const spell = KIT.find((i) => i.kind === "ability" && i.system.kind === "spell");
    if (!gear || !spell) throw new Error("fixture");
    expect(context(gear).properties.map((f) => f.label)).toEqual(["Quantity", "Consumable"]);
    const kinds = context(spell).properties[0]?.options.map((o) => o.label);
    expect(kinds).toEqual(["Skill", "Talent", "Technique", "Spell"]);
    expect(context(spell).properties.map((f) => f.name)).toEqual([
      "system.kind",
      "system.actions",
      "system.vigor",
      "system.mana",
    ]);
  });

  it("a skill gives its bonus dice and the rolls they add to; a talent its costs and its dice (seed: 'Bonus dice can be added from having Skill bonuses, Talents')", () => {
    const talent = KIT.find((i) => i.kind === "ability" && i.system.kind === "talent");
    if (talent?.kind !== "ability") throw new Error("fixture");
    const dice = [
      "system.bonusDice.count",
      "system.bonusDice.rolls.weapon",
      "system.bonusDice.rolls.unarmed",
      "system.bonusDice.rolls.spell",
      "system.bonusDice.rolls.technique",
      "system.bonusDice.rolls.initiative",
      "system.bonusDice.rolls.medicine",
    ];
    const skill = { ...talent, system: { ...talent.system, kind: "skill" as const } };
    expect(context(skill).properties.map((f) => f.name)).toEqual(["system.kind", ...dice]);
    expect(context(skill).properties.map((f) => f.label)).toContain("Adds to initiative");
    expect(context(talent).properties.map((f) => f.name)).toEqual([
      "system.kind",
      "system.actions",
      "system.vigor",
      "system.mana",
      ...dice,
    ]);
  });

  it("the description: enriched to read, stored source and field name for the editor", () => {
    const ctx = context(LONGSWORD);
    expect(ctx.description).toMatchObject({
      heading: "Description",
      html: "<p>Fine steel.</p>",
      name: "system.description",
      value: "",
    });
    expect(ctx.nameField).toMatchObject({ name: "name", value: "Longsword", label: "Name" });
  });
});
