import { beforeAll, describe, expect, it } from "vitest";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { missingTemplates, registerAllSheets, registeredPartTemplates } from "../../../support/sheet-registration.ts";

describe("wounds sheets (WOUNDS_SHEETS) registered once the room has loaded, for exactly the wounds types", () => {
  beforeAll(registerAllSheets);

  it("actor sheets: default for wounds-character and wounds-npc", () => {
    const { sheetClasses } = fake().CONFIG.Actor;
    const wounds = Object.keys(sheetClasses).filter((t) => t.startsWith("wounds-"));
    expect(wounds.sort()).toEqual(["wounds-character", "wounds-npc"]);
    expect(sheetClasses["wounds-character"]?.["fray.WoundsCharacterSheet"]).toMatchObject({
      default: true,
      label: "FRAY.Ruleset.wounds.title",
    });
    expect(sheetClasses["wounds-npc"]?.["fray.WoundsNpcSheet"]?.default).toBe(true);
  });

  it("one item sheet class for the five wounds item types", () => {
    const { sheetClasses } = fake().CONFIG.Item;
    const wounds = Object.keys(sheetClasses).filter((t) => t.startsWith("wounds-"));
    expect(wounds.sort()).toEqual(["wounds-ability", "wounds-armor", "wounds-gear", "wounds-shield", "wounds-weapon"]);
    for (const type of wounds) expect(sheetClasses[type]?.["fray.WoundsItemSheet"]?.default, type).toBe(true);
  });

  it("every template a wounds sheet part loads exists under templates/", () => {
    const paths = registeredPartTemplates().filter((p) => p.includes("/wounds/"));
    expect(paths.length).toBeGreaterThan(8);
    expect(missingTemplates(registeredPartTemplates())).toEqual([]);
  });
});
