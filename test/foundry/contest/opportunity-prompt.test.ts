/**
 * Opportunity Attacks as prompted reactions on the strict fake (module/foundry/rulesets/contest/combat/opportunity.ts).
 * Seed 003, Positioning: "An opportunity attack is a special kind of melee Strike you can perform as a reaction. A
 * creature provokes an opportunity attack when it performs one of the following actions: Move. Characters that
 * willingly move within a foe's reach or leave it. … A character can avoid provoking an opportunity attack in this way
 * by taking the Disengage action … Stand Up. Characters standing up to end the Prone condition." Actions in Combat:
 * "A character can use up to 3 AP per round, and can use them in two ways: actions and reactions."
 *
 * A 1-metre square scene in a row: Kara (Alice) at 0 with her longsword (reach 1 m), the Brute (Bob) 5 m away. The
 * Brute acts first (initiative 5, Kara 2).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { systemOf } from "../combat/fixture.ts";
import { asMessage, promptsIn } from "../chat/prompt-messages.ts";
import { asActor } from "./combat-fixture.ts";
import { bruteDefends, FLAME_BRAND, karaRolls, LONGSWORD, type ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;
let bruteToken: FakeSceneToken;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => promptsIn(w);
const karaAp = () => systemOf(kara).ap;
type Row = { situation?: { choices: Record<string, boolean> }; hitChance: number };
const rowOf = (card: FakeChatMessage) => (card.system as unknown as { targets: Row[] }).targets[0];

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, kara, brute, bruteToken } = await contestYard({ brute: { x: 500, y: 0 }, bruteFirst: true }));
  return () => {
    vi.restoreAllMocks();
  };
});

/** The Brute's token moves to `x` (Bob drags it); v13 then calls `moveToken` on every client, awaited here. */
async function bruteMoves(x: number, client = w.gm): Promise<void> {
  const origin = { x: bruteToken.x, y: bruteToken.y };
  bruteToken.x = x;
  w.as(client);
  await tokenMoved(bruteToken as never, { origin });
}

function provoked(): FakeChatMessage {
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error("no Opportunity Attack offered");
  return prompt;
}

/** Alice takes Kara's Opportunity Attack with the longsword (Shift-click: the prompt's choices, no dialog). */
async function karaTakes(prompt: FakeChatMessage): Promise<void> {
  w.as(w.alice);
  await takePromptedReaction(asMessage(prompt), kara.id, LONGSWORD, true);
}

describe('"Characters that willingly move within a foe\'s reach or leave it" provoke', () => {
  it("the Brute stepping from 5 m to 1 m, into the longsword's reach: the GM offers Kara an Opportunity Attack", async () => {
    await bruteMoves(100);
    const prompt = readPrompt(asMessage(provoked()));
    expect(prompt).toMatchObject({
      reaction: "opportunityAttack",
      sourceId: brute.id,
      reactors: [{ combatantId: kara.id, attacks: [{ itemId: LONGSWORD, name: "Longsword" }] }],
      choices: { opportunityAttack: true },
    });
    expect(prompts().at(-1)?.content).toContain("Brute moves through a foe&#39;s reach");
  });

  it("Kara's unequipped Flame Brand is not offered, and Bob sees no button (Kara is Alice's)", async () => {
    await bruteMoves(100);
    const prompt = readPrompt(asMessage(provoked()));
    expect(prompt?.reactors[0]?.attacks.map((a) => a.itemId)).toEqual([LONGSWORD]);
    w.as(w.bob);
    expect(prompt ? promptButtons(prompt) : []).toEqual([]);
    w.as(w.alice);
    expect(prompt ? promptButtons(prompt).map((b) => b.text) : []).toEqual([
      "Opportunity Attack: Kara attacks with Longsword",
    ]);
  });

  it("a move that stays outside every reach provokes nothing: 5 m → 3 m", async () => {
    await bruteMoves(300);
    expect(prompts()).toHaveLength(0);
  });

  it("leaving the reach provokes: 1 m → 4 m, and Kara's Strike is made though the Brute now stands 4 m away", async () => {
    bruteToken.x = 100;
    await bruteMoves(400);
    await karaTakes(provoked());
    expect(cards()).toHaveLength(1);
    expect(rowOf(cards()[0] as FakeChatMessage)?.situation?.choices.opportunityAttack).toBe(true);
  });

  it("only the active GM's client answers the move: Bob's client posts nothing", async () => {
    await bruteMoves(100, w.bob);
    expect(prompts()).toHaveLength(0);
  });

  it('"by taking the Disengage action": a Disengaged Brute walks past Kara unprovoked', async () => {
    w.as(w.gm);
    expect((await requestSpend(w.brute as never, { action: "disengage" })).ok).toBe(true);
    await bruteMoves(100);
    expect(prompts()).toHaveLength(0);
  });
});

describe("the contest-moveProvokes world setting (rules page decisions 27, 130)", () => {
  const setMoveProvokes = (value: string) => fake().game.settings.set("fray", "contest-moveProvokes", value);
  // The fake keeps world settings between worlds: give the next test the engine's default back.
  afterEach(() => setMoveProvokes("withinOrLeaving"));

  it('"withinOrLeaving" (default), "willingly move within a foe\'s reach or leave it": stepping into the reach provokes', async () => {
    await setMoveProvokes("withinOrLeaving");
    await bruteMoves(100);
    expect(prompts()).toHaveLength(1);
  });

  it('"leavingOnly", "… or leave it": stepping from 5 m into the reach at 1 m provokes nothing', async () => {
    await setMoveProvokes("leavingOnly");
    await bruteMoves(100);
    expect(prompts()).toHaveLength(0);
  });

  it('"leavingOnly", "… or leave it": leaving the reach, 1 m → 4 m, still provokes Kara', async () => {
    await setMoveProvokes("leavingOnly");
    bruteToken.x = 100;
    await bruteMoves(400);
    expect(readPrompt(asMessage(provoked()))?.reactors[0]?.combatantId).toBe(kara.id);
  });
});

describe("the Opportunity Attack: a reaction from the round's 3 AP, once per provocation", () => {
  it("taking it posts Kara's Strike card marked as an Opportunity Attack and pays 1 AP and one of her two Attacks", async () => {
    await bruteMoves(100);
    expect(karaAp()).toBe(3);
    await karaTakes(provoked());
    expect(karaAp()).toBe(2);
    expect(systemOf(kara).attacks).toBe(1);
    expect(rowOf(cards()[0] as FakeChatMessage)?.situation?.choices.opportunityAttack).toBe(true);
  });

  it("a second take of the same prompt is refused: no second card, no second AP", async () => {
    await bruteMoves(100);
    const prompt = provoked();
    await karaTakes(prompt);
    await karaTakes(prompt);
    expect(cards()).toHaveLength(1);
    expect(karaAp()).toBe(2);
  });

  it("a prompt a player posted is no prompt: Alice's spend naming it is refused by the GM", async () => {
    await bruteMoves(100);
    const real = readPrompt(asMessage(provoked()));
    w.as(w.alice);
    const forged = await fake().ChatMessage.create({ content: "", flags: { fray: { reactionPrompt: real } } });
    const reply = await requestSpend(w.kara as never, { action: `opportunityAttack:${forged.id}` });
    expect(reply.ok).toBe(false);
    expect(karaAp()).toBe(3);
  });

  /** Alice's spend of the Opportunity Attack `prompt` offers, naming `attack` (the item and the target's uuid). */
  async function aliceSpends(prompt: FakeChatMessage, attack?: { itemId: string; targetUuid: string }) {
    w.as(w.alice);
    return requestSpend(w.kara as never, { action: `opportunityAttack:${prompt.id}`, ...(attack ? { attack } : {}) });
  }

  it("forged weapon: the unequipped Flame Brand the prompt did not offer is refused by the GM, nothing paid", async () => {
    await bruteMoves(100);
    const reply = await aliceSpends(provoked(), { itemId: FLAME_BRAND, targetUuid: w.brute.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.weaponNotOffered" });
    expect(karaAp()).toBe(3);
  });

  it("forged target: the offered longsword against anyone but the Brute is refused by the GM, nothing paid", async () => {
    await bruteMoves(100);
    const reply = await aliceSpends(provoked(), { itemId: LONGSWORD, targetUuid: w.kara.uuid });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.targetNotOffered" });
    expect(karaAp()).toBe(3);
  });

  it("no attack named, or the longsword unequipped since the prompt: refused by the GM, nothing paid", async () => {
    await bruteMoves(100);
    const prompt = provoked();
    expect(await aliceSpends(prompt)).toMatchObject({ refused: "FRAY.Combat.Prompt.noAttack" });
    w.as(w.gm);
    await w.kara.updateEmbeddedDocuments("Item", [{ _id: LONGSWORD, system: { equipped: false } }]);
    const reply = await aliceSpends(prompt, { itemId: LONGSWORD, targetUuid: w.brute.uuid });
    expect(reply).toMatchObject({ refused: "FRAY.Combat.Prompt.notArmed" });
    expect(karaAp()).toBe(3);
  });

  it("the honest spend replayed: paid once, the second refused (one Opportunity Attack per provocation)", async () => {
    await bruteMoves(100);
    const prompt = provoked();
    const attack = { itemId: LONGSWORD, targetUuid: w.brute.uuid };
    expect(await aliceSpends(prompt, attack)).toEqual({ ok: true });
    expect((await aliceSpends(prompt, attack)).ok).toBe(false);
    expect(karaAp()).toBe(2);
  });

  it("the prompt closes with the turn: once the Brute's turn ends, the spend naming it is refused", async () => {
    await bruteMoves(100);
    const prompt = provoked();
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.alice);
    const reply = await requestSpend(w.kara as never, { action: `opportunityAttack:${prompt.id}` });
    expect(reply).toMatchObject({ ok: false, refused: "FRAY.Combat.Prompt.closed" });
  });

  it("an Opportunity Attack is no 'next action' (decision 9): a waiting Feint gives it no boon and is not spent", async () => {
    w.as(w.gm);
    await kara.update({ system: { feint: brute.id } });
    await bruteMoves(100);
    await karaTakes(provoked());
    const card = cards()[0] as FakeChatMessage;
    // +4 undefended: 70% (with the Feint's boon it would be 91%).
    expect(rowOf(card)?.hitChance).toBeCloseTo(0.7, 10);
    await bruteDefends(w, card, "none");
    expect(await karaRolls(w, card, 10)).toEqual({ ok: true });
    expect(systemOf(kara).feint).toBe(brute.id);
  });

  it('"a special kind of melee Strike": a Strike marked as an Opportunity Attack with a ranged weapon is refused', async () => {
    w.as(w.gm);
    await w.kara.updateEmbeddedDocuments("Item", [{ _id: LONGSWORD, system: { delivery: "ranged", range: 30 } }]);
    const item = w.kara.items.get(LONGSWORD);
    const plan = CONTEST_COMBAT_ROOM.planAttack(asActor(w.kara), item as never, asActor(w.brute), {
      opportunityAttack: true,
    });
    expect(isRefusal(plan) ? plan.refused : "planned").toBe("FRAY.Contest.Refusal.opportunityMeleeOnly");
  });
});

describe('"Stand Up. Characters standing up to end the Prone condition" provoke', () => {
  it("the prone Brute standing up 1 m from Kara: the GM offers her an Opportunity Attack", async () => {
    bruteToken.x = 100;
    w.as(w.gm);
    await w.brute.toggleStatusEffect("prone", { active: true });
    expect((await requestSpend(w.brute as never, { action: "standUp" })).ok).toBe(true);
    const prompt = readPrompt(asMessage(provoked()));
    expect(prompt?.reactors).toEqual([{ combatantId: kara.id, attacks: [{ itemId: LONGSWORD, name: "Longsword" }] }]);
    expect(prompts().at(-1)?.content).toContain("Brute stands up within a foe&#39;s reach");
  });

  it("standing up 5 m from Kara provokes nothing", async () => {
    w.as(w.gm);
    await w.brute.toggleStatusEffect("prone", { active: true });
    expect((await requestSpend(w.brute as never, { action: "standUp" })).ok).toBe(true);
    expect(prompts()).toHaveLength(0);
  });
});
