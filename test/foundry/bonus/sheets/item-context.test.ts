import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/bonus/sheets/item-context.ts";
import { KIT, LONGSWORD, MAIL, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
const context = (item: (typeof KIT)[number], editable = true) =>
  itemContext({ item, editable, descriptionHtml: "<p>Fine steel.</p>", i18n });

describe("bonus item sheets", () => {
  it("a melee weapon: its fields as inputs named by their paths, labelled by the model; Reach and Light, no Range", () => {
    const ctx = context(LONGSWORD);
    expect(ctx.typeLabel).toBe("Weapon (Bonus Dice)");
    expect(ctx.properties.map((f) => [f.name, f.kind, f.label])).toEqual([
      ["system.damageValue", "number", "Damage Value"],
      ["system.quality", "select", "Quality"],
      ["system.delivery", "select", "Delivery"],
      ["system.style", "select", "Attack Style"],
      ["system.damageType", "select", "Damage Type"],
      ["system.ranged", "checkbox", "Ranged"],
      ["system.reach", "number", "Reach"],
      ["system.light", "checkbox", "Light"],
      ["system.toHealth", "checkbox", "Damages Health"],
      ["system.area", "checkbox", "Area Attack"],
      ["system.equipped", "checkbox", "Equipped"],
    ]);
    const quality = ctx.properties[1];
    expect(quality?.options.find((o) => o.selected)).toEqual({ value: "ordinary", label: "Ordinary", selected: true });
    expect(quality?.options).toHaveLength(6);
    expect(ctx.properties[10]?.checked).toBe(true);
    expect(ctx.properties[0]).toMatchObject({ value: "2", min: "0", max: "20", id: "longsword-system-damageValue" });
  });

  it("a ranged weapon: its Range, no Reach and no Light (the Off-hand attack's)", () => {
    const bow = { ...LONGSWORD, system: { ...LONGSWORD.system, ranged: true, range: 120 } };
    const names = context(bow).properties.map((f) => f.name);
    expect(names).toContain("system.range");
    expect(names).not.toContain("system.reach");
    expect(names).not.toContain("system.light");
  });

  it("every field of every kind has a hint, described on its input, and distances, dice and costs their units", () => {
    const talent = KIT.find((i) => i.kind === "ability" && i.system.kind === "talent");
    if (talent?.kind !== "ability") throw new Error("fixture");
    const bow = { ...LONGSWORD, system: { ...LONGSWORD.system, ranged: true } };
    const fields = [...KIT, bow, talent].flatMap((item) => context(item).properties);
    for (const f of fields) {
      expect(f.hint, f.name).not.toBe("");
      expect(f.describedBy.split(" "), f.name).toContain(`${f.id}-hint`);
    }
    const unit = (name: string) => fields.find((f) => f.name === name)?.unit;
    expect([unit("system.reach"), unit("system.range"), unit("system.damageValue")]).toEqual(["ft", "ft", "dice"]);
    expect([unit("system.vigor"), unit("system.mana"), unit("system.actions")]).toEqual(["Vigor", "Mana", "actions"]);
    expect(fields.find((f) => f.name === "system.reach")?.describedBy).toBe(
      "longsword-system-reach-unit longsword-system-reach-hint",
    );
    expect(unit("system.equipped")).toBe("");
  });

  it("armor, gear and abilities get their own fields", () => {
    expect(context(MAIL).properties.map((f) => f.name)).toEqual([
      "system.rank",
      "system.guardBonus",
      "system.quality",
      "system.protects",
      "system.durability.value",
      "system.durability.max",
      "system.equipped",
    ]);
    const protects = context(MAIL).properties.find((f) => f.name === "system.protects");
    expect(protects?.options.map((o) => o.label)).toEqual(["Physical damage (normal armor)", "Every damage type"]);
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
      "system.createsOpening",
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
      "system.bonusDice.rolls.resistance",
    ];
    const skill = { ...talent, system: { ...talent.system, kind: "skill" as const } };
    expect(context(skill).properties.map((f) => f.name)).toEqual(["system.kind", ...dice]);
    expect(context(skill).properties.map((f) => f.label)).toContain("Adds to initiative");
    expect(context(talent).properties.map((f) => f.name)).toEqual([
      "system.kind",
      "system.actions",
      "system.vigor",
      "system.mana",
      "system.createsOpening",
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
