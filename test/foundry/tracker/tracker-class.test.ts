import { beforeEach, describe, expect, it } from "vitest";
import { FrayCombatTracker } from "../../../module/foundry/applications/tracker/tracker.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { createCombat } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { trackerContext as contextFor } from "./tracker-context.ts";

let w: EnergyWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await energyWorld();
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
});

describe("the Fray combat tracker on the fake runtime", () => {
  it("is registered at init as CONFIG.ui.combat, a subclass of v13's CombatTracker, with the ally setting off", () => {
    expect(fake().CONFIG.ui.combat).toBe(FrayCombatTracker);
    expect(FrayCombatTracker.prototype).toBeInstanceOf(fake().foundry.applications.sidebar.tabs.CombatTracker);
    expect(fake().game.settings.get("fray", "showAllyPools")).toBe(false);
  });

  it("keeps core's parts in order and adds the round prompt after the combatant list, preloading the row's partials", () => {
    expect(Object.keys(FrayCombatTracker.PARTS)).toEqual(["header", "tracker", "frayPrompt", "footer"]);
    expect(FrayCombatTracker.PARTS.frayPrompt).toEqual({
      template: "systems/fray/templates/tracker/prompt.hbs",
      templates: ["systems/fray/templates/tracker/row.hbs", "systems/fray/templates/parts/resource-bar.hbs"],
    });
  });

  it("its render context carries a row per combatant, read from the real combat economy", async () => {
    const view = await contextFor(combat);
    expect(view?.rows.map((r) => r.name).sort()).toEqual(["Ogre", "Vera"]);
    const vera = view?.rows.find((r) => r.name === "Vera");
    // "Each character gets 5 Energy each Round" (Stamina 10) and a full Agility pool at the Round's start.
    expect(vera?.pools[0]?.text).toBe("5 of 5 Energy");
    expect(vera?.pools.map((p) => p.id)).toEqual(["energy", "agility", "stamina"]);
    expect(vera?.controls.interrupt?.options?.map((o) => o.name)).toEqual(["Ogre"]);
  });

  it("conditions come from the ruleset's status effects, with their icons and localized names", async () => {
    await w.vera.toggleStatusEffect("prone", { active: true });
    const vera = (await contextFor(combat))?.rows.find((r) => r.name === "Vera");
    expect(vera?.conditions.map((c) => c.name)).toContain("Knocked Down (Prone)");
    expect(vera?.conditions.every((c) => c.img.length > 0)).toBe(true);
  });

  it("as Alice: her Vera shows its pools, Bob's Ogre none; no prompt; Pass and Initiative on her Vera only", async () => {
    w.as(w.alice);
    const view = await contextFor(combat);
    const byName = new Map(view?.rows.map((r) => [r.name, r]));
    expect(byName.get("Vera")?.showPools).toBe(true);
    expect(byName.get("Ogre")?.pools).toEqual([]);
    expect(byName.get("Vera")?.controls.pass?.text).toBe("Pass");
    expect(byName.get("Vera")?.controls.interrupt?.options?.map((o) => o.name)).toEqual(["Ogre"]);
    expect(byName.get("Vera")?.pools.some((p) => p.adjust)).toBe(false);
    expect(byName.get("Ogre")?.controls.pass).toBeUndefined();
    expect(byName.get("Ogre")?.controls.interrupt).toBeUndefined();
    expect(view?.prompt).toBeUndefined();
  });
});
