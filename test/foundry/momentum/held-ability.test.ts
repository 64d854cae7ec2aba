/**
 * A held Ability (rules page decision 155; row 16 of the reachability table), through the relay as the players. Seed
 * 002: "A creature can also decide to hold an action and trigger it under specific circumstances. To do this, a
 * creature must spend the AP that the action would cost on their turn and name a trigger." Held as a held Attack is
 * (decisions 104, 107): the AP the Ability states on the hold, its WP when it fires, its own card against the combatant
 * whose turn it is. Vera (Alice's) acts first; her Hex costs 2 AP and 3 WP, and she has 5 WP.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { readPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import { takePromptedReaction } from "../../../module/foundry/chat/reaction-prompt/render.ts";
import { actFor, combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { takeHold } from "../../../module/foundry/rulesets/momentum/combat/hold-take.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, HEX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof takeHold>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];
type AnyMessage = Parameters<typeof readPrompt>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const asMessage = (m: FakeChatMessage) => m as unknown as AnyMessage;

const TRIGGER = "When the Brute raises its club";
const WARD = "ward000000000000";

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const messages = (): FakeChatMessage[] => [...w.messages.values()];
const prompts = () => messages().filter((m) => readPrompt(asMessage(m)) !== undefined);
const cards = () => messages().filter((m) => (m.system as { targets?: unknown } | undefined)?.targets !== undefined);
const held = (x: FakeCombatant) => systemOf(x)["held"] as { action: string | null; ap: number; item: string };
const wp = (actor: FakeActor) => (actor.system as unknown as { wp: { value: number } }).wp.value;

beforeEach(async () => {
  w = await momentumWorld();
  await w.vera.update({ system: { wp: { value: 5, max: 5 } } });
  await w.vera.items.get(HEX)?.update({ system: { ap: 2, wp: 3 } });
  // An Ability that is only an effect: used from its description, it has no card.
  await w.vera.createEmbeddedDocuments("Item", [
    { _id: WARD, name: "Ward", type: "momentum-ability", system: { delivery: "effect", ap: 1, wp: 1, damage: [] } },
  ]);
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
}, 30_000);

/** Alice holds the Hex for Vera on her turn, then the GM moves on to the Brute's and says the trigger happened. */
async function heldHexFires(): Promise<FakeChatMessage> {
  w.as(w.alice);
  expect(await takeHold(a(w.vera), `useAbility:${HEX}`, TRIGGER)).toBe(true);
  w.as(w.gm);
  await combat.nextTurn();
  await actFor(c(vera), "fireHeld");
  const prompt = prompts().at(-1);
  if (!prompt) throw new Error(`no prompt posted: ${w.warnings.at(-1) ?? ""}`);
  return prompt;
}

/** Alice's spend of the held action `prompt` offers, naming `attack` (the item and the target's uuid). */
function aliceSpends(prompt: FakeChatMessage, itemId: string) {
  w.as(w.alice);
  return requestSpend(a(w.vera), { action: `heldAction:${prompt.id}`, attack: { itemId, targetUuid: w.brute.uuid } });
}

describe('"spend the AP that the action would cost on their turn and name a trigger": an Ability held', () => {
  it("the Hex held: its 2 AP paid now, its WP not yet; the chat line names it", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), `useAbility:${HEX}`, TRIGGER)).toBe(true);
    expect(systemOf(vera)).toMatchObject({ ap: 1 });
    expect(wp(w.vera)).toBe(5);
    expect(held(vera)).toMatchObject({ action: "useAbility", ap: 2, item: HEX });
    expect(messages().at(-1)?.content).toContain(`Vera holds Hex until: ${TRIGGER}`);
  });

  it("the tracker row names the held Ability, not the bare Use Ability; a deleted one falls back to the action", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), `useAbility:${HEX}`, TRIGGER)).toBe(true);
    w.as(w.gm);
    const heldState = () => {
      const economy = combatantEconomy(c(vera));
      if (!economy) throw new Error("no economy");
      const all = combat.combatants.contents.map((x) => ({ id: x.id, name: x.name }));
      const ctx = { i18n: fake().game.i18n, combatant: { id: vera.id, name: vera.name }, all, showPools: true };
      const row = economy.row({ ...ctx, adjusts: true, started: true });
      return row.states.find((s) => s.id === "heldAction")?.text;
    };
    expect(heldState()).toBe(`Holding Hex: ${TRIGGER}`);
    await w.vera.items.get(HEX)?.delete();
    expect(heldState()).toBe(`Holding Use Ability: ${TRIGGER}`);
  });

  it("another's Ability, one that is only an effect, or the bare Use Ability is refused, nothing paid", async () => {
    w.as(w.gm);
    const [roar] = await w.brute.createEmbeddedDocuments("Item", [
      { name: "Roar", type: "momentum-ability", system: { delivery: "attack", ap: 1, wp: 0 } },
    ]);
    w.as(w.alice);
    // The Brute's Roar named by Alice's modified client: the GM reads Vera's own items.
    expect(await takeHold(a(w.vera), `useAbility:${roar?.id ?? ""}`, TRIGGER)).toBe(false);
    expect(w.warnings.at(-1)).toBe("That Ability is not one of this creature's.");
    expect(await takeHold(a(w.vera), `useAbility:${WARD}`, TRIGGER)).toBe(false);
    expect(w.warnings.at(-1)).toContain("That Ability is not one of this creature's that makes a card");
    expect(await takeHold(a(w.vera), "useAbility", TRIGGER)).toBe(false);
    expect(w.warnings.at(-1)).toContain("That action cannot be held");
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(held(vera).action).toBeNull();
  });
});

describe("the held Ability fired: its own card against the combatant whose act met the trigger", () => {
  it("on the Brute's turn the GM's prompt offers the Hex against the Brute, as an attack", async () => {
    const prompt = await heldHexFires();
    expect(readPrompt(asMessage(prompt))).toMatchObject({
      reaction: "heldAction",
      sourceId: combatantOf(combat, w.brute).id,
      reactors: [{ combatantId: vera.id, attacks: [{ itemId: HEX, name: "Hex" }] }],
    });
    expect(readPrompt(asMessage(prompt))?.act).toBeUndefined();
    expect(prompt.content).toContain(`Vera&#39;s trigger happens: ${TRIGGER}. The held Hex may be taken now.`);
  });

  it("Alice takes it: the Hex's card against the Brute, its 3 WP paid now, the hold spent — once", async () => {
    const prompt = await heldHexFires();
    const before = cards().length;
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, HEX, true);
    expect(cards()).toHaveLength(before + 1);
    expect(cards().at(-1)?.system).toMatchObject({ targets: [{ name: "Brute" }] });
    expect(wp(w.vera)).toBe(2);
    expect(held(vera).action).toBeNull();
    expect(systemOf(vera)).toMatchObject({ wpPaid: { item: HEX, wp: 3 } });
    await takePromptedReaction(asMessage(prompt), vera.id, HEX, true);
    expect(cards()).toHaveLength(before + 1);
    expect(wp(w.vera)).toBe(2);
  });

  it('"any action that would clearly give away your location": the Hex fired off Vera\'s turn ends her Hidden at once (decision 158)', async () => {
    await w.vera.toggleStatusEffect("hidden", { active: true });
    const prompt = await heldHexFires();
    expect(w.vera.statuses.has("hidden")).toBe(true);
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, HEX, true);
    expect(w.vera.statuses.has("hidden")).toBe(false);
  });

  it("the card's Undo gives the WP paid on firing back once (decision 100)", async () => {
    const prompt = await heldHexFires();
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, HEX, true);
    const card = cards().at(-1);
    if (!card) throw new Error("no card");
    w.as(w.bob);
    await askStep("defenseRoll", w.brute as never, card.id, "t0", "takeHit");
    w.as(w.gm);
    w.dice(4);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    const undo = (requestId: string) =>
      handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId }, w.gm as never);
    expect(await undo("undo000000000001")).toEqual({ ok: true });
    expect(wp(w.vera)).toBe(5);
    expect(await undo("undo000000000002")).toMatchObject({ ok: false });
    expect(wp(w.vera)).toBe(5);
  });

  it("short of WP when it fires: refused with the WP named, no card, the hold kept", async () => {
    const prompt = await heldHexFires();
    w.as(w.gm);
    await w.vera.update({ system: { wp: { value: 2 } } });
    const before = cards().length;
    w.as(w.alice);
    await takePromptedReaction(asMessage(prompt), vera.id, HEX, true).catch(() => undefined);
    expect(cards()).toHaveLength(before);
    expect(w.warnings.at(-1)).toBe("Not enough WP: needs 3, has 2 (1 short).");
    expect(held(vera).action).toBe("useAbility");
    expect(wp(w.vera)).toBe(2);
  });

  it("fired only with the Ability held, still Vera's: a weapon named instead, or the Hex gone, is refused", async () => {
    const prompt = await heldHexFires();
    expect(await aliceSpends(prompt, AX)).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.weaponNotOffered" });
    w.as(w.gm);
    await w.vera.items.get(HEX)?.delete();
    expect(await aliceSpends(prompt, HEX)).toEqual({ ok: false, refused: "FRAY.Combat.Prompt.notArmed" });
    expect(held(vera).action).toBe("useAbility");
    expect(wp(w.vera)).toBe(5);
  });

  it("the Hex gone before the trigger: the GM's prompt is refused, naming why", async () => {
    w.as(w.alice);
    expect(await takeHold(a(w.vera), `useAbility:${HEX}`, TRIGGER)).toBe(true);
    w.as(w.gm);
    await combat.nextTurn();
    await w.vera.items.get(HEX)?.delete();
    await actFor(c(vera), "fireHeld");
    expect(prompts()).toHaveLength(0);
    expect(w.warnings.at(-1)).toContain("That Ability is not one of this creature's that makes a card");
  });
});
