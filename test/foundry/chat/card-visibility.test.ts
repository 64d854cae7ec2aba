/**
 * Whispered attack cards (issue 17, finding 10). A card keeps its rolls in its system data, not in core's `rolls`, so
 * core would read it as plain chat: a gmroll or blindroll card would vanish from the other players' logs, and a
 * blind card would show its roller the result. Fray's ChatMessage (chat/chat-message.ts) answers for an attack card
 * as core answers for a roll message (v13 client/documents/chat-message.mjs, `visible` and `isContentVisible` with
 * `isRoll`): listed for everyone, content for the whisper's recipients and — unless blind — its author. Every cell:
 * roll mode (v14: message mode) × (the attacker's user, the target's owner, another player, the GM).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderAttackCard } from "../../../module/foundry/chat/attack-card/render.ts";
import { installRealTemplates } from "../../support/real-templates.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { setChatMode, type ChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeUser, type FakeUsers } from "../../support/fake-foundry/world/users.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "./world-fixture.ts";

type Viewer = "attacker" | "targetOwner" | "otherPlayer" | "gm";
const VIEWERS: readonly Viewer[] = ["attacker", "targetOwner", "otherPlayer", "gm"];

/** Who sees the card's content, per roll mode (the table in dice/roll-visibility.ts `seesRollContent`). */
const SEES: Readonly<Record<ChatMode, Readonly<Record<Viewer, boolean>>>> = {
  public: { attacker: true, targetOwner: true, otherPlayer: true, gm: true },
  gm: { attacker: true, targetOwner: false, otherPlayer: false, gm: true },
  blind: { attacker: false, targetOwner: false, otherPlayer: false, gm: true },
  self: { attacker: true, targetOwner: false, otherPlayer: false, gm: false },
};

let w: LoopWorld;
let carol: FakeUser;

beforeAll(installRealTemplates);

beforeEach(async () => {
  w = await loopWorld();
  carol = new FakeUser("carol00000000000", "Carol", false);
  (fake().game as unknown as { users: FakeUsers }).users.set(carol.id, carol);
});

const userOf = (viewer: Viewer): FakeUser =>
  ({ attacker: w.alice, targetOwner: w.bob, otherPlayer: carol, gm: w.gm })[viewer];

/** The card as `user`'s client renders it: core's header (the speaker, unless Fray replaces it) and the content. */
async function rendered(card: FakeChatMessage, user: FakeUser): Promise<{ sender: string; content: string }> {
  w.as(user);
  const sender = { textContent: "Aldo" };
  const content = { innerHTML: "", addEventListener: () => undefined };
  const html = {
    querySelector: (selector: string) =>
      selector === ".message-content" ? content : selector === ".message-sender" ? sender : null,
  };
  await renderAttackCard(card as never, html as never);
  return { sender: sender.textContent, content: content.innerHTML };
}

const MODES: readonly ChatMode[] = ["public", "gm", "blind", "self"];

describe.each(MODES)("an attack card rolled in %s", (mode) => {
  let card: FakeChatMessage;
  beforeEach(async () => {
    await setChatMode(fake().game.settings, mode);
    card = await aliceAttacksBrute(w);
  });

  it.each(VIEWERS)("the %s: listed in the log, its content exactly as the roll mode allows", async (viewer) => {
    const sees = SEES[mode][viewer];
    w.as(userOf(viewer));
    expect(card.visible).toBe(true);
    expect(card.isContentVisible).toBe(sees);
    const view = await rendered(card, userOf(viewer));
    if (sees) {
      // The card itself: the attack total 25 against Guard 17, under the attacker's name.
      expect(view.content).toContain("25");
      expect(view.sender).toBe("Aldo");
    } else {
      // Core's placeholder for a private roll: who rolled (the user, not the character), and nothing of the roll.
      expect(view.content).toContain("A private attack roll");
      expect(view.content.replace(/<[^>]*>/g, " ")).not.toMatch(/\d/);
      expect(view.content).not.toContain("Sword");
      expect(view.sender).toBe("Alice");
    }
  });
});

describe("a message that is not an attack card", () => {
  it("keeps core's rule for plain chat: a whisper is listed for its author and recipients only", async () => {
    w.as(w.alice);
    const { create } = fake().ChatMessage as unknown as { create(data: unknown): Promise<FakeChatMessage> };
    const note = await create({ content: "psst", whisper: [w.gm.id], blind: true });
    const seen = (user: FakeUser) => {
      w.as(user);
      return [note.visible, note.isContentVisible];
    };
    expect([seen(w.alice), seen(w.gm), seen(w.bob)]).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
  });
});
