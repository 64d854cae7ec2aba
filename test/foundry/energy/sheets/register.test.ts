import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { repositoryPath } from "../../../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";

/** The PARTS map of a sheet class (untyped on the cast mixin type, so read as data). */
function partTemplates(cls: unknown): string[] {
  const parts = (cls as { PARTS: Record<string, { template: string; templates?: string[] }> }).PARTS;
  return Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]);
}

describe("energy sheets are registered at init for exactly the energy types", () => {
  beforeAll(async () => {
    // registerSheets() is what `init` calls (module/foundry/hooks/init.ts); called alone so that this test does
    // not depend on the rest of init.
    const { registerSheets } = await import("../../../../module/foundry/applications/sheets/register.ts");
    registerSheets();
  });

  it("actor sheets: default for energy-character and energy-npc, and no other type", () => {
    const { sheetClasses } = fake().CONFIG.Actor;
    const energy = Object.keys(sheetClasses).filter((t) => t.startsWith("energy-"));
    expect(energy.sort()).toEqual(["energy-character", "energy-npc"]);
    // Only Fray's own types: the bonus and energy rooms, nothing else.
    expect(Object.keys(sheetClasses).every((t) => t.startsWith("energy-") || t.startsWith("bonus-"))).toBe(true);
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
    const classes = [
      ...Object.values(fake().CONFIG.Actor.sheetClasses),
      ...Object.values(fake().CONFIG.Item.sheetClasses),
    ].flatMap((byId) => Object.values(byId).map((r) => r.cls));
    const paths = [...new Set(classes.flatMap(partTemplates))];
    expect(paths.length).toBeGreaterThan(8);
    const missing = paths.filter((p) => !existsSync(repositoryPath(p)));
    expect(missing).toEqual([]);
  });

  it("guards drops: the foreign-item hook is wired", () => {
    expect(fake().Hooks.count("dropActorSheetData")).toBe(1);
  });
});
