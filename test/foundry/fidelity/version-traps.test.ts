/**
 * Version traps: what the fake's v13 and v14 modes do differently, pinned so a kinder fake cannot come back. Sources
 * (docs/foundry-versions.md rows 12, 26, 33, 40): foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html (a
 * record keyed by id), …/api/v14/modules/foundry.data.operators.html (`ForcedDeletion`; `-=key` deprecated until 16,
 * core#13090), …/api/v14/variables/CONFIG.ChatMessage.html (`core.messageMode`; `core.rollMode` deprecated until 16),
 * …/api/v14/interfaces/foundry.ContextMenuEntry.html (`label` for v13's `name`). This file runs in both projects.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fakeGeneration, takeDeprecations } from "../../support/fake-foundry/generation.ts";
import { fake, installFakeFoundry } from "../../support/fake-foundry/runtime.ts";
import { installFakeWorld, type FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

const generation = fakeGeneration();
let world: FakeWorld;

beforeEach(() => {
  installFakeFoundry();
  world = installFakeWorld();
});

const flagged = () =>
  world.createActor({ name: "Aldo", type: "base", ownership: { default: 3 }, flags: { fray: { a: 1, b: 2 } } });

if (generation === 14) {
  describe("Foundry v14 traps", () => {
    it("CONFIG.statusEffects is a record without array methods; an array assigned is converted, with a deprecation", () => {
      const config = fake().CONFIG as unknown as { statusEffects: unknown };
      expect("some" in (config.statusEffects as object)).toBe(false);
      config.statusEffects = [{ id: "x", name: "X" }];
      expect(config.statusEffects).toEqual({ x: { id: "x", name: "X" } });
      expect(takeDeprecations()).toHaveLength(1);
    });

    it("a -=key deletion still deletes, with a deprecation; a ForcedDeletion value (or _del) deletes silently", async () => {
      const actor = flagged();
      await actor.update({ flags: { fray: { "-=a": null } } });
      expect(actor.flags).toEqual({ fray: { b: 2 } });
      expect(takeDeprecations().length).toBeGreaterThan(0);
      const { ForcedDeletion } = fake().foundry.data.operators ?? {};
      if (!ForcedDeletion) throw new Error("v14 has foundry.data.operators");
      await actor.update({ flags: { fray: { b: (globalThis as unknown as { _del: unknown })._del } } });
      expect(actor.flags).toEqual({ fray: {} });
    });

    it("core.messageMode holds the visibility (ic among its values); core.rollMode reads with a deprecation", async () => {
      expect(fake().game.settings.get("core", "messageMode")).toBe("public");
      await fake().game.settings.set("core", "messageMode", "ic");
      await expect(fake().game.settings.set("core", "messageMode", "publicroll")).rejects.toThrow("not a valid choice");
      fake().game.settings.get("core", "rollMode");
      expect(takeDeprecations()).toEqual(['the "core.rollMode" setting (use "core.messageMode")']);
    });

    it("core's row-menu entries carry label/visible/onClick, no name", () => {
      const [entry] = new (fake().foundry.applications.sidebar.tabs.CombatTracker)()._getEntryContextOptions();
      expect(entry).toHaveProperty("label", "COMBAT.CombatantUpdate");
      expect(entry).not.toHaveProperty("name");
    });
  });
} else {
  describe("Foundry v13 traps", () => {
    it("CONFIG.statusEffects is an array", () => {
      expect(Array.isArray(fake().CONFIG.statusEffects)).toBe(true);
    });

    it("there are no data operators and no _del: deletion is the -=key form only", async () => {
      expect(fake().foundry.data.operators).toBeUndefined();
      expect("_del" in globalThis).toBe(false);
      const actor = flagged();
      await actor.update({ flags: { fray: { "-=a": null } } });
      expect(actor.flags).toEqual({ fray: { b: 2 } });
    });

    it("core.messageMode is not a setting (reading it throws); core.rollMode takes the v13 names", async () => {
      expect(() => fake().game.settings.get("core", "messageMode")).toThrow('"core.messageMode" is not a registered');
      await expect(fake().game.settings.set("core", "rollMode", "public")).rejects.toThrow("not a valid choice");
      expect(fake().game.settings.get("core", "rollMode")).toBe("publicroll");
    });

    it("core's row-menu entries carry name/condition/callback", () => {
      const [entry] = new (fake().foundry.applications.sidebar.tabs.CombatTracker)()._getEntryContextOptions();
      expect(entry).toHaveProperty("name", "COMBAT.CombatantUpdate");
      expect(entry).not.toHaveProperty("label");
    });
  });
}
