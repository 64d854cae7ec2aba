/**
 * Document traps: Foundry v13 behaviours of `_stats` and chat messages, pinned against the fake so a kinder fake
 * cannot come back. Sources: core common/data/fields.mjs (`DocumentStatsField.managedFields`: "managed by the server
 * and … ignored if they appear in creation or update data"), common/documents/chat-message.mjs (`BaseChatMessage`
 * create permission: "You cannot impersonate a different user") and client/documents/chat-message.mjs
 * (`ChatMessage#visible`, `#isContentVisible`, `#isRoll`); updates as the client backend runs them (core
 * client/data/client-backend.mjs `#preUpdateDocumentArray`: `expandObject`, the `diff` that drops a no-op;
 * `#postUpdateDocumentCallbacks`: `update<Document>` on every client).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FakeChatMessage, type FakeDocument } from "../../support/fake-foundry/world/documents.ts";
import { FakeRoll } from "../../support/fake-foundry/world/dice.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
});

/** A client's claim to have been written by the GM, long ago. */
const FORGED_STATS = { createdTime: 1, modifiedTime: 2, lastModifiedBy: "gm00000000000000" };

/** What core's `ChatMessage` answers `user` (listed, content shown). */
function seenBy(message: FakeChatMessage, user: FakeUser): [boolean, boolean] {
  w.as(user);
  return [message.visible, message.isContentVisible];
}

/** A core message (no Fray class) created by `author`'s client. */
function post(author: FakeUser, data: Record<string, unknown>): FakeChatMessage {
  w.as(author);
  return new FakeChatMessage(data);
}

async function evaluatedRoll(): Promise<FakeRoll> {
  const roll = new FakeRoll("1d20");
  w.dice(11);
  await roll.evaluate();
  return roll;
}

describe("_stats are the server's (DocumentStatsField.managedFields)", () => {
  it("_stats in creation data are ignored: created and modified now, by the creating user", () => {
    const stats = (doc: FakeDocument) => doc._stats;
    const message = post(w.alice, { content: "hi", _stats: FORGED_STATS });
    expect(stats(message).lastModifiedBy).toBe(w.alice.id);
    expect(stats(message).createdTime).toBe(stats(message).modifiedTime);
    expect(stats(message).createdTime).toBeGreaterThan(FORGED_STATS.modifiedTime);
  });

  it("_stats in update data are ignored: the write is stamped with the updating user, later than before", async () => {
    const message = post(w.alice, { content: "hi" });
    const created = message._stats.createdTime;
    await message.update({ content: "edited", _stats: FORGED_STATS });
    expect(message._stats).toMatchObject({ createdTime: created, lastModifiedBy: w.alice.id });
    expect(message._stats.modifiedTime).toBeGreaterThan(created);
  });
});

describe("ChatMessage creation (BaseChatMessage create permission)", () => {
  it("a player cannot post as another user", () => {
    expect(() => post(w.alice, { content: "from the GM, honest", author: w.gm.id })).toThrow(/permission/);
  });

  it("a GM may post as a player; a player posts as themselves", () => {
    expect(post(w.gm, { content: "for Alice", author: w.alice.id }).author.id).toBe(w.alice.id);
    expect(post(w.bob, { content: "mine" }).author.id).toBe(w.bob.id);
  });
});

describe("ChatMessage visibility (client/documents/chat-message.mjs)", () => {
  it("a whisper without rolls is listed for its author and recipients only, with no clause for GMs", () => {
    const whisper = post(w.alice, { content: "to Bob", whisper: [w.bob.id] });
    expect([seenBy(whisper, w.alice), seenBy(whisper, w.bob), seenBy(whisper, w.gm)]).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
  });

  it("without rolls, `blind` is not read: a blind whisper's author still sees its content", () => {
    const blind = post(w.alice, { content: "to the GM", whisper: [w.gm.id], blind: true });
    expect(seenBy(blind, w.alice)).toEqual([true, true]);
  });

  it("a whispered roll is listed for everyone; its content for the recipients and, unless blind, its author", async () => {
    const roll = await evaluatedRoll();
    const gmRoll = post(w.alice, { whisper: [w.gm.id], rolls: [roll] });
    const blindRoll = post(w.alice, { whisper: [w.gm.id], blind: true, rolls: [roll] });
    expect([seenBy(gmRoll, w.alice), seenBy(gmRoll, w.gm), seenBy(gmRoll, w.bob)]).toEqual([
      [true, true],
      [true, true],
      [true, false],
    ]);
    expect([seenBy(blindRoll, w.alice), seenBy(blindRoll, w.gm), seenBy(blindRoll, w.bob)]).toEqual([
      [true, false],
      [true, true],
      [true, false],
    ]);
  });

  it("a self roll is content for its author only: a GM gets the placeholder too", async () => {
    const selfRoll = post(w.alice, { whisper: [w.alice.id], rolls: [await evaluatedRoll()] });
    expect([seenBy(selfRoll, w.alice), seenBy(selfRoll, w.gm)]).toEqual([
      [true, true],
      [true, false],
    ]);
  });
});

describe("updates (client backend: expanded, diffed, announced)", () => {
  /** Every `update<name>` hook call: the document's id, the change and the updating user's id. */
  function announced(name: string): { id: string; change: unknown; user: unknown }[] {
    const calls: { id: string; change: unknown; user: unknown }[] = [];
    fake().Hooks.on(name, (doc: unknown, change: unknown, _options: unknown, user: unknown) => {
      calls.push({ id: (doc as FakeDocument).id, change, user });
    });
    return calls;
  }

  it("a dotted key is a nested path (expandObject), merged with the nested keys beside it", async () => {
    w.as(w.bob);
    await w.brute.update({ "system.vigor.value": 12, system: { vigor: { max: 25 } } });
    expect(w.brute.system.toObject()).toMatchObject({ vigor: { value: 12, max: 25 } });
  });

  it("an update that changes nothing never reaches the server: no hook, no stamp, `undefined`", async () => {
    const hooks = announced("updateActor");
    w.as(w.bob);
    const before = w.brute._stats.modifiedTime;
    await expect(w.brute.update({ "system.vigor.value": 20 })).resolves.toBeUndefined();
    expect(hooks).toEqual([]);
    expect(w.brute._stats.modifiedTime).toBe(before);
    await expect(w.brute.update({ "system.vigor.value": 20 }, { diff: false })).resolves.toBe(w.brute);
    expect(hooks).toHaveLength(1);
  });

  it("every document type announces its update: a chat message and an embedded item too", async () => {
    const messages = announced("updateChatMessage");
    const items = announced("updateItem");
    const message = post(w.alice, { content: "hi" });
    await message.update({ "flags.fray.seen": true });
    w.as(w.alice);
    await w.aldo.items.get(w.swordId)?.update({ "system.damageValue": 3 });
    expect(messages).toEqual([
      { id: message.id, change: { flags: { fray: { seen: true } }, _id: message.id }, user: w.alice.id },
    ]);
    expect(items).toEqual([
      { id: w.swordId, change: { system: { damageValue: 3 }, _id: w.swordId }, user: w.alice.id },
    ]);
  });
});

describe("owned items (Item.createDocuments / deleteDocuments with a parent)", () => {
  it("an owner creates and deletes an actor's item: it joins and leaves the collection, its hooks announced", async () => {
    const seen: string[] = [];
    fake().Hooks.on("createItem", (doc: unknown) => seen.push(`create ${(doc as FakeDocument).name}`));
    fake().Hooks.on("deleteItem", (doc: unknown) => seen.push(`delete ${(doc as FakeDocument).name}`));
    w.as(w.alice);
    const [rope] = await w.aldo.createEmbeddedDocuments("Item", [{ name: "Rope", type: "bonus-gear" }]);
    expect(rope && w.aldo.items.get(rope.id)?.name).toBe("Rope");
    await rope?.delete();
    expect(w.aldo.items.get(rope?.id ?? "")).toBeUndefined();
    expect(seen).toEqual(["create Rope", "delete Rope"]);
  });

  it("a user who does not own the actor can neither create nor delete its items; a deleted item is gone", async () => {
    w.as(w.bob);
    await expect(w.aldo.createEmbeddedDocuments("Item", [{ name: "Rope", type: "bonus-gear" }])).rejects.toThrow();
    await expect(w.aldo.items.get(w.swordId)?.delete()).rejects.toThrow();
    w.as(w.alice);
    const sword = w.aldo.items.get(w.swordId);
    await sword?.delete();
    await expect(sword?.delete()).rejects.toThrow("does not exist");
  });
});
