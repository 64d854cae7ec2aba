/**
 * A Swift Attack on a creature moving through Reach, as a prompted reaction (issue 22, reachability row 136;
 * module/foundry/rulesets/energy/combat/swift-through-reach.ts). Seed 001: "When a creature moves through your maximum
 * Reach (and you are facing them), you may make a Swift Attack against them"; "You may only make one Swift Attack per
 * Round"; "if the attack is a melee attack, it only takes 1 Energy to perform".
 *
 * A 1 m square scene in a row: Alice's Vera at 0 facing east (rotation 270) with a longsword (Reach 1: within reach up
 * to 2 spaces), the GM's Brute 5 m east of her. Both fight in a started combat; Vera has 5 Energy from Round 1.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { readPrompt, trustedPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { promptButtons, takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { ENERGY_COMBAT_ROOM } from "../../../module/foundry/rulesets/energy/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: EnergyWorld;
let combat: FakeCombat;
let bruteToken: FakeSceneToken;
let veraToken: FakeSceneToken;
let brute: FakeActor;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const cards = () => messages().filter((m) => m.type === "attack");
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
const vera = () => systemOf(combatantOf(combat, w.vera)) as { energy: number; uses: { swiftAttack: number } };
const veraId = () => combatantOf(combat, w.vera).id;
const CLOSED = { refused: "FRAY.Combat.Prompt.closed" };

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  brute = w.createActor({ name: "Brute", type: "energy-npc", system: { level: 0, aura: { value: 20, max: 20 } } });
  const scene = await FakeSceneDocument.create({
    name: "Bridge",
    grid: { type: 1, size: 100, distance: 1, units: "m", diagonals: 0 },
  });
  const [veraAt, bruteAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, rotation: 270, actorLink: true },
    { actorId: brute.id, x: 500, y: 0, actorLink: true },
  ]);
  if (!veraAt || !bruteAt) throw new Error("no tokens");
  veraToken = veraAt;
  bruteToken = bruteAt;
  await fake().game.settings.set("fray", "ruleset", "energy");
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: veraAt.id, sceneId: scene.id },
    { actorId: brute.id, tokenId: bruteAt.id, sceneId: scene.id },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

/** The Brute's token moves from where it stands to `x` (the GM drags it); v13 then calls `moveToken` with the origin. */
async function bruteMoves(x: number, client = w.gm): Promise<void> {
  const origin = { x: bruteToken.x, y: bruteToken.y };
  bruteToken.x = x;
  w.as(client);
  await tokenMoved(bruteToken as never, { origin });
}

async function passesVera(): Promise<FakeChatMessage> {
  await bruteMoves(200);
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error("no Swift Attack offered");
  return prompt;
}

/** Alice takes the Swift Attack with Vera's longsword (Shift-click: the prompt's choices, no dialog). */
async function veraStrikes(prompt: FakeChatMessage): Promise<void> {
  w.as(w.alice);
  w.dice(12);
  await takePromptedReaction(asMessage(prompt), veraId(), w.swordId, true);
}

describe("'When a creature moves through your maximum Reach (and you are facing them)'", () => {
  it("the Brute stepping from 5 m to 2 m in front of Vera: the GM offers her a Swift Attack with her longsword", async () => {
    const prompt = readPrompt(asMessage(await passesVera()));
    expect(prompt).toMatchObject({
      reaction: "swiftReach",
      sourceId: combatantOf(combat, brute).id,
      turn: null,
      reactors: [{ combatantId: veraId(), attacks: [{ itemId: w.swordId, name: "Longsword" }] }],
      choices: { swiftReach: true },
    });
    expect(prompts().at(-1)?.content).toContain("Brute moves through an opponent&#39;s Reach.");
  });

  it("moving through and out again counts: from 2 m to 6 m, it started inside the Reach", async () => {
    bruteToken.x = 200;
    await bruteMoves(600);
    expect(prompts()).toHaveLength(1);
  });

  it("never inside the Reach, no prompt: 5 m → 4 m", async () => {
    await bruteMoves(400);
    expect(prompts()).toHaveLength(0);
  });

  it("'and you are facing them': Vera turned west offers nothing", async () => {
    veraToken.rotation = 90;
    await bruteMoves(200);
    expect(prompts()).toHaveLength(0);
  });

  it("only the active GM's client answers the move: Alice's client posts nothing", async () => {
    await bruteMoves(200, w.alice);
    expect(prompts()).toHaveLength(0);
  });

  it("'You may only make one Swift Attack per Round': Vera, with hers made, is not offered another", async () => {
    await combatantOf(combat, w.vera).update({ system: { uses: { swiftAttack: 1 } } });
    await bruteMoves(200);
    expect(prompts()).toHaveLength(0);
  });

  it("only the reactor's owner gets the button: Alice sees Vera's, Bob none", async () => {
    const prompt = trustedPrompt(asMessage(await passesVera()));
    if (!prompt) throw new Error("the prompt is not open");
    w.as(w.alice);
    expect(promptButtons(prompt).map((b) => b.text)).toEqual(["Swift Attack: Vera attacks with Longsword"]);
    w.as(w.bob);
    expect(promptButtons(prompt)).toEqual([]);
  });
});

describe("'you may make a Swift Attack against them' — 'it only takes 1 Energy'", () => {
  it("Vera's Swift Attack is the normal card against the Brute, its Strike locked on it, for 1 Energy", async () => {
    await veraStrikes(await passesVera());
    expect(cards().at(-1)?.system.toObject()).toMatchObject({
      attacker: { name: "Vera", itemName: "Longsword" },
      targets: [{ name: "Brute", outcome: "pending", situation: { choices: { swiftReach: true } } }],
    });
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 1 } });
  });

  /** Vera's longsword planned as the Swift Attack on the Brute, the canvas now reading it out of reach. */
  const planSwift = (target: FakeActor = brute, itemId = w.swordId) =>
    ENERGY_COMBAT_ROOM.planAttack(
      w.vera as never,
      w.vera.items.get(itemId) as never,
      target as never,
      { swiftReach: true },
      { defaults: {}, reasons: {}, distance: 6, refusal: { refused: "FRAY.Canvas.Refusal.outOfReach" } },
    );

  it("the Brute need not be Unguarded, and is struck where it passed: its plan is not refused", async () => {
    await passesVera();
    const planned = planSwift();
    if ("refused" in planned) throw new Error(planned.refused);
    expect(planned.modifiers?.filter((m) => m.kind === "strike").map((m) => [m.id, m.on, m.locked])).toEqual([
      ["swiftReach", true, true],
    ]);
  });

  it("without the GM's open prompt offering it, the Swift Attack's plan is refused: in combat, out of it, closed", async () => {
    expect(planSwift()).toEqual(CLOSED);
    await passesVera();
    expect(planSwift(w.ogre)).toEqual(CLOSED);
    w.as(w.gm);
    await combat.nextRound();
    expect(planSwift()).toEqual(CLOSED);
    await combat.delete();
    expect(planSwift()).toEqual(CLOSED);
  });

  it("forged weapon: a spend naming an item the prompt did not offer Vera is refused by the GM, nothing paid", async () => {
    const prompt = await passesVera();
    w.as(w.alice);
    const attack = { itemId: "dagger0000000000", targetUuid: brute.uuid };
    expect(await requestSpend(w.vera as never, { action: `swiftReach:${prompt.id}`, attack })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.weaponNotOffered",
    });
    expect(vera()).toMatchObject({ energy: 5, uses: { swiftAttack: 0 } });
  });

  it("forged target: the offered longsword against the Ogre is refused by the GM, nothing paid", async () => {
    const prompt = await passesVera();
    w.as(w.alice);
    const attack = { itemId: w.swordId, targetUuid: w.ogre.uuid };
    expect(await requestSpend(w.vera as never, { action: `swiftReach:${prompt.id}`, attack })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.targetNotOffered",
    });
    expect(vera()).toMatchObject({ energy: 5, uses: { swiftAttack: 0 } });
  });

  it("no attack named, or the longsword unequipped since the prompt: refused by the GM, nothing paid", async () => {
    const prompt = await passesVera();
    w.as(w.alice);
    const action = `swiftReach:${prompt.id}`;
    expect(await requestSpend(w.vera as never, { action })).toMatchObject({
      refused: "FRAY.Combat.Prompt.noAttack",
    });
    w.as(w.gm);
    await w.vera.updateEmbeddedDocuments("Item", [{ _id: w.swordId, system: { equipped: false } }]);
    w.as(w.alice);
    const attack = { itemId: w.swordId, targetUuid: brute.uuid };
    expect(await requestSpend(w.vera as never, { action, attack })).toMatchObject({
      refused: "FRAY.Combat.Prompt.notArmed",
    });
    expect(vera()).toMatchObject({ energy: 5, uses: { swiftAttack: 0 } });
  });

  it("once per prompt: a second take is refused, nothing more paid", async () => {
    const prompt = await passesVera();
    await veraStrikes(prompt);
    await veraStrikes(prompt);
    expect(cards()).toHaveLength(1);
    expect(vera()).toMatchObject({ energy: 4, uses: { swiftAttack: 1 } });
    expect(w.warnings).toContain("One Swift Attack per Round.");
  });

  it("a spend naming no prompt, or a prompt a player posts, is refused by the GM: nothing paid", async () => {
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: "swiftReach" })).toMatchObject({ ok: false });
    const forged = await fake().ChatMessage.create({
      content: "swift",
      flags: {
        fray: {
          reactionPrompt: {
            reaction: "swiftReach",
            label: "x",
            combatId: combat.id,
            sourceId: combatantOf(combat, brute).id,
            round: combat.round,
            turn: null,
            reactors: [{ combatantId: veraId(), attacks: [] }],
            choices: { swiftReach: true },
          },
        },
      },
    });
    expect(await requestSpend(w.vera as never, { action: `swiftReach:${forged.id}` })).toEqual({
      ok: false,
      refused: "FRAY.Combat.Prompt.closed",
    });
    expect(vera()).toMatchObject({ energy: 5, uses: { swiftAttack: 0 } });
  });

  it("the next Round closes the prompt", async () => {
    const prompt = await passesVera();
    w.as(w.gm);
    await combat.nextRound();
    await veraStrikes(prompt);
    expect(cards()).toHaveLength(0);
  });
});
