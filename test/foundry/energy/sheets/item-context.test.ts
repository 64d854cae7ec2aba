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

  it("one context per energy item type", () => {
    const kinds = new Set(KIT.map((item) => itemContext({ item, editable: false, descriptionHtml: "", i18n }).kind));
    expect([...kinds].sort()).toEqual(["ability", "armor", "gear", "shield", "weapon"]);
  });
});
