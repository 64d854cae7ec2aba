import { beforeAll, describe, expect, it } from "vitest";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { missingTemplates, registerAllSheets, registeredPartTemplates } from "../../../support/sheet-registration.ts";

describe("bonus sheets are registered once the room has loaded, for exactly the bonus types", () => {
  beforeAll(registerAllSheets);

  it("actor sheets: default for bonus-character and bonus-npc, and no other type", () => {
    const { sheetClasses } = fake().CONFIG.Actor;
    // Other rooms register their own types (energy); only the bonus ones are this test's.
    const bonus = Object.keys(sheetClasses).filter((t) => t.startsWith("bonus-"));
    expect(bonus.sort()).toEqual(["bonus-character", "bonus-npc"]);
    expect(sheetClasses["bonus-character"]?.["fray.BonusCharacterSheet"]).toMatchObject({
      default: true,
      label: "FRAY.Ruleset.bonus.title",
    });
    expect(sheetClasses["bonus-npc"]?.["fray.BonusNpcSheet"]?.default).toBe(true);
  });

  it("one item sheet class for the four bonus item types", () => {
    const { sheetClasses } = fake().CONFIG.Item;
    const bonus = Object.keys(sheetClasses).filter((t) => t.startsWith("bonus-"));
    expect(bonus.sort()).toEqual(["bonus-ability", "bonus-armor", "bonus-gear", "bonus-weapon"]);
    for (const type of bonus) {
      expect(sheetClasses[type]?.["fray.BonusItemSheet"]?.default, type).toBe(true);
    }
  });

  it("every template a sheet part loads exists under templates/", () => {
    const paths = registeredPartTemplates();
    expect(paths.length).toBeGreaterThan(8);
    expect(missingTemplates(paths)).toEqual([]);
  });

  it("guards drops: the foreign-item hook is wired", () => {
    expect(fake().Hooks.count("dropActorSheetData")).toBe(1);
  });
});
