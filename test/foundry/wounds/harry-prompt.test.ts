/**
 * Harry as a prompted reaction (issue 21; module/foundry/rulesets/wounds/combat/harry.ts). Seed 004: "Reaction: Harry.
 * Trigger A creature within reach of your melee weapon attempts to make a ranged weapon attack or check. You use your
 * weapon to threaten and harass the target, making their attacks more difficult. The target suffers a -2 penalty to
 * any ranged weapon attack or check made this round, including to the triggering effect. You can only use this
 * reaction once per round per target." "If your initiative is 0, you cannot take reactions."
 *
 * A 1-yard square scene in a row: Bob's Archer at 1 with a bow, Alice's Sten at 0 with a longsword (reach 1), Alice's
 * Vera at 4 with hers (out of reach). The Archer acts first (initiative 10; Sten 5, Vera 3); Sten has 7 AP.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { attackPosted } from "../../../module/foundry/combat/attack-posted.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { readPrompt, trustedPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;
const SWORD = "sword00000000000";
const BOW = "bow0000000000000";

let w: WoundsWorld;
let combat: FakeCombat;
let sten: FakeActor;
let archer: FakeActor;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
const stenId = () => fighter(combat, sten).id;
const stenAp = () => stored(fighter(combat, sten)).ap;
const harried = () => archer.statuses.has("harried");

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  const attributes = {
    strength: 2,
    dexterity: 1,
    speed: 1,
    vitality: 1,
    perception: 1,
    reason: 0,
    lore: 0,
    persona: 1,
  };
  sten = w.createActor({
    name: "Sten",
    type: "wounds-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { attributes },
    items: [
      {
        _id: SWORD,
        name: "Longsword",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Swords", accuracy: 1, damage: 3, reach: 1 },
      },
    ],
  });
  archer = w.createActor({
    name: "Archer",
    type: "wounds-npc",
    ownership: { default: 0, [w.bob.id]: 3 },
    system: { attributes: { ...attributes, speed: 0 } },
    items: [
      {
        _id: BOW,
        name: "Shortbow",
        type: "wounds-weapon",
        system: { kind: "ranged", group: "Bows", accuracy: 0, damage: 2, reach: 0, range: 20 },
      },
      {
        _id: SWORD,
        name: "Dagger",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Knives", accuracy: 0, damage: 1, reach: 1 },
      },
    ],
  });
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [stenAt, archerAt, veraAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: sten.id, x: 0, y: 0, actorLink: true },
    { actorId: archer.id, x: 100, y: 0, actorLink: true },
    { actorId: w.vera.id, x: 500, y: 0, actorLink: true },
  ]);
  if (!stenAt || !archerAt || !veraAt) throw new Error("no tokens");
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: archer.id, tokenId: archerAt.id, sceneId: scene.id, initiative: 10 },
    { actorId: sten.id, tokenId: stenAt.id, sceneId: scene.id, initiative: 5 },
    { actorId: w.vera.id, tokenId: veraAt.id, sceneId: scene.id, initiative: 3 },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

/**
 * Bob's Archer declares an attack on `target` with `itemId`; v13 then runs `createChatMessage` on every client, which
 * Fray's handler passes to `attackPosted` (awaited here on the GM's client).
 */
async function archerAttacks(target: FakeActor, itemId = BOW): Promise<FakeChatMessage> {
  w.as(w.bob);
  w.bob.targets.clear();
  w.bob.targets.add({ actor: target });
  await rollAttack(archer as never, itemId, { skipDialog: true });
  const card = cards().at(-1);
  if (!card) throw new Error("no card");
  w.as(w.gm);
  await attackPosted(asMessage(card));
  return card;
}

async function offered(): Promise<FakeChatMessage> {
  await archerAttacks(sten);
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error("no Harry offered");
  return prompt;
}

async function stenHarries(prompt: FakeChatMessage): Promise<void> {
  w.as(w.alice);
  await takePromptedReaction(asMessage(prompt), stenId(), SWORD, true);
}

describe("'A creature within reach of your melee weapon attempts to make a ranged weapon attack'", () => {
  it("Fray watches createChatMessage for attack cards (registered once at init, beside the card's follow-up)", () => {
    expect(fake().Hooks.count("createChatMessage")).toBe(2);
  });

  it("the Archer's bow attack from 1 yard: the GM offers Sten (longsword, reach 1) a Harry, not Vera 4 yards off", async () => {
    const prompt = readPrompt(asMessage(await offered()));
    expect(prompt).toMatchObject({
      reaction: "harry",
      act: true,
      sourceId: fighter(combat, archer).id,
      reactors: [{ combatantId: stenId(), attacks: [{ itemId: SWORD, name: "Longsword" }] }],
    });
    expect(prompts().at(-1)?.content).toContain("Archer aims a ranged attack within a melee weapon&#39;s reach");
  });

  it("a melee attack is no trigger: the Archer's dagger offers nothing", async () => {
    await archerAttacks(sten, SWORD);
    expect(prompts()).toHaveLength(0);
  });

  it("only the active GM's client answers the card: Bob's own client posts nothing", async () => {
    const card = await archerAttacks(sten);
    const before = prompts().length;
    w.as(w.bob);
    await attackPosted(asMessage(card));
    expect(prompts()).toHaveLength(before);
  });

  it('"If your initiative is 0, you cannot take reactions": Sten at 0 is not offered', async () => {
    w.as(w.gm);
    await fighter(combat, sten).update({ initiative: 0 });
    await archerAttacks(sten);
    expect(prompts()).toHaveLength(0);
  });

  it("the button harasses, it makes no attack: Alice sees 'Harry: Sten with Longsword', Bob none", async () => {
    const prompt = trustedPrompt(asMessage(await offered()));
    if (!prompt) throw new Error("the prompt is not open");
    w.as(w.alice);
    expect(promptButtons(prompt).map((b) => b.text)).toEqual(["Harry: Sten with Longsword"]);
    w.as(w.bob);
    expect(promptButtons(prompt)).toEqual([]);
  });
});

describe("'The target suffers a -2 penalty to any ranged weapon attack or check made this round'", () => {
  it("Sten's Harry costs 2 AP and no initiative, posts no card, and leaves the Archer Harried", async () => {
    await stenHarries(await offered());
    expect(cards()).toHaveLength(1);
    expect(stenAp()).toBe(5);
    expect(fighter(combat, sten).initiative).toBe(5);
    expect(harried()).toBe(true);
  });

  it('"including to the triggering effect": the declared bow attack, rolled after, carries Harried −2', async () => {
    const prompt = await offered();
    const card = cards().at(-1);
    if (!card) throw new Error("no card");
    await stenHarries(prompt);
    w.as(w.bob);
    w.dice(15);
    expect(await askStep("attack", archer as never, card.id, "t0", "roll")).toEqual({ ok: true });
    const row = (card.system.toObject() as { targets: { attack: { request: { modifiers: unknown[] } } }[] }).targets[0];
    expect(row?.attack.request.modifiers).toContainEqual({ source: "Harried", value: -2 });
  });

  it("Harried ends with the round", async () => {
    await stenHarries(await offered());
    expect(harried()).toBe(true);
    w.as(w.gm);
    await combat.nextRound();
    expect(harried()).toBe(false);
  });

  it('"once per round per target": a second ranged attack this round offers Sten nothing', async () => {
    await stenHarries(await offered());
    await archerAttacks(w.vera);
    expect(prompts()).toHaveLength(1);
  });

  it('"a single reaction in response to a specific trigger": a second take of the prompt is refused, nothing paid twice', async () => {
    const prompt = await offered();
    await stenHarries(prompt);
    await stenHarries(prompt);
    expect(stenAp()).toBe(5);
    expect(w.warnings).toContain("Only one reaction to a trigger.");
  });

  it("a prompt a player posts is no Harry: the GM refuses its spend, nothing paid, nobody harried", async () => {
    w.as(w.alice);
    const forged = await fake().ChatMessage.create({
      content: "harry",
      flags: {
        fray: {
          reactionPrompt: {
            reaction: "harry",
            label: "x",
            combatId: combat.id,
            sourceId: fighter(combat, archer).id,
            round: combat.round,
            turn: combat.turn,
            reactors: [{ combatantId: stenId(), attacks: [] }],
            act: true,
          },
        },
      },
    });
    expect(trustedPrompt(asMessage(forged))).toBeUndefined();
    expect(await requestSpend(sten as never, { action: `harry:${forged.id}` })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.closed",
    });
    expect(stenAp()).toBe(7);
    expect(harried()).toBe(false);
  });

  it("a prompt whose act is not a boolean is no prompt", () => {
    const base = { reaction: "harry", label: "x", combatId: "c", sourceId: "s", round: 1, turn: 0, reactors: [] };
    const read = (act: unknown) => readPrompt({ flags: { fray: { reactionPrompt: { ...base, act } } } } as never);
    expect(read(true)?.act).toBe(true);
    expect(read("yes")).toBeUndefined();
  });
});
