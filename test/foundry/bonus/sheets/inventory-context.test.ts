import { describe, expect, it } from "vitest";
import { inventoryContext, powersContext } from "../../../../module/foundry/rulesets/bonus/sheets/inventory-context.ts";
import { abilityCostText } from "../../../../module/foundry/rulesets/bonus/sheets/labels.ts";
import { KIT, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("bonus sheet: inventory and abilities lists", () => {
  it("weapons, armor and gear groups, sorted by name, each row with open and delete labels", () => {
    const groups = inventoryContext(i18n, KIT);
    expect(groups.map((g) => [g.heading, g.rows.map((r) => r.name)])).toEqual([
      ["Weapons", ["Dagger", "Longsword", "Shortbow"]],
      ["Armor", ["Mail Hauberk"]],
      ["Gear", ["Healing Draught", "Rope (50 ft)"]],
    ]);
    const longsword = groups[0]?.rows[1];
    expect(longsword).toMatchObject({ openLabel: "Open Longsword", deleteLabel: "Delete Longsword" });
    expect(longsword?.summary).toBe("2d8 Kinetic, Ordinary");
    expect(groups[1]?.rows[0]?.summary).toBe("AR 3, Guard +2");
  });

  it("equip toggles carry their state in aria-pressed under a constant label", () => {
    const [weapons] = inventoryContext(i18n, KIT);
    expect(weapons?.rows[0]?.equip).toEqual({ pressed: false, text: "Equipped", ariaLabel: "Equipped: Dagger" });
    expect(weapons?.rows[1]?.equip?.pressed).toBe(true);
  });

  it("gear has a quantity with − / + labels; − is disabled at 0", () => {
    const gear = inventoryContext(i18n, KIT)[2];
    expect(gear?.rows[0]?.quantity).toEqual({
      value: 3,
      decreaseLabel: "One fewer Healing Draught",
      increaseLabel: "One more Healing Draught",
      atMinimum: false,
    });
    expect(gear?.rows[0]?.summary).toBe("Consumable");
    expect(gear?.rows[0]?.equip).toBeNull();
  });

  it("skills with the dice they add; talents, techniques and spells with their costs", () => {
    const talent = KIT.find((i) => i.kind === "ability" && i.system.kind === "talent");
    if (talent?.kind !== "ability") throw new Error("fixture");
    const blades = {
      ...talent,
      id: "blades",
      name: "Blades",
      system: { ...talent.system, kind: "skill" as const, bonusDice: { ...talent.system.bonusDice, count: 2 } },
    };
    const groups = powersContext(i18n, [...KIT, blades]);
    expect(groups.map((g) => [g.heading, g.rows.map((r) => `${r.name}: ${r.summary}`)])).toEqual([
      ["Skills", ["Blades: +2 bonus dice"]],
      ["Talents", ["Second Wind: No cost"]],
      ["Techniques", ["Feint: 1 action · 5 Vigor"]],
      ["Spells", ["Spark: 2 actions · 3 Mana"]],
    ]);
    expect(abilityCostText(i18n, 3, 8, 2)).toBe("3 actions · 8 Vigor · 2 Mana");
  });

  it("an empty group says so", () => {
    expect(inventoryContext(i18n, []).map((g) => g.emptyText)).toEqual([
      "Nothing here yet.",
      "Nothing here yet.",
      "Nothing here yet.",
    ]);
  });
});
