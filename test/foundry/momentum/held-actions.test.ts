/**
 * Held actions at the table (issue 19; module/foundry/rulesets/momentum/combat/held-action.ts, held-prompt.ts,
 * hold-take.ts). Seed 002: "A creature can also decide to hold an action and trigger it under specific circumstances.
 * To do this, a creature must spend the AP that the action would cost on their turn and name a trigger. The action is
 * not performed if the trigger does not happen until the creature's next turn. For example, an Archer could hold an
 * attack action on their turn, spending the 2 AP, and name "I attack the first enemy that moves into my range" as
 * their trigger. Now, they will automatically shoot at any enemy that moves into range, no matter whose turn it is."
 *
 * Vera (Alice's) and the Brute (Bob's) tie at Initiative 20: Vera acts first by joining order.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { takeHold } from "../../../module/foundry/rulesets/momentum/combat/hold-take.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, HEX, momentumWorld, TORCH, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof takeHold>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];
type AnyMessage = Parameters<typeof readPrompt>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

const STIM = "stim000000000000";
const ARCHER = "I attack the first enemy that moves into my range";

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let brute: FakeCombatant;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
const cards = () => messages().filter((m) => (m.system as { targets?: unknown } | undefined)?.targets !== undefined);
const held = (x: FakeCombatant) =>
  systemOf(x)["held"] as { action: string | null; trigger: string; ap: number; item: string };

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
}, 30_000);

/** Alice holds `action` for Vera on Vera's turn, then the GM moves on to the Brute's turn. */
async function veraHoldsThenBruteActs(action: string, trigger = ARCHER): Promise<void> {
  w.as(w.alice);
  expect(await takeHold(a(w.vera), action, trigger)).toBe(true);
  w.as(w.gm);
  await combat.nextTurn();
  expect(combat.combatant?.name).toBe("Brute");
}

/** The GM says Vera's trigger happened now; resolves to the prompt it posted. */
async function triggerHappens(): Promise<FakeChatMessage> {
  w.as(w.gm);
  await actFor(c(vera), "fireHeld");
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error(`no prompt posted: ${w.warnings.at(-1) ?? ""}`);
  return prompt;
}

describe('"a creature must spend the AP that the action would cost on their turn and name a trigger"', () => {
  it("the Archer's example: Attack held for 2 AP with its trigger, stored on the combatant and said in chat", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), "attack", `  ${ARCHER}  `)).toBe(true);
    expect(systemOf(vera)).toMatchObject({ ap: 1, attacks: 0 });
    expect(held(vera)).toMatchObject({ action: "attack", trigger: ARCHER, ap: 2 });
    expect(messages().at(-1)?.content).toContain(`Vera holds Attack until: ${ARCHER}`);
  });

  it("no trigger named: refused before anything is paid", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), "attack", "   ")).toBe(false);
    expect(w.warnings.at(-1)).toBe("Name the trigger the held action waits for.");
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(held(vera).action).toBeNull();
  });

  it('"on their turn": the Brute cannot hold on Vera\'s turn; one held action at a time', async () => {
    w.as(w.bob);
    expect(await takeHold(a(w.brute), "defend", "When Vera swings")).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    w.as(w.alice);
    expect(await takeHold(a(w.vera), "interact", "When the door opens")).toBe(true);
    expect(await takeHold(a(w.vera), "move", "When the Brute charges")).toBe(false);
    expect(w.warnings.at(-1)).toBe("An action is already being held.");
    expect(systemOf(vera)).toMatchObject({ ap: 2 });
  });

  it("a Cinematic Action is never held (decision 153); Switch Places needs its ally targeted (decision 154)", async () => {
    w.as(w.alice);
    w.alice.targets.clear();
    expect(await takeHold(a(w.vera), "switchPlaces", "When the Brute comes close")).toBe(false);
    expect(w.warnings.at(-1)).toContain("Target the ally you switch places with");
    expect(await takeHold(a(w.vera), "cinematicAction", "When the Brute comes close")).toBe(false);
    expect(w.warnings.at(-1)).toContain("That action cannot be held");
    expect(await takeHold(a(w.vera), "defend", ARCHER)).toBe(true);
    w.as(w.gm);
    expect(held(vera).action).toBe("defend");
  });

  it("the GM reads the trigger from the actor, never from the request: a player's other flag write changes nothing held", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), "attack", ARCHER)).toBe(true);
    await w.vera.update({ flags: { fray: { heldTrigger: "something else" } } });
    expect(held(vera).trigger).toBe(ARCHER);
  });
});

describe('"they will automatically shoot at any enemy that moves into range, no matter whose turn it is"', () => {
  it("on the Brute's turn the GM fires Vera's held Attack: a prompt offering her equipped weapons against the Brute", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    expect(readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "heldAction",
      sourceId: brute.id,
      reactors: [{ combatantId: vera.id, attacks: [{ itemId: AX }, { itemId: TORCH }] }],
    });
    expect(readPrompt(asMessage(prompt))?.act).toBeUndefined();
    expect(prompt.content).toContain(`Vera&#39;s trigger happens: ${ARCHER}.`);
  });

  it("Alice takes it: Vera's attack card against the Brute, off her turn, costing nothing more; the hold is spent", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    const before = cards().length;
    w.as(w.alice);
    w.dice(15);
    await takePromptedReaction(asMessage(prompt), vera.id, AX, true);
    expect(cards()).toHaveLength(before + 1);
    expect(cards().at(-1)?.system).toMatchObject({ targets: [{ name: "Brute", outcome: "hit" }] });
    expect(held(vera).action).toBeNull();
    expect(systemOf(vera)).toMatchObject({ ap: 0, attacks: 0 });
  });

  it("once per prompt: a second take is refused and posts no second card", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    w.as(w.alice);
    w.dice(15);
    await takePromptedReaction(asMessage(prompt), vera.id, AX, true);
    const after = cards().length;
    w.dice(15);
    await takePromptedReaction(asMessage(prompt), vera.id, AX, true);
    expect(cards()).toHaveLength(after);
    expect(w.warnings.at(-1)).toBe("No action is being held.");
  });

  /** Alice's spend of the held action `prompt` offers, naming `attack` (the item and the target's uuid). */
  async function aliceSpends(prompt: FakeChatMessage, attack?: { itemId: string; targetUuid: string }) {
    w.as(w.alice);
    return requestSpend(a(w.vera), { action: `heldAction:${prompt.id}`, ...(attack ? { attack } : {}) });
  }

  it("the held Attack fires only for an offered weapon against the Brute: an ability, target or none is refused", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    const refused = (reason: string) => ({ ok: false, refused: `FRAY.Combat.Prompt.${reason}` });
    expect(await aliceSpends(prompt, { itemId: HEX, targetUuid: w.brute.uuid })).toEqual(refused("weaponNotOffered"));
    expect(await aliceSpends(prompt, { itemId: AX, targetUuid: w.vera.uuid })).toEqual(refused("targetNotOffered"));
    expect(await aliceSpends(prompt)).toEqual(refused("noAttack"));
    w.as(w.gm);
    await w.vera.updateEmbeddedDocuments("Item", [{ _id: AX, system: { equipped: false } }]);
    expect(await aliceSpends(prompt, { itemId: AX, targetUuid: w.brute.uuid })).toEqual(refused("notArmed"));
    expect(held(vera).action).toBe("attack");
  });

  it("the honest spend replayed: fired once, the second refused", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    const attack = { itemId: AX, targetUuid: w.brute.uuid };
    expect(await aliceSpends(prompt, attack)).toEqual({ ok: true });
    expect(held(vera).action).toBeNull();
    expect((await aliceSpends(prompt, attack)).ok).toBe(false);
  });

  it("a held Move is offered as itself; taken, the GM says the metres it gives now", async () => {
    await veraHoldsThenBruteActs("move", "When the Brute turns its back");
    const prompt = await triggerHappens();
    expect(readPrompt(asMessage(prompt))).toMatchObject({ act: true, reactors: [{ attacks: [{ itemId: "move" }] }] });
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, "move", true);
    expect(messages().at(-1)?.content).toContain("Vera takes the held Move. It may move 3 m now.");
    expect(held(vera).action).toBeNull();
  });

  it('a held Trip (decision 144): "hold an action and trigger it", played against the Brute whose turn it is, once', async () => {
    await veraHoldsThenBruteActs("trip", "When the Brute comes close");
    expect(held(vera)).toMatchObject({ action: "trip", ap: 2 });
    const prompt = await triggerHappens();
    expect(readPrompt(asMessage(prompt))).toMatchObject({ act: true, reactors: [{ attacks: [{ itemId: "trip" }] }] });
    w.as(w.alice);
    // Vera's Athletics (Strength 14: +4) rolls 15; the Brute's Nimbleness (Dexterity 12: +2) rolls 3.
    w.dice(15, 3);
    await takePromptedReaction(asMessage(prompt), vera.id, "trip", true);
    expect(w.brute.statuses.has("prone")).toBe(true);
    // Fired off her turn with no AP left: the firing costs nothing more.
    expect(held(vera).action).toBeNull();
    const after = messages().length;
    await takePromptedReaction(asMessage(prompt), vera.id, "trip", true);
    expect(messages().length).toBe(after);
  });

  /** Vera carries Stimulants, consumables (decision 123). */
  async function veraCarriesStimulants(quantity: number): Promise<void> {
    w.as(w.gm);
    await w.vera.createEmbeddedDocuments("Item", [
      { _id: STIM, name: "Stimulant", type: "momentum-gear", system: { quantity, consumable: true } },
    ]);
  }
  const stimulants = () => (w.vera.items.get(STIM)?.system as unknown as { quantity: number } | undefined)?.quantity;

  it('"Use a non-ability consumable, such as a stimulant" held: its 3 AP paid at once, one used when it fires (decision 126)', async () => {
    await veraCarriesStimulants(2);
    await veraHoldsThenBruteActs(`useItem:${STIM}`, "When I start to bleed");
    expect(held(vera)).toMatchObject({ action: "useItem", ap: 3, item: STIM });
    expect(stimulants()).toBe(2);
    expect(messages().some((m) => m.content.includes("Stimulant until: When I start to bleed"))).toBe(true);
    const prompt = await triggerHappens();
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, "useItem", true);
    expect(held(vera).action).toBeNull();
    expect(stimulants()).toBe(1);
    // Once per prompt: the replay finds no hold, and no second Stimulant is used.
    await takePromptedReaction(asMessage(prompt), vera.id, "useItem", true);
    expect(stimulants()).toBe(1);
  });

  it("a held Use Item whose consumable is gone when it fires is refused, the hold kept; one not held is never held", async () => {
    await veraCarriesStimulants(1);
    await veraHoldsThenBruteActs(`useItem:${STIM}`, "When I start to bleed");
    w.as(w.gm);
    await w.vera.items.get(STIM)?.delete();
    const prompt = await triggerHappens();
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, "useItem", true);
    expect(w.warnings.at(-1)).toBe("That item is not a consumable this creature holds.");
    expect(held(vera).action).toBe("useItem");
    w.as(w.gm);
    await combat.nextRound();
    w.as(w.alice);
    expect(await takeHold(a(w.vera), `useItem:${STIM}`, "When I bleed")).toBe(false);
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
  });

  it("a held Defend fires as Defending until Vera's next turn", async () => {
    await veraHoldsThenBruteActs("defend", "When the Brute raises its club");
    const prompt = await triggerHappens();
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, "defend", true);
    expect([...(w.vera as unknown as { statuses: Set<string> }).statuses]).toContain("defending");
    w.as(w.gm);
    await combat.nextTurn();
    expect([...(w.vera as unknown as { statuses: Set<string> }).statuses]).not.toContain("defending");
  });

  it("the trigger is the GM's call: a player cannot fire it, nor can the GM on the holder's own turn", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), "attack", ARCHER)).toBe(true);
    w.as(w.gm);
    await actFor(c(vera), "fireHeld");
    expect(w.warnings.at(-1)).toBe(
      "On its own turn the holder takes its actions: the held action waits for another's turn.",
    );
    await combat.nextTurn();
    w.as(w.alice);
    await actFor(c(vera), "fireHeld");
    expect(prompts()).toHaveLength(0);
  });
});

describe('"The action is not performed if the trigger does not happen until the creature\'s next turn"', () => {
  it("held through the round's end, lost at Vera's next turn start; its AP stay spent", async () => {
    await veraHoldsThenBruteActs("attack");
    w.as(w.gm);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.combatant?.name).toBe("Vera");
    expect(held(vera).action).toBeNull();
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
  });

  it("a prompt from the Brute's turn closes when the turn moves on", async () => {
    await veraHoldsThenBruteActs("attack");
    const prompt = await triggerHappens();
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.alice);
    const before = cards().length;
    await takePromptedReaction(asMessage(prompt), vera.id, AX, true);
    expect(cards()).toHaveLength(before);
  });
});
