/**
 * The shared walk of a prompted reaction (chat/reaction-prompt/offer.ts): the GM offers a reaction to the other
 * combatants of the source's fight that the room's rule lets react, in one prompt of the fight's turn. The rooms'
 * own rules are proven in their tests (test/foundry/{bonus,contest,energy,wounds}/*prompt*, *reach*, *opening*);
 * here the rule is a plain one, so that only the walk and the posting are under test.
 *
 * A 5-ft square scene: the Brute (Bob's) at 0, Aldo (Alice's) beside it, Cara (Alice's) farther on, and Dov, a
 * combatant with no token. The Brute acts first.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { offerReaction, type ReactorRule } from "../../../module/foundry/chat/reaction-prompt/offer.ts";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf } from "../combat/fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { loopWorld, type LoopWorld } from "./world-fixture.ts";

type AnyMessage = Parameters<typeof readPrompt>[0];
type AnyCombatant = Parameters<typeof offerReaction>[0];
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

let w: LoopWorld;
let combat: FakeCombat;
let cara: FakeActor;
let dov: FakeActor;

const prompts = () => [...w.messages.values()].filter((m) => readPrompt(asMessage(m)) !== undefined);
const idOf = (actor: FakeActor) => combatantOf(combat, actor).id;
const source = () => combatantOf(combat, w.brute) as unknown as AnyCombatant;

/** A line with the source's name and the offer's data, as the rooms' lines are. */
const OFFER = {
  reaction: "lunge",
  label: "FRAY.Test.lunge",
  line: "FRAY.Bonus.Opening.created",
  nobody: undefined,
  data: { action: "Escape" },
};

/** Who stands for whom in a rule: the actor of a combatant the walk hands it. */
const actorOf = (reactor: AnyCombatant) => reactor.actor?.name;

/** A rule offering every combatant named in `reach` its sword, able unless named in `unable`; it records its calls. */
function ruleFor(reach: readonly string[], unable: readonly string[] = []) {
  const asked: string[] = [];
  const probed: string[] = [];
  const rule: ReactorRule = {
    attacksOf: (reactor, token) => {
      asked.push(`${actorOf(reactor) ?? ""}@${token.id ?? ""}`);
      return reach.includes(actorOf(reactor) ?? "") ? [{ itemId: "sword", name: "Sword" }] : [];
    },
    able: (reactor) => {
      probed.push(actorOf(reactor) ?? "");
      return !unable.includes(actorOf(reactor) ?? "");
    },
  };
  return { rule, asked, probed };
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await loopWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  cara = w.createActor({ name: "Cara", type: "bonus-character", ownership: { default: 0, [w.alice.id]: 3 } });
  dov = w.createActor({ name: "Dov", type: "bonus-npc" });
  await fake().game.settings.set("fray", "ruleset", "bonus");
  const scene = await FakeSceneDocument.create({ name: "Bridge" });
  const [brute, aldo, far] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.brute.id, x: 0, y: 0, actorLink: true },
    { actorId: w.aldo.id, x: 100, y: 0, actorLink: true },
    { actorId: cara.id, x: 300, y: 0, actorLink: true },
  ]);
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.brute.id, tokenId: brute?.id, sceneId: scene.id, initiative: 15 },
    { actorId: w.aldo.id, tokenId: aldo?.id, sceneId: scene.id, initiative: 9 },
    { actorId: cara.id, tokenId: far?.id, sceneId: scene.id, initiative: 5 },
    { actorId: dov.id, initiative: 3 },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
  // The first set-up imports the whole system: slow on a loaded machine, so it is given time (no assertion on it).
}, 30_000);

describe("the walk: the other combatants of the fight on the canvas, as the room's rule lets them react", () => {
  it("asks the rule of every other combatant with a token (never the source, never one off the canvas)", async () => {
    const { rule, asked } = ruleFor([]);
    await offerReaction(source(), OFFER, rule);
    expect(asked.map((a) => a.split("@")[0])).toEqual(["Aldo", "Cara"]);
    const aldoToken = combatantOf(combat, w.aldo).tokenId;
    expect(asked[0]).toBe(`Aldo@${aldoToken ?? ""}`);
  });

  it("offers those with something to react with that are able now, each with its attacks", async () => {
    const { rule, probed } = ruleFor(["Aldo", "Cara"], ["Cara"]);
    await offerReaction(source(), OFFER, rule);
    expect(readPrompt(asMessage(prompts()[0] as FakeChatMessage))?.reactors).toEqual([
      { combatantId: idOf(w.aldo), attacks: [{ itemId: "sword", name: "Sword" }] },
    ]);
    expect(probed).toEqual(["Aldo", "Cara"]);
  });

  it("asks whether one is able only when it has something to react with", async () => {
    const { rule, probed } = ruleFor(["Cara"]);
    await offerReaction(source(), OFFER, rule);
    expect(probed).toEqual(["Cara"]);
  });
});

describe("the prompt: the GM's message in the fight's turn", () => {
  it("names the reaction, the fight, its round and turn and the source, under the line with the source's name", async () => {
    await offerReaction(source(), { ...OFFER, choices: { lunge: true } }, ruleFor(["Aldo"]).rule);
    const message = prompts()[0];
    expect(message && readPrompt(asMessage(message))).toEqual({
      reaction: "lunge",
      label: "FRAY.Test.lunge",
      combatId: combat.id,
      sourceId: idOf(w.brute),
      round: 1,
      turn: 0,
      reactors: [{ combatantId: idOf(w.aldo), attacks: [{ itemId: "sword", name: "Sword" }] }],
      choices: { lunge: true },
    });
    expect(message?.content).toContain("Brute creates an opening (Escape)");
    expect(message?.speaker).toMatchObject({ actor: w.brute.id });
  });

  it("a reaction that is no attack is marked so (`act`), and carries no choices", async () => {
    await offerReaction(source(), { ...OFFER, act: true }, ruleFor(["Aldo"]).rule);
    const prompt = readPrompt(asMessage(prompts()[0] as FakeChatMessage));
    expect(prompt?.act).toBe(true);
    expect(prompt && "choices" in prompt).toBe(false);
  });

  it("the prompt belongs to the turn it was posted in: later ones post in theirs", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    await offerReaction(source(), OFFER, ruleFor(["Aldo"]).rule);
    expect(readPrompt(asMessage(prompts()[0] as FakeChatMessage))).toMatchObject({ round: 1, turn: 1 });
  });

  it("nobody may react: nothing is posted, unless the room has a line for it (then it has no reactor)", async () => {
    await offerReaction(source(), OFFER, ruleFor([]).rule);
    expect(prompts()).toHaveLength(0);
    await offerReaction(source(), { ...OFFER, nobody: "FRAY.Bonus.Opening.nobody" }, ruleFor([]).rule);
    const message = prompts()[0];
    expect(message && readPrompt(asMessage(message))?.reactors).toEqual([]);
    expect(message?.content).toContain("Brute creates an opening (Escape), but no one adjacent can take it.");
  });

  it("a fight with turns but none current (not started) opens nothing", async () => {
    w.as(w.gm);
    const unstarted = await fake().CONFIG.Combat.documentClass.create({});
    await unstarted.createEmbeddedDocuments("Combatant", [{ actorId: w.brute.id }, { actorId: w.aldo.id }]);
    expect(unstarted.turn).toBeNull();
    const brute = combatantOf(unstarted, w.brute) as unknown as AnyCombatant;
    await offerReaction(brute, { ...OFFER, nobody: "FRAY.Bonus.Opening.nobody" }, ruleFor(["Aldo"]).rule);
    expect(prompts()).toHaveLength(0);
  });
});

describe("a turnless round has no current turn: its prompt belongs to the round", () => {
  it("posted with no turn (null) in the combat's round", async () => {
    const e = await energyWorld();
    installSelfCheckWorld(e);
    e.as(e.gm);
    const scene = await FakeSceneDocument.create({ name: "Field" });
    const [vera, ogre] = await scene.createEmbeddedDocuments("Token", [
      { actorId: e.vera.id, x: 0, y: 0, actorLink: true },
      { actorId: e.ogre.id, x: 100, y: 0, actorLink: true },
    ]);
    await fake().game.settings.set("fray", "ruleset", "energy");
    const fight = await fake().CONFIG.Combat.documentClass.create({});
    await fight.createEmbeddedDocuments("Combatant", [
      { actorId: e.vera.id, tokenId: vera?.id, sceneId: scene.id },
      { actorId: e.ogre.id, tokenId: ogre?.id, sceneId: scene.id },
    ]);
    await fight.startCombat();
    expect(fight.turn).toBeNull();
    const ogreCombatant = combatantOf(fight, e.ogre) as unknown as AnyCombatant;
    await offerReaction(ogreCombatant, OFFER, ruleFor(["Vera"]).rule);
    const posted = [...e.messages.values()].map((m) => readPrompt(asMessage(m))).find((p) => p !== undefined);
    expect(posted).toMatchObject({
      round: fight.round,
      turn: null,
      reactors: [{ combatantId: combatantOf(fight, e.vera).id }],
    });
  });
});
