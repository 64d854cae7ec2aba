import { describe, expect, it } from "vitest";
import { itemContext } from "../../../../module/foundry/rulesets/energy/sheets/item-context.ts";
import { KIT, LONGSWORD, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("energy item sheets", () => {
  it("a weapon: every stored field as a labelled input", () => {
    const ctx = itemContext({ item: LONGSWORD, editable: true, descriptionHtml: "", i18n });
    expect(ctx.typeLabel).toBe("Weapon (Energy)");
    const names = ctx.properties.map((f) => f.name);
    expect(names).toContain("system.damage.faces");
    expect(names).toContain("system.loadEnergy");
    expect(ctx.properties.find((f) => f.name === "system.loadEnergy")?.value).toBe("");
    expect(ctx.properties.find((f) => f.name === "system.kind")?.options.map((o) => o.label)).toEqual([
      "Melee",
      "Ranged",
      "Thrown",
    ]);
    expect(ctx.properties.every((f) => f.label !== "")).toBe(true);
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
