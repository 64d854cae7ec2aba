/**
 * Ready fired as a reaction (issue 22, reachability row 34). Seed 000: "Ready. When you ready an action, you set a
 * condition you are waiting for and what you want to do when and if that conditions occurs before the beginning of
 * your next turn. If that condition occurs, you may use a reaction to respond to that event with the action you
 * readied."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { trustedPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { asMessage, promptsIn } from "../chat/prompt-messages.ts";
import { reactionWorld, takeAction } from "./play-fixture.ts";

type AnyCombatant = Parameters<typeof actFor>[0];

let w: LoopWorld;
let combat: FakeCombat;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => promptsIn(w);
const aldoVigor = () => (w.aldo.system.toObject() as { vigor: { value: number } }).vigor.value;
const aldo = () => combatantOf(combat, w.aldo);
const bruteId = () => combatantOf(combat, w.brute).id;
const readied = () => w.aldo.statuses.has("readied");
/** Alice says Aldo's condition occurred, set off by the Brute (the tracker's Fire readied action). */
const fire = async () => {
  w.as(w.alice);
  await actFor(aldo() as unknown as AnyCombatant, "fireReadied", bruteId());
};

/** Aldo and the Brute side by side; the Brute acts first. Aldo readies on his round-1 turn; round 2 begins. */
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await reactionWorld();
  const scene = await FakeSceneDocument.create({ name: "Gate" });
  const [a, b] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.aldo.id, x: 0, y: 0, actorLink: true },
    { actorId: w.brute.id, x: 100, y: 0, actorLink: true },
  ]);
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.brute.id, tokenId: b?.id, sceneId: scene.id, initiative: 15 },
    { actorId: w.aldo.id, tokenId: a?.id, sceneId: scene.id, initiative: 9 },
  ]);
  await combat.startCombat();
  await combat.nextTurn();
  w.as(w.alice);
  expect(await takeAction(w.aldo, "ready")).toBe(true);
  w.as(w.gm);
  await combat.nextTurn();
  return () => {
    vi.restoreAllMocks();
  };
});

describe("'If that condition occurs, you may use a reaction to respond to that event with the action you readied'", () => {
  it("Alice fires Aldo's readied action at the Brute: the GM posts the prompt, offered to Aldo with his sword", async () => {
    expect(readied()).toBe(true);
    await fire();
    const message = prompts().at(-1);
    expect(message?.content).toContain("readied condition occurs (Brute): Aldo may use a reaction");
    const prompt = message ? trustedPrompt(asMessage(message)) : undefined;
    expect(prompt).toMatchObject({ reaction: "readied", sourceId: bruteId() });
    expect(prompt?.reactors).toEqual([{ combatantId: aldo().id, attacks: [{ itemId: w.swordId, name: "Sword" }] }]);
    w.as(w.alice);
    expect(prompt && promptButtons(prompt).map((b) => b.text)).toEqual(["Readied action: Aldo attacks with Sword"]);
    w.as(w.bob);
    expect(prompt && promptButtons(prompt)).toEqual([]);
  });

  it("the readied attack is the normal card against the Brute, for the reaction's 5 Vigor and no action; Readied is used up", async () => {
    await fire();
    const message = prompts().at(-1);
    if (!message) throw new Error("no prompt");
    w.as(w.alice);
    w.dice(15, 5, 5);
    await takePromptedReaction(asMessage(message), aldo().id, w.swordId, true);
    expect(cards().at(-1)?.system.toObject()).toMatchObject({
      attacker: { name: "Aldo", itemName: "Sword" },
      targets: [{ name: "Brute" }],
    });
    expect(aldoVigor()).toBe(15);
    expect(systemOf(aldo())).toMatchObject({ reactions: [`readied.${message.id}`] });
    expect(readied()).toBe(false);
    // Once per prompt, and the readied action is spent: a second click pays nothing more.
    await takePromptedReaction(asMessage(message), aldo().id, w.swordId, true);
    expect(cards()).toHaveLength(1);
    expect(aldoVigor()).toBe(15);
  });

  it("the GM re-checks from the documents: not Readied, its own turn, or no one named is refused and nothing is posted", async () => {
    w.as(w.gm);
    await actFor(aldo() as unknown as AnyCombatant, "fireReadied", aldo().id);
    expect(w.warnings.at(-1)).toBe("Name another combatant of this encounter whose act set the readied action off.");
    await combat.nextTurn();
    // Aldo's own turn: Readied has ended at its start ("before the beginning of your next turn").
    expect(readied()).toBe(false);
    await fire();
    expect(w.warnings.at(-1)).toBe("No reactions during your own turn.");
    expect(prompts()).toHaveLength(0);
  });

  it("the readied attack is paid only for the offered sword against the Brute: another weapon or target is refused", async () => {
    await fire();
    const action = `readied:${prompts().at(-1)?.id ?? ""}`;
    w.as(w.alice);
    const forgedWeapon = { itemId: "mail000000000000", targetUuid: w.brute.uuid };
    expect(await requestSpend(w.aldo as never, { action, attack: forgedWeapon })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.weaponNotOffered",
    });
    const forgedTarget = { itemId: w.swordId, targetUuid: w.aldo.uuid };
    expect(await requestSpend(w.aldo as never, { action, attack: forgedTarget })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.targetNotOffered",
    });
    expect(aldoVigor()).toBe(20);
    expect(readied()).toBe(true);
  });

  it("a player cannot pay a readied reaction with another reaction's prompt or a forged one", async () => {
    await fire();
    const message = prompts().at(-1);
    w.as(w.alice);
    expect(await requestSpend(w.aldo as never, { action: `takeOpening:${message?.id ?? ""}` })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.closed",
    });
    expect(aldoVigor()).toBe(20);
    expect(readied()).toBe(true);
  });
});
