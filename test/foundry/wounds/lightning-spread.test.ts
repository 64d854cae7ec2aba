/**
 * Lightning's spread underwater on the attack card (decision 227; engine `lightningSpreadAtYards`, `inTheWater`). Seed
 * 004, Underwater Combat: "Anything that deals lightning damage has its normal effect and additionally deals damage to
 * nearby creatures. The damage dealt in this expanded area is equal to the normal damage reduced by 1 for every foot
 * away the creature is from the original area of effect. The creator of the lightning effect may be subject to this
 * damage if close enough." A 1-yard square scene: Vera casts Lightning Lance (lightning, damage 10) at the Ogre at
 * (2, 0); Sten at (3, 0) is 1 yard (3 feet) from it, Mira at (4, 0) 2 yards (6 feet), Vera at (0, 0) 2 yards. Each
 * creature reached receives its share with the damage, less its Toughness, as a wound (decisions 231–235).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { CheckCardModel } from "../../../module/foundry/chat/check-card/model.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { stampRequest, stepKind } from "../../../module/foundry/queries/proof.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { shownText } from "./shown-text.ts";
import { woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const choose = vi.hoisted(() => vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>());
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const LANCE = "lightninglance00";

let w: WoundsWorld;
let sten: FakeActor;
let mira: FakeActor;

function creature(name: string): FakeActor {
  return w.createActor({ name, type: "wounds-character", ownership: { default: 0, [w.bob.id]: 3 }, system: {} });
}

/** The Ogre at (2, 0), Sten at (3, 0), Mira at (4, 0), Vera at (0, 0), and any `more`; Sten hidden when asked. */
async function place(more?: { actorId: string; x: number; y: number }, stenHidden = false): Promise<void> {
  const scene = await FakeSceneDocument.create({
    name: "Lake",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 200, y: 0, actorLink: true },
    { actorId: sten.id, x: 300, y: 0, actorLink: true, hidden: stenHidden },
    { actorId: mira.id, x: 400, y: 0, actorLink: true },
    ...(more ? [{ ...more, actorLink: true }] : []),
  ]);
}

beforeEach(async () => {
  choose.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  sten = creature("Sten");
  mira = creature("Mira");
  await w.vera.update({
    system: { raceMana: 6, mana: { value: 6 }, skills: [{ skill: "Arcana", specialization: "", rank: 5 }] },
  });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: LANCE,
      name: "Lightning Lance",
      type: "wounds-ability",
      system: { kind: "spell", school: "Evocation", ap: 4, mana: 2, attack: true, damage: 10, damageType: "lightning" },
    },
  ]);
});

const summary = (card: FakeChatMessage): string =>
  (card.system.toObject() as { targets: { damage: { summary: string } }[] }).targets[0]?.damage.summary ?? "";

/** Alice's Vera casts Lightning Lance at the Ogre and rolls a 17: a hit; the card. */
async function lanceRolled(choices: Record<string, boolean> = {}): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LANCE, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card");
  w.dice(17);
  expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  return card;
}

/** Alice asks for the damage through the relay; the GM applies it. */
async function damageApplied(card: FakeChatMessage): Promise<FakeChatMessage> {
  w.as(w.alice);
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  return card;
}

const lanceHits = async (choices: Record<string, boolean> = {}) => damageApplied(await lanceRolled(choices));

async function inWater(actor: FakeActor, status: "underwater" | "swimming"): Promise<void> {
  w.as(w.gm);
  await actor.toggleStatusEffect(status, { active: true });
}

const woundsOf = (actor: FakeActor): unknown => (actor.system.toObject() as { wounds: unknown }).wounds;
const stateOf = (actor: FakeActor): unknown => (actor.system.toObject() as { state: unknown }).state;

/** The GM's Undo on the card's row. */
async function undo(card: FakeChatMessage, requestId: string): Promise<void> {
  w.as(w.gm);
  expect(await handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId }, w.gm as never)).toEqual({ ok: true });
}

describe('"Anything that deals lightning damage has its normal effect and additionally deals damage to nearby creatures"', () => {
  it('"reduced by 1 for every foot away": Sten Swimming 1 yard off takes 10 − 3 = 7 and owes "another check at a -5 penalty for each wound level beyond light", Mira Underwater 2 yards off 4', async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    await inWater(mira, "underwater");
    const card = await lanceHits();
    expect(summary(card)).toContain(
      "Lightning spreads through the water: Sten 7 damage (1 yd away): Critical wound (final damage 7) · " +
        "Stay afloat check at -15, rolled on its own card; " +
        "Mira 4 damage (2 yd away): Severe wound (final damage 4)",
    );
  });

  it('"Your Toughness is subtracted from all damage you take": Sten (Vitality 1, armor 2) and an Eel minion, its Moderate slot full', async () => {
    w.as(w.gm);
    await sten.update({ system: { attributes: { vitality: 1 } } });
    await sten.createEmbeddedDocuments("Item", [{ name: "Leather", type: "wounds-armor", system: { toughness: 2 } }]);
    const eel = w.createActor({ name: "Eel", type: "wounds-npc", system: { tier: "minion", wounds: { moderate: 1 } } });
    await place({ actorId: eel.id, x: 400, y: 100 });
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    await inWater(eel, "underwater");
    const card = await lanceHits();
    // Sten: 7 − Toughness (Vitality 1 + armor 2) = 4, a Severe wound; the Eel 2 yards off: 4, Severe too.
    expect(summary(card)).toContain("Sten 7 damage (1 yd away): Severe wound (final damage 4)");
    expect(woundsOf(sten)).toEqual({ light: 0, moderate: 0, severe: 1, critical: 0, fatal: 0 });
    expect(summary(card)).toContain("Eel 4 damage (2 yd away): Severe wound (final damage 4)");
    expect(woundsOf(eel)).toMatchObject({ moderate: 1, severe: 1 });
  });

  it('"NPCs … die immediately when they receive a fatal wound", a character is dying; Undo restores every creature, and a new Apply deals the spread again', async () => {
    w.as(w.gm);
    await w.vera.items.get(LANCE)?.update({ system: { damage: 11 } });
    const eel = w.createActor({ name: "Eel", type: "wounds-npc", system: {} });
    await place({ actorId: eel.id, x: 200, y: 100 });
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    await inWater(eel, "underwater");
    const before = [w.ogre, sten, eel].map((a) => a.system.toObject());
    const card = await lanceHits();
    // 11 − 3 = 8 a yard off: a fatal wound for both.
    expect(summary(card)).toContain("Eel 8 damage (1 yd away): Fatal wound (final damage 8) · Dies at a fatal wound");
    expect(stateOf(eel)).toEqual({ dying: false, unconscious: false, dead: true });
    expect(stateOf(sten)).toEqual({ dying: true, unconscious: true, dead: false });
    await undo(card, "undo000000000001");
    // Dead, Dying and Unconscious are the creatures' data (decision 85): restored with it.
    expect([w.ogre, sten, eel].map((a) => a.system.toObject())).toEqual(before);
    await damageApplied(card);
    expect(stateOf(eel)).toEqual({ dying: false, unconscious: false, dead: true });
    expect(woundsOf(sten)).toMatchObject({ fatal: 1 });
  });

  it('a wound ends Sten\'s Defend ("until … you receive a wound"); Undo turns it on again', async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    await sten.toggleStatusEffect("defending", { active: true });
    const card = await lanceHits();
    expect(summary(card)).toContain("Sten 7 damage (1 yd away): Critical wound (final damage 7) · Defend ends");
    expect(sten.statuses.has("defending")).toBe(false);
    await undo(card, "undo000000000002");
    expect(sten.statuses.has("defending")).toBe(true);
  });

  it("a creature out of the water is not reached: Mira on the bank is not listed (decision 227)", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceHits();
    expect(summary(card)).toContain("Lightning spreads through the water: Sten 7 damage (1 yd away)");
    expect(summary(card)).not.toContain("Mira");
  });

  it('"The creator of the lightning effect may be subject to this damage if close enough": Vera fighting underwater', async () => {
    await place();
    await inWater(w.ogre, "underwater");
    const card = await lanceHits({ underwater: true });
    expect(summary(card)).toContain("Lightning spreads through the water: Vera 4 damage (2 yd away)");
  });

  it("a hidden creature receives the spread, but the card players read does not name Sten (decision 233)", async () => {
    await place(undefined, true);
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceHits();
    expect(summary(card)).not.toContain("Sten");
    expect(summary(card)).not.toContain("Lightning spreads");
    expect(woundsOf(sten)).toMatchObject({ critical: 1 });
  });

  it("on dry land the lance has only its normal effect: no spread is listed", async () => {
    await place();
    await inWater(sten, "swimming");
    const card = await lanceHits();
    expect(summary(card)).toMatch(/wound|No wound/);
    expect(summary(card)).not.toContain("Lightning spreads");
  });

  it("read when the GM applies the damage: Sten out of the water between the roll and the damage is not listed", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceRolled();
    w.as(w.gm);
    await sten.toggleStatusEffect("swimming", { active: false });
    await damageApplied(card);
    expect(summary(card)).not.toContain("Sten");
  });

  it("a replayed damage request is refused: the spread is listed once, the Ogre wounded once", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceHits();
    const wounded = w.ogre.system.toObject();
    w.as(w.alice);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toMatchObject({ ok: false });
    expect(summary(card).split("Lightning spreads").length).toBe(2);
    expect(w.ogre.system.toObject()).toEqual(wounded);
    expect(woundsOf(sten)).toMatchObject({ critical: 1 });
  });

  it("a player's forged or replayed request through the relay, or her Undo, changes no creature the spread struck", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceRolled();
    // Bob owns Sten, not Vera: he cannot take the damage step of Vera's attack.
    w.as(w.bob);
    const forged = { messageId: card.id, rowKey: "t0", stepId: "damage", requestId: "forged0000000001" };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(woundsOf(sten)).toMatchObject({ critical: 0 });
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, stepKind("damage"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "damage", requestId };
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const struck = sten.system.toObject();
    expect(await w.gm.query("fray.step", payload)).toMatchObject({ ok: false });
    const undoAsked = { messageId: card.id, rowKey: "t0", requestId: "undo000000000003" };
    expect(await handleUndoDamage(undoAsked, w.alice as never)).toEqual({ ok: false, reason: "gmOnly" });
    expect(sten.system.toObject()).toEqual(struck);
    expect(woundsOf(sten)).toMatchObject({ critical: 1 });
  });

  it("Alice rewriting the snapshot of a creature the spread struck on her card is refused whole: nothing undone", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceHits();
    const struck = sten.system.toObject();
    type Before = { others?: { actorUuid: string; before: Record<string, unknown> }[] };
    const source = card.system.toObject() as { targets: { damage: { before: Before } }[] };
    const targets = source.targets.map((row) => ({
      ...row,
      damage: {
        ...row.damage,
        before: {
          ...row.damage.before,
          others: [{ actorUuid: mira.uuid, before: { system: { wounds: { fatal: 1 } } } }],
        },
      },
    }));
    w.as(w.alice);
    await card.update({ system: { targets } });
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000004" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: false, reason: "tamperedCard" });
    expect(sten.system.toObject()).toEqual(struck);
    expect(woundsOf(mira)).toMatchObject({ fatal: 0 });
  });
});

/** The check cards posted for `actor`. */
const checkCards = (actor: FakeActor): FakeChatMessage[] =>
  [...w.messages.values()].filter(
    (m) =>
      m.system instanceof CheckCardModel && (m.system.toObject() as { actorUuid: string }).actorUuid === actor.uuid,
  );

describe('"whenever you take a wound, you must make another check at a -5 penalty for each wound level beyond light, falling or sinking on a failure": a swimmer the spread wounds (decision 251)', () => {
  it("Sten, Swimming, struck to a Critical wound, rolls Stay afloat at -15 on his check card; a failure sinks him Underwater, and Undo takes it back", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    w.dice(17, 3);
    const card = await lanceHits();
    const [check] = checkCards(sten);
    expect(checkCards(sten)).toHaveLength(1);
    expect(shownText(check)).toContain("sinks underwater");
    expect(check?.whisper).toEqual([]);
    expect(sten.statuses.has("underwater")).toBe(true);
    await undo(card, "undo000000000005");
    expect(sten.statuses.has("underwater")).toBe(false);
    expect(sten.statuses.has("swimming")).toBe(true);
    expect(woundsOf(sten)).toMatchObject({ critical: 0 });
  });

  it("the check is read from Sten's documents when the wound is written: Mira, Underwater, has no surface to keep and rolls nothing", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(mira, "underwater");
    await lanceHits();
    expect(woundsOf(mira)).toMatchObject({ severe: 1 });
    expect(checkCards(mira)).toHaveLength(0);
  });

  it("a player's replayed damage request rolls no second check: one check card, one Underwater", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    const card = await lanceRolled();
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, stepKind("damage"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "damage", requestId };
    w.dice(3);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    expect(await w.gm.query("fray.step", payload)).toMatchObject({ ok: false });
    expect(checkCards(sten)).toHaveLength(1);
    expect(sten.effects.filter((e) => e.statuses.has("underwater"))).toHaveLength(1);
  });
});

describe("a hidden creature struck by the spread is named to the GMs only (decision 252)", () => {
  it("hidden Sten: the GMs are whispered his share and his check card; no player's message names him", async () => {
    await place(undefined, true);
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    w.dice(17, 3);
    await lanceHits();
    const gms = [w.gm.id];
    const told = [...w.messages.values()].filter((m) => m.content.includes("hidden creature"));
    expect(told).toHaveLength(1);
    expect(told[0]?.whisper).toEqual(gms);
    expect(told[0]?.content).toContain("Sten 7 damage (1 yd away): Critical wound (final damage 7)");
    expect(checkCards(sten).map((m) => m.whisper)).toEqual([gms]);
    const publicNaming = [...w.messages.values()].filter(
      (m) => m.whisper.length === 0 && shownText(m).includes("Sten"),
    );
    expect(publicNaming).toEqual([]);
  });

  it("Sten in sight is not whispered: his share is on the card", async () => {
    await place();
    await inWater(w.ogre, "underwater");
    await inWater(sten, "swimming");
    await lanceHits();
    expect([...w.messages.values()].filter((m) => m.content.includes("hidden creature"))).toEqual([]);
  });
});
