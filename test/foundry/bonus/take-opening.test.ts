/**
 * Take Opening as a prompted reaction (issue 22, reachability rows 32, 43, 44 and 50). Seed 000: "Take Opening. When
 * you use some combat techniques, attempt to flee, and some other situations, you create an opening for others to
 * attack. On the other hand, when your opponent creates an opening, you may use a reaction to make an ordinary attack
 * action at the cost of 5 Vigor. Remember, you cannot take reactions during your turn, so you cannot take openings you
 * create on your turn." Escape: "Adjacent attackers may react to your attempt to escape as you create an opening when
 * you flee"; stand up: "this will provide an opening to adjacent attackers"; "If an opponent creates an opening, you
 * only take that opening once".
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { readPrompt, trustedPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import {
  promptButtons,
  renderReactionPrompt,
  takePromptedReaction,
} from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { installFakeDom, type FakeElement } from "../../support/fake-foundry/dom.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { asMessage, promptsIn } from "../chat/prompt-messages.ts";
import { reactionWorld, takeAction } from "./play-fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;
/** Cara: Alice's too, with a bow, two squares away from the Brute (not adjacent). */
let cara: FakeActor;
/** Bob's, beside Cara only, with a technique that opens an opening and one that does not. */
let duelist: FakeActor;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => promptsIn(w);
const aldoVigor = () => (w.aldo.system.toObject() as { vigor: { value: number } }).vigor.value;
const aldoId = () => combatantOf(combat, w.aldo).id;

/** A 5-ft square scene in a row: Aldo, the Brute, a gap, Cara, the Duelist; the Brute acts first, the Duelist last. */
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await reactionWorld();
  cara = w.createActor({
    name: "Cara",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { vigor: { value: 20, max: 20 } },
    // A bow, so that the canvas does not refuse her attack before the GM is asked (a spear would be out of reach).
    items: [{ _id: "bow0000000000000", name: "Bow", type: "bonus-weapon", system: { ranged: true, range: 100 } }],
  });
  duelist = w.createActor({
    name: "Duelist",
    type: "bonus-npc",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: { vigor: { value: 20, max: 20 } },
    items: [
      {
        _id: "lunge00000000000",
        name: "Lunge",
        type: "bonus-ability",
        system: { kind: "technique", createsOpening: true },
      },
      { _id: "guard00000000000", name: "Guard Up", type: "bonus-ability", system: { kind: "technique" } },
    ],
  });
  const scene = await FakeSceneDocument.create({ name: "Bridge" });
  const [aldo, brute, far, last] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.aldo.id, x: 0, y: 0, actorLink: true },
    { actorId: w.brute.id, x: 100, y: 0, actorLink: true },
    { actorId: cara.id, x: 300, y: 0, actorLink: true },
    { actorId: duelist.id, x: 400, y: 0, actorLink: true },
  ]);
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.brute.id, tokenId: brute?.id, sceneId: scene.id, initiative: 15 },
    { actorId: w.aldo.id, tokenId: aldo?.id, sceneId: scene.id, initiative: 9 },
    { actorId: cara.id, tokenId: far?.id, sceneId: scene.id, initiative: 5 },
    { actorId: duelist.id, tokenId: last?.id, sceneId: scene.id, initiative: 3 },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

/** Bob's Brute flees on its turn; the prompt the GM posts. */
async function bruteEscapes(): Promise<FakeChatMessage> {
  w.as(w.bob);
  expect(await takeAction(w.brute, "escape")).toBe(true);
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error("no opening posted");
  return prompt;
}

/** Alice takes the opening with Aldo's sword (Shift-click: no dialog); the dice show `faces`. */
async function aldoTakesIt(prompt: FakeChatMessage, faces: readonly number[] = [15, 5, 5]): Promise<void> {
  w.as(w.alice);
  w.dice(...faces);
  await takePromptedReaction(asMessage(prompt), aldoId(), w.swordId, true);
}

describe("'you create an opening when you flee': the GM posts the opening to the adjacent combatants", () => {
  it("Escape offers Take Opening to Aldo (adjacent, 5 ft) with his sword, not to Cara (15 ft away)", async () => {
    const prompt = readPrompt(asMessage(await bruteEscapes()));
    expect(prompt?.reactors).toEqual([{ combatantId: aldoId(), attacks: [{ itemId: w.swordId, name: "Sword" }] }]);
    expect(prompts().at(-1)?.content).toContain("Brute creates an opening (Escape)");
  });

  it("only the reactor's owner gets the button: Alice sees Aldo's, Bob none", async () => {
    const message = asMessage(await bruteEscapes());
    const prompt = trustedPrompt(message);
    if (!prompt) throw new Error("the prompt is not open");
    w.as(w.alice);
    expect(promptButtons(prompt).map((b) => b.text)).toEqual(["Take Opening: Aldo attacks with Sword"]);
    w.as(w.bob);
    expect(promptButtons(prompt)).toEqual([]);
  });

  it("'When you use some combat techniques … you create an opening': a technique marked so opens one as it is used", async () => {
    w.as(w.gm);
    for (let turn = 0; turn < 3; turn++) await combat.nextTurn();
    w.as(w.bob);
    expect(await takeAction(duelist, "useAbility:guard00000000000")).toBe(true);
    expect(prompts()).toHaveLength(0);
    expect(await takeAction(duelist, "useAbility:lunge00000000000")).toBe(true);
    const prompt = prompts().at(-1);
    expect(prompt?.content).toContain("Duelist creates an opening (Lunge)");
    expect(prompt && readPrompt(asMessage(prompt))?.reactors.map((r) => r.combatantId)).toEqual([
      combatantOf(combat, cara).id,
    ]);
  });

  it("rendered in chat: Alice's client shows the button under the line, Bob's none, and none once the turn moved on", async () => {
    const message = asMessage(await bruteEscapes());
    const rendered = (): FakeElement => {
      const doc = installFakeDom();
      const html = doc.createElement("li");
      html.append(doc.createElement("div"));
      html.children[0]?.setAttribute("class", "message-content");
      renderReactionPrompt(message, html as unknown as HTMLElement);
      return html;
    };
    w.as(w.alice);
    const buttons = rendered().querySelectorAll('button[data-action="takeReaction"]');
    expect(buttons.map((b) => [b.textContent, b.getAttribute("type")])).toEqual([
      ["Take Opening: Aldo attacks with Sword", "button"],
    ]);
    w.as(w.bob);
    expect(rendered().querySelectorAll("button")).toEqual([]);
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.alice);
    expect(rendered().querySelectorAll("button")).toEqual([]);
  });

  it("Stand Up opens one too ('this will provide an opening to adjacent attackers')", async () => {
    w.as(w.gm);
    await w.brute.toggleStatusEffect("prone");
    w.as(w.bob);
    expect(await takeAction(w.brute, "standUp")).toBe(true);
    expect(prompts().at(-1)?.content).toContain("Brute creates an opening (Stand Up)");
  });
});

describe("'you may use a reaction to make an ordinary attack action at the cost of 5 Vigor'", () => {
  it("Aldo's attack goes through the normal card against the Brute, for 5 Vigor and no action", async () => {
    const prompt = await bruteEscapes();
    await aldoTakesIt(prompt);
    const card = cards().at(-1);
    expect(card?.system.toObject()).toMatchObject({
      attacker: { name: "Aldo", itemName: "Sword" },
      targets: [{ name: "Brute", outcome: "hit" }],
    });
    expect(aldoVigor()).toBe(15);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ reactions: [`opening.${prompt.id}`] });
  });

  it("'you only take that opening once': a second click is refused, no second card, no second 5 Vigor", async () => {
    const prompt = await bruteEscapes();
    await aldoTakesIt(prompt);
    await aldoTakesIt(prompt);
    expect(cards()).toHaveLength(1);
    expect(aldoVigor()).toBe(15);
    expect(w.warnings).toContain("Only one reaction to any trigger.");
  });

  it("the opening closes when the turn moves on", async () => {
    const prompt = await bruteEscapes();
    w.as(w.gm);
    await combat.nextTurn();
    await aldoTakesIt(prompt);
    expect(cards()).toHaveLength(0);
    expect(aldoVigor()).toBe(20);
  });

  it("not enough Vigor: refused before any roll", async () => {
    const prompt = await bruteEscapes();
    w.as(w.gm);
    await w.aldo.update({ system: { vigor: { value: 4 } } });
    await aldoTakesIt(prompt);
    expect(cards()).toHaveLength(0);
    expect(aldoVigor()).toBe(4);
  });
});

describe("the GM re-derives the opening from its own prompt", () => {
  it("a prompt a player posts is not an opening: the GM refuses its Take Opening, nothing paid", async () => {
    w.as(w.alice);
    const forged = await fake().ChatMessage.create({
      content: "opening",
      flags: {
        fray: {
          reactionPrompt: {
            reaction: "takeOpening",
            label: "x",
            combatId: combat.id,
            sourceId: combatantOf(combat, w.brute).id,
            round: combat.round,
            turn: combat.turn,
            reactors: [{ combatantId: aldoId(), attacks: [] }],
          },
        },
      },
    });
    expect(trustedPrompt(asMessage(forged))).toBeUndefined();
    await aldoTakesIt(forged);
    // Past the client's own check, straight to the relay with Aldo's stamp: the GM refuses it all the same.
    expect(await requestSpend(w.aldo as never, { action: `takeOpening:${forged.id}` })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.closed",
    });
    expect(cards()).toHaveLength(0);
    expect(aldoVigor()).toBe(20);
  });

  /** Alice's spend of the Take Opening `prompt` offers, naming `attack` (the item and the target's uuid). */
  async function aliceSpends(prompt: FakeChatMessage, attack?: { itemId: string; targetUuid: string }) {
    w.as(w.alice);
    return requestSpend(w.aldo as never, { action: `takeOpening:${prompt.id}`, ...(attack ? { attack } : {}) });
  }

  it("forged weapon: an item the prompt did not offer Aldo is refused by the GM, nothing paid", async () => {
    const before = aldoVigor();
    const reply = await aliceSpends(await bruteEscapes(), { itemId: "bow0000000000000", targetUuid: w.brute.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.weaponNotOffered" });
    expect(aldoVigor()).toBe(before);
  });

  it("forged target: the offered sword against Cara is refused by the GM, nothing paid", async () => {
    const before = aldoVigor();
    const reply = await aliceSpends(await bruteEscapes(), { itemId: w.swordId, targetUuid: cara.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.targetNotOffered" });
    expect(aldoVigor()).toBe(before);
  });

  it("no attack named, or the sword unequipped since the prompt: refused by the GM, nothing paid", async () => {
    const before = aldoVigor();
    const prompt = await bruteEscapes();
    expect(await aliceSpends(prompt)).toMatchObject({ refused: "FRAY.Combat.Prompt.noAttack" });
    w.as(w.gm);
    await w.aldo.updateEmbeddedDocuments("Item", [{ _id: w.swordId, system: { equipped: false } }]);
    const reply = await aliceSpends(prompt, { itemId: w.swordId, targetUuid: w.brute.uuid });
    expect(reply).toMatchObject({ refused: "FRAY.Combat.Prompt.notArmed" });
    expect(aldoVigor()).toBe(before);
  });

  it("the honest spend replayed: 5 Vigor paid once, the second refused", async () => {
    const before = aldoVigor();
    const prompt = await bruteEscapes();
    const attack = { itemId: w.swordId, targetUuid: w.brute.uuid };
    expect(await aliceSpends(prompt, attack)).toEqual({ ok: true });
    expect((await aliceSpends(prompt, attack)).ok).toBe(false);
    expect(aldoVigor()).toBe(before - 5);
  });

  it("Cara (not adjacent, not offered) asking with the Brute's prompt is refused by the GM: no card, no Vigor", async () => {
    const prompt = await bruteEscapes();
    w.as(w.alice);
    w.dice(15, 5, 5);
    await takePromptedReaction(asMessage(prompt), combatantOf(combat, cara).id, "bow0000000000000", true);
    expect(w.warnings).toContain("That reaction was not offered to this combatant.");
    expect(cards()).toHaveLength(0);
    expect((cara.system.toObject() as { vigor: { value: number } }).vigor.value).toBe(20);
  });

  it("'you cannot take openings you create on your turn': the Brute is not offered its own", async () => {
    const prompt = readPrompt(asMessage(await bruteEscapes()));
    expect(prompt?.reactors.map((r) => r.combatantId)).not.toContain(combatantOf(combat, w.brute).id);
  });
});
