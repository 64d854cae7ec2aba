import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { repositoryPath } from "../../../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";

/** The PARTS map of a sheet class (untyped on the cast mixin type, so read as data). */
function partTemplates(cls: unknown): string[] {
  const parts = (cls as { PARTS: Record<string, { template: string; templates?: string[] }> }).PARTS;
  return Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]);
}

describe("bonus sheets are registered at init for exactly the bonus types", () => {
  beforeAll(async () => {
    // registerSheets() is what `init` calls (module/foundry/hooks/init.ts); called alone so that this test does
    // not depend on the rest of init.
    const { registerSheets } = await import("../../../../module/foundry/applications/sheets/register.ts");
    registerSheets();
  });

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
