/**
 * A check card posted and rendered (issue 23: "Checks from the sheet … posted as cards"): `rollCheckCard` rolls any
 * room's engine request and posts a core roll message of type `check`, so core's roll modes decide who reads it
 * (v13 client/documents/chat-message.mjs `isContentVisible` for a roll; `ChatMessage.applyRollMode` sets whisper and
 * blind) and the card is rendered from the stored request and the roll's faces with the real template, every name
 * escaped. Ruleset-free: a hand-made request on the `bonus` fake world.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { successProbability } from "../../../../module/engine/core/odds/request.ts";
import { rollCheckCard } from "../../../../module/foundry/chat/check-card/post.ts";
import { renderCheckCard } from "../../../../module/foundry/chat/check-card/render.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import { setChatMode, type ChatMode } from "../../../support/fake-foundry/world/chat-mode.ts";
import type { FakeActor, FakeChatMessage } from "../../../support/fake-foundry/world/documents.ts";
import type { FakeUser } from "../../../support/fake-foundry/world/users.ts";
import { installRealTemplates } from "../../../support/real-templates.ts";
import { loopWorld, type LoopWorld } from "../world-fixture.ts";
import { shownCheck } from "./shown.ts";

const ATHLETICS: DiceRequest = {
  label: "Athletics",
  groups: [{ id: "action", source: "Action die", count: 1, faces: 20 }],
  modifiers: [{ source: "Strength", value: 2 }],
  target: { kind: "exceed", value: 15, source: "VS 15" },
};

let w: LoopWorld;
beforeAll(installRealTemplates);
beforeEach(async () => {
  w = await loopWorld();
  // The chat mode is a client setting, kept from test to test like the fake's settings: each starts public.
  await setChatMode(fake().game.settings, "public");
});

const newest = (): FakeChatMessage => {
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("nothing posted");
  return message;
};

async function post(actor: FakeActor, check = "Athletics check"): Promise<FakeChatMessage> {
  await rollCheckCard({ actor: actor as never, check, request: ATHLETICS });
  return newest();
}

/** The message as `user`'s client renders it: core's header and the content, after Fray's hook. */
async function rendered(message: FakeChatMessage, user: FakeUser): Promise<{ sender: string; content: string }> {
  w.as(user);
  const sender = { textContent: "core header" };
  const content = { innerHTML: "core roll" };
  const html = {
    querySelector: (selector: string) =>
      selector === ".message-content" ? content : selector === ".message-sender" ? sender : null,
  };
  await renderCheckCard(message as never, html as never);
  return { sender: sender.textContent, content: content.innerHTML };
}

describe("posted: a core roll message of type check, with the request it was rolled from", () => {
  it("Aldo's Athletics 14 + 2 = 16 beats VS 15: the roll is core's, the card reads it back", async () => {
    w.as(w.alice);
    w.dice(14);
    const message = await post(w.aldo);
    expect(message.type).toBe("check");
    expect(message.rolls.map((r) => r.total)).toEqual([16]);
    expect(message.system).toMatchObject({ name: "Aldo", check: "Athletics check", critical: "none", effects: [] });
    // The odds before the roll, worked out by the poster from the request (display only, as an attack row's hitChance).
    expect((message.system as unknown as { chance: unknown }).chance).toBe(successProbability(ATHLETICS));
    expect(shownCheck(message)).toMatchObject({ totalText: "Total 16", outcomeText: "Success" });
  });

  it("the card renders with the real template: the title, the outcome in words and the breakdown disclosure", async () => {
    w.as(w.alice);
    w.dice(14);
    const { content } = await rendered(await post(w.aldo), w.bob);
    expect(content).toContain("Aldo — Athletics check");
    expect(content).toContain('<i class="fa-solid fa-check" aria-hidden="true"></i> Success');
    expect(content).toContain("Had to beat 15 (VS 15)");
    expect(content).toMatch(/<details class="fray-breakdown fray-breakdown--check">/);
  });

  it("a name is text, never markup: an actor named with HTML is escaped on the card", async () => {
    w.as(w.alice);
    await w.aldo.update({ name: '<img src=x onerror="alert(1)">' });
    w.dice(14);
    const { content } = await rendered(await post(w.aldo, "<b>Athletics</b> check"), w.gm);
    expect(content).not.toContain("<img");
    expect(content).not.toContain("<b>");
    expect(content).toContain("&lt;img src");
  });

  it("a request changed after the roll (a forged card) does not read back: the card says so, shows no number", async () => {
    w.as(w.alice);
    w.dice(14);
    const message = await post(w.aldo);
    const forged = { ...ATHLETICS, groups: [{ ...ATHLETICS.groups[0], faces: 12 }] };
    Object.assign(message.system as object, { request: forged });
    const { content } = await rendered(message, w.gm);
    expect(content).toContain("could not be read");
    expect(content).not.toContain("16");
  });
});

/** Who reads the card's content, per roll mode: the roller (Alice), another player (Bob), the GM. */
const SEES: Readonly<Record<ChatMode, readonly [boolean, boolean, boolean]>> = {
  public: [true, true, true],
  gm: [true, false, true],
  blind: [false, false, true],
  self: [true, false, false],
};

describe.each(Object.keys(SEES) as ChatMode[])("rolled in %s mode", (mode) => {
  it("is listed for everyone; its content only as the roll mode allows, else core's private line is left", async () => {
    w.as(w.alice);
    await setChatMode(fake().game.settings, mode);
    w.dice(14);
    const message = await post(w.aldo);
    const seen = [];
    for (const user of [w.alice, w.bob, w.gm]) {
      const view = await rendered(message, user);
      expect(message.visible).toBe(true);
      seen.push(view.content !== "core roll");
      if (view.content === "core roll") expect(view.sender).toBe("core header");
    }
    expect(seen).toEqual(SEES[mode]);
  });
});

describe("an NPC no player owns, rolled by the GM while the world hides NPC data", () => {
  it("players read the outcome under 'Unknown creature', without its dice; the GM reads everything", async () => {
    w.as(w.gm);
    await fake().game.settings.set("fray", "hideNpcFromPlayers", true);
    const ogre = w.createActor({ name: "Ogre", type: "bonus-npc", ownership: { default: 0 } });
    w.dice(14);
    const message = await post(ogre);
    const player = await rendered(message, w.bob);
    expect(player.sender).toBe("Unknown creature");
    expect(player.content).toContain("Success");
    expect(player.content).not.toContain("Ogre");
    expect(player.content).not.toContain("fray-breakdown");
    const gm = await rendered(message, w.gm);
    expect(gm.content).toContain("Ogre — Athletics check");
    expect(gm.content).toContain("fray-breakdown");
  });
});
