/**
 * Traps of the migration and query-relay area: Foundry v13 behaviours the fake must keep, each named with the core
 * source it models, so a kinder fake can never come back.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeChatMessage, FakeItem } from "../../support/fake-foundry/world/documents.ts";
import { FakeNotifications } from "../../support/fake-foundry/world/notifications.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { FakeCollection, FakePack } from "../../support/fake-foundry/world/collection.ts";
import { initData } from "../migrations/old-world.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("ui.notifications (core client/applications/ui/notifications.mjs #update)", () => {
  it("update(number) — fvtt-types 13.345's shape — moves nothing, silently; update({pct}) moves the bar", () => {
    const bar = new FakeNotifications().info("migrating", { progress: true });
    (bar.update as (update: unknown) => void)(0.5);
    expect(bar.pct).toBe(0);
    expect(bar.progress).toEqual([]);
    bar.update({ pct: 0.5 });
    expect(bar.pct).toBe(0.5);
  });

  it("update(null) throws (core destructures its argument; only undefined takes the default)", () => {
    const bar = new FakeNotifications().info("migrating", { progress: true });
    expect(() => {
      (bar.update as (update: unknown) => void)(null);
    }).toThrow(TypeError);
  });
});

describe("User#query (core client/documents/user.mjs)", () => {
  it("is async: an unregistered query name or an inactive user rejects, it does not throw synchronously", async () => {
    const { gm } = installFakeWorld();
    await expect(gm.query("fray.nothing", {})).rejects.toThrow("User query 'fray.nothing' is not registered");
    fake().CONFIG.queries["fray.echo"] = (data: unknown) => data;
    gm.active = false;
    await expect(gm.query("fray.echo", {})).rejects.toThrow(`User [${gm.id}] is not active`);
  });

  it("a timeout rejects the asker while the queried client's handler runs on to its end", async () => {
    const { gm } = installFakeWorld();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let finished = false;
    fake().CONFIG.queries["fray.slow"] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      finished = true;
      return { ok: true };
    };
    const asked = gm.query("fray.slow", {}, { timeout: 15_000 });
    const outcome = asked.then(
      () => "answered",
      () => "rejected",
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toBe("rejected");
    expect(finished).toBe(true);
  });
});

describe("Document.updateDocuments (core client/data/client-backend.mjs, common/abstract/backend.mjs)", () => {
  function world(): { items: FakeCollection<FakeItem>; calls: { id: string; options: unknown }[] } {
    installFakeWorld();
    initData();
    const items = new FakeCollection<FakeItem>();
    const item = new FakeItem({ _id: "axe0000000000000", name: "Axe", type: "bonus-weapon" });
    items.set(item.id, item);
    Object.assign(fake().game, { items });
    const calls: { id: string; options: unknown }[] = [];
    fake().Hooks.on("updateItem", (doc, _changes, options) => {
      calls.push({ id: (doc as FakeItem).id, options });
    });
    return { items, calls };
  }

  it("with diff (the default) an update that changes nothing is dropped: no hook runs; diff: false sends it", async () => {
    const { calls } = world();
    await FakeItem.updateDocuments([{ _id: "axe0000000000000", name: "Axe" }]);
    expect(calls).toEqual([]);
    await FakeItem.updateDocuments([{ _id: "axe0000000000000", name: "Axe" }], { diff: false });
    expect(calls.map((c) => c.id)).toEqual(["axe0000000000000"]);
  });

  it("a system's own operation key reaches the update hooks (#handleUpdateDocuments passes the options on)", async () => {
    const { calls } = world();
    await FakeItem.updateDocuments([{ _id: "axe0000000000000", name: "Great Axe" }], { fray: { migration: true } });
    expect(calls).toEqual([{ id: "axe0000000000000", options: { fray: { migration: true } } }]);
  });

  it("every update needs the _id of a document in the collection", async () => {
    world();
    await expect(FakeItem.updateDocuments([{ name: "x" }])).rejects.toThrow(/must provide an _id/);
    await expect(FakeItem.updateDocuments([{ _id: "missing000000000", name: "x" }])).rejects.toThrow(/does not exist/);
  });

  it("an operation on a locked compendium is refused (#assertCompendiumUnlocked)", async () => {
    world();
    const blade = new FakeItem({ _id: "blade00000000000", name: "Blade", type: "bonus-weapon" });
    const pack = new FakePack("world.armory", "Item", "world", true, [blade]);
    Object.assign(fake().game, { packs: new FakeCollection([[pack.collection, pack]]) });
    await expect(
      FakeItem.updateDocuments([{ _id: blade.id, name: "Sword" }], { pack: "world.armory" }),
    ).rejects.toThrow(/locked/);
    await pack.configure({ locked: false });
    await FakeItem.updateDocuments([{ _id: blade.id, name: "Sword" }], { pack: "world.armory" });
    expect(blade.name).toBe("Sword");
  });

  it("a chat message is updated through the same operation (ChatMessage.updateDocuments on game.messages)", async () => {
    world();
    const card = new FakeChatMessage({ _id: "card000000000000", type: "base", content: "hi" });
    const messages = new FakeCollection<FakeChatMessage>([[card.id, card]]);
    Object.assign(fake().game, { messages });
    await FakeChatMessage.updateDocuments([{ _id: card.id, flags: { fray: { note: 1 } } }]);
    expect(card.flags).toEqual({ fray: { note: 1 } });
  });
});
