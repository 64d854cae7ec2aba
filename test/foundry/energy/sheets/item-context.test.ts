import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/energy/sheets/item-context.ts";
import { KIT, LONGSWORD, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("energy item sheets", () => {
  it("a melee weapon: its fields as labelled inputs, with no range, draw weight or Load", () => {
    const ctx = itemContext({ item: LONGSWORD, editable: true, descriptionHtml: "", i18n });
    expect(ctx.typeLabel).toBe("Weapon (Energy)");
    expect(ctx.properties.map((f) => f.name)).toEqual([
      "system.kind",
      "system.damage.count",
      "system.damage.faces",
      "system.damage.bonus",
      "system.damageType",
      "system.attackBonus",
      "system.accuracy",
      "system.precision",
      "system.reach",
      "system.blunt",
      "system.weight",
      "system.evasionBonus",
      "system.properties",
      "system.mpr",
      "system.equipped",
      "system.sideArm",
    ]);
    expect(ctx.properties.find((f) => f.name === "system.kind")?.options.map((o) => o.label)).toEqual([
      "Melee",
      "Ranged",
      "Thrown",
      "Unarmed",
    ]);
    expect(ctx.properties.every((f) => f.label !== "")).toBe(true);
  });

  it("a bow: its range trio, draw weight and Load (empty: the weapon names none), no Reach or AV bonus", () => {
    const bow = { ...LONGSWORD, system: { ...LONGSWORD.system, kind: "ranged" as const } };
    const ctx = itemContext({ item: bow, editable: true, descriptionHtml: "", i18n });
    const names = ctx.properties.map((f) => f.name);
    for (const name of ["range.advantage", "range.disadvantage", "range.maximum", "rangedKind", "drawWeightKg"])
      expect(names).toContain(`system.${name}`);
    expect(ctx.properties.find((f) => f.name === "system.loadEnergy")?.value).toBe("");
    for (const name of ["reach", "blunt", "attackBonus"]) expect(names).not.toContain(`system.${name}`);
    expect(ctx.properties.find((f) => f.name === "system.drawWeightKg")).toMatchObject({
      label: "Draw Weight",
      unit: "kg",
    });
  });

  it("a thrown weapon: its AV bonus (its Accuracy) and range trio, no draw weight, Load, Reach or own Accuracy", () => {
    const javelin = { ...LONGSWORD, system: { ...LONGSWORD.system, kind: "thrown" as const } };
    const names = itemContext({ item: javelin, editable: true, descriptionHtml: "", i18n }).properties.map(
      (f) => f.name,
    );
    expect(names).toContain("system.attackBonus");
    expect(names).toContain("system.range.maximum");
    expect(names).toContain("system.weight");
    for (const name of ["drawWeightKg", "loadEnergy", "rangedKind", "reach", "accuracy"])
      expect(names).not.toContain(`system.${name}`);
  });

  it('an Unarmed attack: "Unarmed AV = 15 + MASAB", "Damage = MASAB (min 1)", "Reach0" — no dice, bonus or reach', () => {
    const fist = { ...LONGSWORD, system: { ...LONGSWORD.system, kind: "unarmed" as const } };
    const names = itemContext({ item: fist, editable: true, descriptionHtml: "", i18n }).properties.map((f) => f.name);
    expect(names).toEqual(["system.kind", "system.damageType", "system.precision", "system.equipped"]);
  });

  it("every field of every kind has a hint, described on its input, and distances, weights, dice and costs units", () => {
    const kinds = ["melee", "ranged", "thrown", "unarmed"] as const;
    const weapons = kinds.map((kind) => ({ ...LONGSWORD, system: { ...LONGSWORD.system, kind } }));
    const fields = [...KIT, ...weapons].flatMap(
      (item) => itemContext({ item, editable: true, descriptionHtml: "", i18n }).properties,
    );
    for (const f of fields) {
      expect(f.hint, f.name).not.toBe("");
      expect(f.describedBy.split(" "), f.name).toContain(`${f.id}-hint`);
    }
    const unit = (name: string) => fields.find((f) => f.name === name)?.unit;
    expect([unit("system.reach"), unit("system.range.maximum"), unit("system.damage.count")]).toEqual([
      "m",
      "m",
      "dice",
    ]);
    expect([unit("system.energy"), unit("system.stamina"), unit("system.loadEnergy")]).toEqual([
      "Energy",
      "Stamina",
      "Energy",
    ]);
  });

  it("weapons, shields and gear say whether they are a side arm: 'a side arm, or otherwise easily accessible item takes only 1 Energy'", () => {
    const sideArm = (item: (typeof KIT)[number]) =>
      itemContext({ item, editable: true, descriptionHtml: "", i18n }).properties.find(
        (f) => f.name === "system.sideArm",
      );
    const byKind = (kind: string) => KIT.find((i) => i.kind === kind);
    for (const kind of ["weapon", "shield", "gear"]) {
      const item = byKind(kind);
      if (!item) throw new Error(kind);
      expect(sideArm(item)?.label).toBe("Side arm (easily accessible)");
    }
    const mail = byKind("armor");
    if (!mail) throw new Error("armor");
    expect(sideArm(mail)).toBeUndefined();
  });

  it("one context per energy item type", () => {
    const kinds = new Set(KIT.map((item) => itemContext({ item, editable: false, descriptionHtml: "", i18n }).kind));
    expect([...kinds].sort()).toEqual(["ability", "armor", "gear", "shield", "weapon"]);
  });
});
