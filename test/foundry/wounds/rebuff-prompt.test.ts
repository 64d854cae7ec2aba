/**
 * Rebuff as a prompted reaction (issue 21; module/foundry/rulesets/wounds/combat/rebuff.ts). Seed 004: "Reaction:
 * Rebuff. Trigger A creature you can see attempts to approach closer than your weapon's optimal reach. You use your
 * weapon to make an attack against the target before it moves. On a hit, the severity of any wound dealt is increased
 * one step." "You can only take a single reaction in response to a specific trigger"; "If your initiative is 0, you
 * cannot take reactions"; "Taking a reaction has no effect on your initiative."
 *
 * A 1-yard square scene in a row: Alice's Sten at 0 with a longsword (reach 1) and a spear (reach 3), Bob's Ogre 5 yards
 * away. The Ogre acts first (initiative 10, Sten 5); Sten has 7 AP from the round start (Speed 1).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { readPrompt, trustedPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { woundsToggleRows } from "../../../module/foundry/rulesets/wounds/situation/catalog.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;
const SPEAR = "spear00000000000";

let w: WoundsWorld;
let combat: FakeCombat;
let ogreToken: FakeSceneToken;
/** Alice's spearman: Speed 1 (7 AP at the round start), Dex 1, Melee 2: attack d20 − 6, damage Str 2 + 3. */
let sten: FakeActor;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
const stenId = () => fighter(combat, sten).id;
const stenAp = () => stored(fighter(combat, sten)).ap;
type Wounds = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
const ogreWounds = () => ({ ...(w.ogre.system as unknown as { wounds: Wounds }).wounds });

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
      skills: [{ skill: "Melee", specialization: "", rank: 2 }],
    },
    items: [
      {
        _id: "sword00000000000",
        name: "Longsword",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Swords", accuracy: 1, damage: 3, reach: 1 },
      },
      {
        _id: SPEAR,
        name: "Spear",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Spears", accuracy: 1, damage: 3, reach: 3 },
      },
    ],
  });
  const scene = await FakeSceneDocument.create({
    name: "Bridge",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [stenAt, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: sten.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 500, y: 0, actorLink: true },
  ]);
  if (!stenAt || !ogre) throw new Error("no tokens");
  ogreToken = ogre;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 10 },
    { actorId: sten.id, tokenId: stenAt.id, sceneId: scene.id, initiative: 5 },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

/**
 * The Ogre's token moves to `x` (Bob drags it); v13 then calls `moveToken(document, movement, operation, user)` on
 * every client with the movement's origin, which Fray's handler passes to `tokenMoved` (awaited here). `client` is
 * whose client runs it.
 */
async function ogreMoves(x: number, client = w.gm): Promise<void> {
  const origin = { x: ogreToken.x, y: ogreToken.y };
  ogreToken.x = x;
  w.as(client);
  await tokenMoved(ogreToken as never, { origin });
}

async function approach(): Promise<FakeChatMessage> {
  await ogreMoves(200);
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error("no Rebuff offered");
  return prompt;
}

/** Alice takes the Rebuff with Sten's spear (Shift-click: the prompt's choices, no dialog). */
async function stenRebuffs(prompt: FakeChatMessage): Promise<void> {
  w.as(w.alice);
  await takePromptedReaction(asMessage(prompt), stenId(), SPEAR, true);
}

describe("'A creature you can see attempts to approach closer than your weapon's optimal reach'", () => {
  it("Fray watches v13's moveToken hook (registered once at init)", () => {
    expect(fake().Hooks.count("moveToken")).toBe(1);
  });

  it("the Ogre stepping from 5 to 2 yards: the GM offers Sten a Rebuff with his spear (reach 3), not his longsword", async () => {
    const prompt = readPrompt(asMessage(await approach()));
    expect(prompt).toMatchObject({
      reaction: "rebuff",
      sourceId: fighter(combat, w.ogre).id,
      reactors: [{ combatantId: stenId(), attacks: [{ itemId: SPEAR, name: "Spear" }] }],
      choices: { rebuff: true },
    });
    expect(prompts().at(-1)?.content).toContain(
      "Ogre approaches within a weapon&#39;s optimal reach: Rebuff strikes before it moves.",
    );
  });

  it("no approach past the reach, no prompt: 5 → 4 yards is still outside the spear's 3", async () => {
    await ogreMoves(400);
    expect(prompts()).toHaveLength(0);
  });

  it("moving away is no approach: 2 → 2 yards sideways or farther offers nothing", async () => {
    ogreToken.x = 200;
    await ogreMoves(300);
    expect(prompts()).toHaveLength(0);
  });

  it("only the active GM's client answers the move: Bob's client posts nothing", async () => {
    await ogreMoves(200, w.bob);
    expect(prompts()).toHaveLength(0);
  });

  it('"If your initiative is 0, you cannot take reactions": Sten at 0 is not offered', async () => {
    w.as(w.gm);
    await fighter(combat, sten).update({ initiative: 0 });
    await ogreMoves(200);
    expect(prompts()).toHaveLength(0);
  });

  it("only the reactor's owner gets the button: Alice sees Sten's, Bob none", async () => {
    const prompt = trustedPrompt(asMessage(await approach()));
    if (!prompt) throw new Error("the prompt is not open");
    w.as(w.alice);
    expect(promptButtons(prompt).map((b) => b.text)).toEqual(["Rebuff: Sten attacks with Spear"]);
    w.as(w.bob);
    expect(promptButtons(prompt)).toEqual([]);
  });
});

describe("'You use your weapon to make an attack against the target before it moves'", () => {
  it("Sten's Rebuff is the normal card against the Ogre, chosen as Rebuff, for 3 AP and no initiative", async () => {
    await stenRebuffs(await approach());
    const card = cards().at(-1);
    expect(card?.system.toObject()).toMatchObject({
      attacker: { name: "Sten", itemName: "Spear" },
      targets: [{ name: "Ogre", outcome: "pending", situation: { choices: { rebuff: true } } }],
    });
    expect(stenAp()).toBe(4);
    expect(fighter(combat, sten).initiative).toBe(5);
  });

  it('"On a hit, the severity of any wound dealt is increased one step": 5 final damage is severe, Rebuff makes it critical', async () => {
    await stenRebuffs(await approach());
    const card = cards().at(-1);
    if (!card) throw new Error("no card");
    // d20 − 10 + Dex 1 + Melee 2 + accuracy 1 = 17 − 6 = 11 against melee Defense 10: a hit. Damage 11 + Str 2 +
    // spear 3 − Defense 10 − Toughness 1 = 5: severe (threshold 4), one step up: critical.
    w.as(w.alice);
    w.dice(17);
    expect(await askStep("attack", sten as never, card.id, "t0", "roll")).toEqual({ ok: true });
    expect(await askStep("damage", sten as never, card.id, "t0")).toEqual({ ok: true });
    expect(ogreWounds()).toMatchObject({ severe: 0, critical: 1 });
  });

  it('"a single reaction in response to a specific trigger": a second take of the prompt is refused, nothing paid', async () => {
    const prompt = await approach();
    await stenRebuffs(prompt);
    await stenRebuffs(prompt);
    expect(cards()).toHaveLength(1);
    expect(stenAp()).toBe(4);
    expect(w.warnings).toContain("Only one reaction to a trigger.");
  });

  /** Alice's spend of the Rebuff `prompt` offers, naming `attack` (the item and the target's uuid). */
  async function aliceSpends(prompt: FakeChatMessage, attack?: { itemId: string; targetUuid: string }) {
    w.as(w.alice);
    return requestSpend(sten as never, { action: `rebuff:${prompt.id}`, ...(attack ? { attack } : {}) });
  }

  it("forged weapon: Sten's sword, which the prompt did not offer, is refused by the GM, nothing paid", async () => {
    const reply = await aliceSpends(await approach(), { itemId: "sword00000000000", targetUuid: w.ogre.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.weaponNotOffered" });
    expect(stenAp()).toBe(7);
  });

  it("forged target: the offered spear against anyone but the Ogre is refused by the GM, nothing paid", async () => {
    const reply = await aliceSpends(await approach(), { itemId: SPEAR, targetUuid: sten.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.targetNotOffered" });
    expect(stenAp()).toBe(7);
  });

  it("no attack named, or the spear unequipped since the prompt: refused by the GM, nothing paid", async () => {
    const prompt = await approach();
    expect(await aliceSpends(prompt)).toMatchObject({ refused: "FRAY.Combat.Prompt.noAttack" });
    w.as(w.gm);
    await sten.updateEmbeddedDocuments("Item", [{ _id: SPEAR, system: { equipped: false } }]);
    const reply = await aliceSpends(prompt, { itemId: SPEAR, targetUuid: w.ogre.uuid });
    expect(reply).toMatchObject({ refused: "FRAY.Combat.Prompt.notArmed" });
    expect(stenAp()).toBe(7);
  });

  it("the honest spend replayed: paid once, the second refused", async () => {
    const prompt = await approach();
    const attack = { itemId: SPEAR, targetUuid: w.ogre.uuid };
    expect(await aliceSpends(prompt, attack)).toEqual({ ok: true });
    expect((await aliceSpends(prompt, attack)).ok).toBe(false);
    expect(stenAp()).toBe(4);
  });

  it("the prompt closes when the turn moves on", async () => {
    const prompt = await approach();
    w.as(w.gm);
    await combat.nextTurn();
    await stenRebuffs(prompt);
    expect(cards()).toHaveLength(0);
  });

  it("a prompt a player posts is no Rebuff: the GM refuses its spend, nothing paid", async () => {
    w.as(w.alice);
    const forged = await fake().ChatMessage.create({
      content: "rebuff",
      flags: {
        fray: {
          reactionPrompt: {
            reaction: "rebuff",
            label: "x",
            combatId: combat.id,
            sourceId: fighter(combat, w.ogre).id,
            round: combat.round,
            turn: combat.turn,
            reactors: [{ combatantId: stenId(), attacks: [] }],
            choices: { rebuff: true },
          },
        },
      },
    });
    expect(trustedPrompt(asMessage(forged))).toBeUndefined();
    expect(await requestSpend(sten as never, { action: `rebuff:${forged.id}` })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.closed",
    });
    expect(stenAp()).toBe(7);
  });
});

describe("the roll dialog of a Rebuff", () => {
  it("the prompt's choices are read as a record of booleans; any other shape is no prompt", () => {
    const prompt = (choices: unknown) =>
      readPrompt({
        flags: {
          fray: {
            reactionPrompt: {
              reaction: "rebuff",
              label: "x",
              combatId: "c",
              sourceId: "s",
              round: 1,
              turn: 0,
              reactors: [],
              choices,
            },
          },
        },
      } as never);
    expect(prompt({ rebuff: true })?.choices).toEqual({ rebuff: true });
    expect(prompt({ rebuff: "yes" })).toBeUndefined();
    expect(prompt([true])).toBeUndefined();
  });

  it("shows Rebuff locked on instead of the attack actions; any other attack never offers it", () => {
    const rebuff = woundsToggleRows({ rebuff: true }, false).filter((r) => r.group === "variant");
    expect(rebuff.map((r) => [r.id, r.on, r.locked])).toEqual([["rebuff", true, true]]);
    const plain = woundsToggleRows({}, false).filter((r) => r.group === "variant");
    expect(plain.map((r) => r.id)).toEqual(["quick", "strong", "nonlethal", "grapple", "opening"]);
  });
});
