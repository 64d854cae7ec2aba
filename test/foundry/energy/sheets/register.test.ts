import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDRY_ROOMS } from "../../../../module/foundry/rulesets/registry.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { missingTemplates, registerAllSheets, registeredPartTemplates } from "../../../support/sheet-registration.ts";

describe("energy sheets are registered once the room has loaded, for exactly the energy types", () => {
  beforeAll(registerAllSheets);

  it("actor sheets: default for energy-character and energy-npc, and no other type", () => {
    const { sheetClasses } = fake().CONFIG.Actor;
    const energy = Object.keys(sheetClasses).filter((t) => t.startsWith("energy-"));
    expect(energy.sort()).toEqual(["energy-character", "energy-npc"]);
    // Only Fray's own types: those of the registered rooms, nothing else.
    const rooms = Object.keys(FOUNDRY_ROOMS);
    expect(Object.keys(sheetClasses).filter((t) => !rooms.some((id) => t.startsWith(`${id}-`)))).toEqual([]);
    expect(sheetClasses["energy-character"]?.["fray.EnergyCharacterSheet"]).toMatchObject({
      default: true,
      label: "FRAY.Ruleset.energy.title",
    });
    expect(sheetClasses["energy-npc"]?.["fray.EnergyNpcSheet"]?.default).toBe(true);
  });

  it("one item sheet class for the five energy item types", () => {
    const { sheetClasses } = fake().CONFIG.Item;
    const energy = Object.keys(sheetClasses).filter((t) => t.startsWith("energy-"));
    expect(energy.sort()).toEqual(["energy-ability", "energy-armor", "energy-gear", "energy-shield", "energy-weapon"]);
    for (const type of energy) {
      expect(sheetClasses[type]?.["fray.EnergyItemSheet"]?.default, type).toBe(true);
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
