/**
 * Document traps: Foundry v13 behaviours of `_stats` and chat messages, pinned against the fake so a kinder fake
 * cannot come back. Sources: core common/data/fields.mjs (`DocumentStatsField.managedFields`: "managed by the server
 * and … ignored if they appear in creation or update data"), common/documents/chat-message.mjs (`BaseChatMessage`
 * create permission: "You cannot impersonate a different user") and client/documents/chat-message.mjs
 * (`ChatMessage#visible`, `#isContentVisible`, `#isRoll`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FakeChatMessage, type FakeDocument } from "../../support/fake-foundry/world/documents.ts";
import { FakeRoll } from "../../support/fake-foundry/world/dice.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
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
