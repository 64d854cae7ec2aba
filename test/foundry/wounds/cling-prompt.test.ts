/**
 * Cling as a prompted reaction (issue 21; module/foundry/rulesets/wounds/combat/cling.ts). Seed 004: "Reaction: Cling.
 * Trigger A target you are grappling is about to move out of reach. You can attempt to either prevent the target's
 * movement or move with it. Make a Power check. For every 5 points in the result, you may move 1 yard with the target,
 * or for every 10 points, you may reduce the target's movement by 1 yard."
 *
 * A 1-yard square scene in a row: Alice's Sten at 0, Bob's Ogre at 1, both Grappling. The Ogre acts first (initiative
 * 10, Sten 5); Sten has 7 AP. Sten's Power check: Str 2 + Athletics 3, d20 − 10 + 5.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CheckCardModel } from "../../../module/foundry/chat/check-card/model.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: WoundsWorld;
let combat: FakeCombat;
let ogreToken: FakeSceneToken;
let sten: FakeActor;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
/** The Cling checks posted (check cards). */
const checks = () => messages().filter((m) => m.system instanceof CheckCardModel);
const stenId = () => fighter(combat, sten).id;
const stenAp = () => Number(stored(fighter(combat, sten)).ap);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  sten = w.createActor({
    name: "Sten",
    type: "wounds-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: {
      attributes: { strength: 2, dexterity: 1, speed: 1, vitality: 1, perception: 1, reason: 0, lore: 0, persona: 1 },
      skills: [{ skill: "Athletics", specialization: "", rank: 3 }],
    },
  });
  const scene = await FakeSceneDocument.create({
    name: "Ledge",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [stenAt, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: sten.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 100, y: 0, actorLink: true },
  ]);
  if (!stenAt || !ogre) throw new Error("no tokens");
  ogreToken = ogre;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 10 },
    { actorId: sten.id, tokenId: stenAt.id, sceneId: scene.id, initiative: 5 },
  ]);
  await combat.startCombat();
  await sten.toggleStatusEffect("grappling", { active: true });
  await w.ogre.toggleStatusEffect("grappling", { active: true });
  return () => {
    vi.restoreAllMocks();
  };
});

/** The Ogre's token moves to `x`; v13's `moveToken` reaches `tokenMoved` on the GM's client (awaited here). */
async function ogreMoves(x: number): Promise<void> {
  const origin = { x: ogreToken.x, y: ogreToken.y };
  ogreToken.x = x;
  w.as(w.gm);
  await tokenMoved(ogreToken as never, { origin });
}

describe("'A target you are grappling is about to move out of reach'", () => {
  it("the Ogre breaking from 1 to 3 yards: the GM offers Sten a Cling, no attack", async () => {
    await ogreMoves(300);
    const prompt = prompts().at(-1);
    expect(prompt && readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "cling",
      act: true,
      sourceId: fighter(combat, w.ogre).id,
      reactors: [{ combatantId: stenId() }],
    });
    expect(prompt?.content).toContain("Ogre moves out of a grapple&#39;s reach");
  });

  it("not grappling, nothing to cling to: no prompt", async () => {
    await w.ogre.toggleStatusEffect("grappling", { active: false });
    await ogreMoves(300);
    expect(prompts()).toHaveLength(0);
  });

  it("a move that stays beside Sten is no break: no prompt", async () => {
    await ogreMoves(100);
    expect(prompts()).toHaveLength(0);
  });

  it('"If your initiative is 0, you cannot take reactions": Sten at 0 is not offered', async () => {
    w.as(w.gm);
    await fighter(combat, sten).update({ initiative: 0 });
    await ogreMoves(300);
    expect(prompts()).toHaveLength(0);
  });
});

describe("'Make a Power check. For every 5 points in the result, you may move 1 yard with the target'", () => {
  it("Sten's Cling costs 2 AP; the GM rolls Power 18 − 10 + 5 = 13: 2 yards with it, or 1 yard off its move", async () => {
    await ogreMoves(300);
    const prompt = prompts().at(-1);
    if (!prompt) throw new Error("no Cling offered");
    w.as(w.alice);
    w.dice(18);
    await takePromptedReaction(asMessage(prompt), stenId(), ogreToken.id, true);
    expect(stenAp()).toBe(5);
    expect(shownText(checks().at(-1))).toContain("Sten — Cling: Power check · Total 13");
    expect(shownText(checks().at(-1))).toContain(
      "Move up to 2 yards with the target, or take up to 1 yards off its movement",
    );
    // Rolled on the GM's client for Alice's Sten: public, whatever the GM's roll mode.
    expect(checks().at(-1)?.whisper).toEqual([]);
  });

  it("once per prompt: a second take is refused, nothing paid or rolled twice", async () => {
    await ogreMoves(300);
    const prompt = prompts().at(-1);
    if (!prompt) throw new Error("no Cling offered");
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), stenId(), ogreToken.id, true);
    const rolled = checks().length;
    await takePromptedReaction(asMessage(prompt), stenId(), ogreToken.id, true);
    expect(stenAp()).toBe(5);
    expect(checks()).toHaveLength(rolled);
  });
});
