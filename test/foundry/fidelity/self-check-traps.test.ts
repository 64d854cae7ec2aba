/**
 * Foundry v13 behaviours the in-world self-check relies on, pinned against the fake so a kinder fake cannot come
 * back. Each names the public source it follows.
 */
import { describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeRoll } from "../../support/fake-foundry/world/dice.ts";
import { FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { checkWorld, WORLD_TIMEOUT } from "../self-check/fixture.ts";

describe("self-check traps", () => {
  it(
    "registerMenu throws for a menu type that is no ApplicationV2 (client/helpers/client-settings.mjs)",
    async () => {
      await checkWorld("bonus");
      const register = () => {
        fake().game.settings.registerMenu("fray", "x", { type: class NotAnApp {} });
      };
      expect(register).toThrow("You must provide a menu type that is a FormApplication or ApplicationV2");
    },
    WORLD_TIMEOUT,
  );

  it(
    "a die takes its face from the default fulfillment method's handler first (client/dice/terms/dice.mjs _roll)",
    async () => {
      const w = await checkWorld("bonus");
      w.dice(3);
      const config = fake().CONFIG.Dice as unknown as {
        fulfillment: { defaultMethod: string; methods: Record<string, unknown> };
      };
      config.fulfillment.methods.scripted = { label: "scripted", handler: () => 17 };
      config.fulfillment.defaultMethod = "scripted";
      const roll = await new FakeRoll("1d20").evaluate();
      expect(roll.total).toBe(17);
    },
    WORLD_TIMEOUT,
  );

  it(
    "tokens are placeables only on the viewed scene (client/documents/user.mjs _onUpdateTokenTargets)",
    async () => {
      await checkWorld("bonus");
      const scene = await FakeSceneDocument.create({ name: "s" });
      const [token] = await scene.createEmbeddedDocuments("Token", [{ x: 0, y: 0 }]);
      const canvas = () => (globalThis as unknown as { canvas: { tokens: { get(id: string): unknown } } }).canvas;
      expect(canvas().tokens.get(token?.id ?? "")).toBeUndefined();
      await scene.view();
      expect(canvas().tokens.get(token?.id ?? "")).toBeDefined();
    },
    WORLD_TIMEOUT,
  );

  it(
    "a player may not delete a document they do not own, and a deleted document cannot be deleted again",
    async () => {
      const w = await checkWorld("bonus");
      const actor = w.createActor({ name: "a", type: "bonus-npc" });
      w.as(w.alice);
      await expect(actor.delete()).rejects.toThrow("lacks permission");
      w.as(w.gm);
      await actor.delete();
      await expect(actor.delete()).rejects.toThrow("does not exist");
    },
    WORLD_TIMEOUT,
  );

  it(
    "importFromCompendium creates a new world actor without the pack's _id (world-collection.mjs fromCompendium)",
    async () => {
      const w = await checkWorld("bonus");
      const pack = w.packs.get("fray.bonus-monsters");
      const games = fake().game as unknown as {
        actors: { importFromCompendium(p: unknown, id: string, data: object): Promise<{ id: string; name: string }> };
      };
      const actor = await games.actors.importFromCompendium(pack, "FCd3QWQkd6Vp6gYq", { name: "renamed" });
      expect(actor.id).not.toBe("FCd3QWQkd6Vp6gYq");
      expect(actor.name).toBe("renamed");
    },
    WORLD_TIMEOUT,
  );
});
