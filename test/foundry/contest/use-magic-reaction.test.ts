/**
 * "Use Magic" as a reaction naming a spell, on the strict fake (combat/use-magic-reaction.ts, rules page decision
 * 135, 137, 138). Seed 003, Reactions: "Use Magic. You cast a non-attacking spell or activate a magic item." and
 * "Reactions require some trigger": the Brute (Bob) declares a Strike at Kara (Alice), who knows Mending Word
 * (non-attacking, 2 AP) and Shocking Grasp (attacking). A 1-metre square scene in a row, Kara beside the Brute; the
 * Brute acts first.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneDocument, FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { asMessage } from "../chat/prompt-messages.ts";
import {
  CLUB,
  GRASP,
  karaStrikes,
  LONGSWORD,
  mendingAndGrasp,
  MENDING,
  shockSpell,
  type ContestWorld,
} from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

const WARD = "stoneward0000000";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;
let scene: FakeSceneDocument;
let bruteToken: FakeSceneToken;

const prompts = (reaction: string) =>
  [...w.messages.values()].filter((m) => readPrompt(asMessage(m))?.reaction === reaction);
const karaAp = () => systemOf(kara).ap;
const cardsPosted = () => [...w.messages.values()].filter((m) => m.type === "attack");
const lastText = () => [...w.messages.values()].map((m) => m.content).join("\n");

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, kara, brute, scene, bruteToken } = await contestYard({
    karaItems: mendingAndGrasp(2),
    brute: { x: 100, y: 0 },
    bruteFirst: true,
  }));
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

/** Bob declares the Brute's Strike with its club at Kara: the spend names her combatant (decision 83). */
async function bruteStrikesKara(): Promise<void> {
  w.as(w.bob);
  expect((await requestSpend(w.brute as never, { action: `strike:${CLUB}:${kara.id}` })).ok).toBe(true);
  w.as(w.gm);
}

function offered(): FakeChatMessage {
  const prompt = prompts("useMagicReaction").at(-1);
  if (!prompt) throw new Error("no Use Magic offered");
  return prompt;
}

async function aliceCasts(prompt: FakeChatMessage, itemId = MENDING): Promise<void> {
  w.as(w.alice);
  await takePromptedReaction(asMessage(prompt), kara.id, itemId, true);
  w.as(w.gm);
}

/** Alice's own spend naming the prompt, with `itemId` (or nothing) as the spell it casts. */
async function aliceSpends(prompt: FakeChatMessage, itemId?: string) {
  w.as(w.alice);
  const attack = itemId === undefined ? {} : { attack: { itemId, targetUuid: w.brute.uuid } };
  const reply = await requestSpend(w.kara as never, { action: `useMagicReaction:${prompt.id}`, ...attack });
  w.as(w.gm);
  return reply;
}

describe('"Use Magic. You cast a non-attacking spell" as a reaction, triggered by an attack (decision 135)', () => {
  it("the Brute's Strike at Kara offers her Mending Word, not the attacking Shocking Grasp; Bob sees no button", async () => {
    await bruteStrikesKara();
    expect(prompts("useMagicReaction")).toHaveLength(1);
    const prompt = readPrompt(asMessage(offered()));
    expect(prompt).toMatchObject({
      reaction: "useMagicReaction",
      sourceId: brute.id,
      act: true,
      reactors: [{ combatantId: kara.id, attacks: [{ itemId: MENDING, name: "Mending Word" }] }],
    });
    expect(offered().content).toContain(
      "Brute attacks Kara: Kara and their allies may cast a non-attacking spell as a reaction.",
    );
    w.as(w.alice);
    expect(prompt ? promptButtons(prompt).map((b) => b.text) : []).toEqual([
      "Use Magic (reaction): Kara with Mending Word",
    ]);
    w.as(w.bob);
    expect(prompt ? promptButtons(prompt) : []).toEqual([]);
  });

  it("Alice casts it: the GM pays the spell's 2 AP from Kara's 3, says so in chat, and the cast provokes the Brute", async () => {
    await bruteStrikesKara();
    await aliceCasts(offered());
    expect(karaAp()).toBe(1);
    expect(lastText()).toContain("Kara casts Mending Word as a reaction.");
    // "Cast a Spell. Characters that cast spells which don't have the Melee Attack trait": the Brute's club is beside.
    expect(readPrompt(asMessage(prompts("opportunityAttack").at(-1) as FakeChatMessage))?.sourceId).toBe(kara.id);
  });

  it("replayed: the same prompt's second cast is refused (one reaction per trigger), the AP paid once", async () => {
    await bruteStrikesKara();
    await aliceCasts(offered());
    await aliceCasts(offered());
    expect(karaAp()).toBe(1);
    expect(w.warnings.at(-1)).toBe("Already reacted to this.");
  });

  it("the spell made an attacking one since the prompt: the GM refuses the cast, nothing paid", async () => {
    await bruteStrikesKara();
    const prompt = offered();
    await w.kara.items.get(MENDING)?.update({ system: { attack: true } });
    await aliceCasts(prompt);
    expect(karaAp()).toBe(3);
    expect(w.warnings.at(-1)).toBe(
      "That spell is not one the prompt offered, or it is no longer a non-attacking spell.",
    );
  });

  it("forged spell: a spend naming the attacking Shocking Grasp, or no spell, is refused by the GM, nothing paid", async () => {
    await bruteStrikesKara();
    const refused = "That spell is not one the prompt offered, or it is no longer a non-attacking spell.";
    expect(await aliceSpends(offered(), GRASP)).toMatchObject({
      ok: false,
      refused: "FRAY.Combat.Prompt.weaponNotOffered",
    });
    expect(await aliceSpends(offered())).toMatchObject({ ok: false });
    expect(w.warnings.at(-1)).toBe(refused);
    expect(karaAp()).toBe(3);
  });

  it("forged: a prompt Alice posts herself is no prompt — her spend naming it is refused by the GM", async () => {
    w.as(w.alice);
    const forged = await fake().ChatMessage.create({
      content: "forged",
      flags: { fray: { reactionPrompt: readPromptShape() } },
    });
    const result = await requestSpend(w.kara as never, { action: `useMagicReaction:${forged.id}` });
    expect(result.ok).toBe(false);
    expect(karaAp()).toBe(3);
  });

  it("declared on the card: Kara's Strike at the Brute offers the Brute its own ward spell, once", async () => {
    await w.brute.createEmbeddedDocuments("Item", [
      { _id: WARD, name: "Stone Ward", type: "contest-ability", system: shockSpell(1) },
    ]);
    await combat.nextTurn();
    await karaStrikes(w);
    expect(cardsPosted()).toHaveLength(1);
    const prompt = readPrompt(asMessage(offered()));
    expect(prompt?.reactors).toEqual([{ combatantId: brute.id, attacks: [{ itemId: WARD, name: "Stone Ward" }] }]);
    expect(prompt?.sourceId).toBe(kara.id);
  });

  it("with 1 AP left Kara cannot pay the 2-AP spell: nothing is offered", async () => {
    await kara.update({ system: { ap: 1 } });
    await bruteStrikesKara();
    expect(prompts("useMagicReaction")).toHaveLength(0);
  });
});

/** A prompt's flags as the GM would post them, offering Kara Mending Word against the Brute's Strike. */
function readPromptShape() {
  return {
    reaction: "useMagicReaction",
    label: "FRAY.Contest.UseMagic.label",
    combatId: combat.id,
    sourceId: brute.id,
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: kara.id, attacks: [{ itemId: MENDING, name: "Mending Word" }] }],
    act: true,
  };
}

const LIO_WARD = "liowardspell0000";
const SHIELD_OF_FAITH = "shieldoffaith000";

/** Lio, Alice's second character, stands at 2 m on Kara's side (friendly) and knows Amber Ward (1 AP). */
async function lioJoins(): Promise<FakeCombatant> {
  const lio = w.createActor({
    name: "Lio",
    type: "contest-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { health: { value: 12, max: 12 } },
    items: [{ _id: LIO_WARD, name: "Amber Ward", type: "contest-ability", system: shockSpell(1) }],
  });
  const [at] = await scene.createEmbeddedDocuments("Token", [
    { actorId: lio.id, x: 200, y: 0, actorLink: true, disposition: 1 },
  ]);
  if (!at) throw new Error("no token");
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: lio.id, tokenId: at.id, sceneId: scene.id, initiative: 1 },
  ]);
  return combatantOf(combat, lio);
}

describe("one Use Magic prompt per attack, listing each creature with its spells (decision 138)", () => {
  beforeEach(async () => {
    await w.kara.createEmbeddedDocuments("Item", [
      { _id: SHIELD_OF_FAITH, name: "Shield of Faith", type: "contest-ability", system: shockSpell(1) },
    ]);
  });

  it("the Brute's Strike at Kara posts one prompt: Kara with her two spells, her ally Lio with his; not the Brute", async () => {
    const lio = await lioJoins();
    await bruteStrikesKara();
    expect(prompts("useMagicReaction")).toHaveLength(1);
    const prompt = readPrompt(asMessage(offered()));
    expect(prompt?.reactors).toEqual([
      {
        combatantId: kara.id,
        attacks: [
          { itemId: MENDING, name: "Mending Word" },
          { itemId: SHIELD_OF_FAITH, name: "Shield of Faith" },
        ],
      },
      { combatantId: lio.id, attacks: [{ itemId: LIO_WARD, name: "Amber Ward" }] },
    ]);
    w.as(w.alice);
    expect(prompt ? promptButtons(prompt).map((b) => b.text) : []).toEqual([
      "Use Magic (reaction): Kara with Mending Word",
      "Use Magic (reaction): Kara with Shield of Faith",
      "Use Magic (reaction): Lio with Amber Ward",
    ]);
  });

  it("Kara's button casts the spell it names, at its own AP; her second button is refused, Lio's still casts", async () => {
    const lio = await lioJoins();
    await bruteStrikesKara();
    const prompt = offered();
    await aliceCasts(prompt, SHIELD_OF_FAITH);
    expect(karaAp()).toBe(2);
    expect(lastText()).toContain("Kara casts Shield of Faith as a reaction.");
    await aliceCasts(prompt, MENDING);
    expect(karaAp()).toBe(2);
    expect(w.warnings.at(-1)).toBe("Already reacted to this.");
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), lio.id, LIO_WARD, true);
    expect(systemOf(lio).ap).toBe(2);
    expect(lastText()).toContain("Lio casts Amber Ward as a reaction.");
  });

  it("forged: Alice's spend for Kara naming Lio's spell is refused by the GM, nothing paid", async () => {
    await lioJoins();
    await bruteStrikesKara();
    expect(await aliceSpends(offered(), LIO_WARD)).toMatchObject({ refused: "FRAY.Combat.Prompt.weaponNotOffered" });
    expect(karaAp()).toBe(3);
  });
});

describe("an Opportunity Attack is an attack that opens Use Magic for its target's side (decision 137)", () => {
  it("the Brute steps into Kara's reach; her Opportunity Attack offers the Brute its Stone Ward against it", async () => {
    await w.brute.createEmbeddedDocuments("Item", [
      { _id: WARD, name: "Stone Ward", type: "contest-ability", system: shockSpell(1) },
    ]);
    bruteToken.x = 400;
    w.as(w.gm);
    await tokenMoved(bruteToken as never, { origin: { x: 400, y: 0 } });
    bruteToken.x = 100;
    await tokenMoved(bruteToken as never, { origin: { x: 400, y: 0 } });
    const provoked = prompts("opportunityAttack").at(-1);
    if (!provoked) throw new Error("no Opportunity Attack offered");
    expect(prompts("useMagicReaction")).toHaveLength(0);
    w.as(w.alice);
    await takePromptedReaction(asMessage(provoked), kara.id, LONGSWORD, true);
    w.as(w.gm);
    expect(cardsPosted()).toHaveLength(1);
    const prompt = readPrompt(asMessage(offered()));
    // The target is the prompt's: the Brute, whose move provoked it, not anything Alice's client named.
    expect(prompt?.sourceId).toBe(kara.id);
    expect(prompt?.reactors).toEqual([{ combatantId: brute.id, attacks: [{ itemId: WARD, name: "Stone Ward" }] }]);
    expect(offered().content).toContain("Kara attacks Brute");
  });
});
