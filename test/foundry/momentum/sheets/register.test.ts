import { beforeAll, describe, expect, it } from "vitest";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { missingTemplates, registerAllSheets, registeredPartTemplates } from "../../../support/sheet-registration.ts";

describe("momentum sheets (MOMENTUM_SHEETS) registered once the room has loaded, for exactly the momentum types", () => {
  beforeAll(registerAllSheets);

  it("actor sheets: default for momentum-character and momentum-npc", () => {
    const { sheetClasses } = fake().CONFIG.Actor;
    const momentum = Object.keys(sheetClasses).filter((t) => t.startsWith("momentum-"));
    expect(momentum.sort()).toEqual(["momentum-character", "momentum-npc"]);
    expect(sheetClasses["momentum-character"]?.["fray.MomentumCharacterSheet"]).toMatchObject({
      default: true,
      label: "FRAY.Ruleset.momentum.title",
    });
    expect(sheetClasses["momentum-npc"]?.["fray.MomentumNpcSheet"]?.default).toBe(true);
  });

  it("one item sheet class for the five momentum item types", () => {
    const { sheetClasses } = fake().CONFIG.Item;
    const momentum = Object.keys(sheetClasses).filter((t) => t.startsWith("momentum-"));
    expect(momentum.sort()).toEqual([
      "momentum-ability",
      "momentum-armor",
      "momentum-gear",
      "momentum-shield",
      "momentum-weapon",
    ]);
    for (const type of momentum) expect(sheetClasses[type]?.["fray.MomentumItemSheet"]?.default, type).toBe(true);
  });

  it("every template a momentum sheet part loads exists under templates/", () => {
    const paths = registeredPartTemplates().filter((p) => p.includes("/momentum/"));
    expect(paths.length).toBeGreaterThan(8);
    expect(missingTemplates(registeredPartTemplates())).toEqual([]);
  });
});
