/**
 * The `wounds` attack on the card, through the GM relay on the strict fake (module/foundry/rulesets/wounds/
 * procedure.ts): declared, a Defending target's choice of Defense before the roll with the odds of a hit and of each
 * wound level, the attack rolled by the GM, "Damage received = Attack Roll + Damage Roll - Defense - Toughness"
 * through the engine, a wound filling a slot or escalating, and Undo. Vera attacks at d20 − 5 with damage 5; the
 * Ogre has melee Defense 10 and Toughness 1, so a hit needs a 15 on the die (30%).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { stampRequest, stepKind } from "../../../module/foundry/queries/proof.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { WOUNDS_COMBAT_ROOM } from "../../../module/foundry/rulesets/wounds/combat-room.ts";
import { woundsForecastOf } from "../../../module/foundry/rulesets/wounds/attack/plan.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");
const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

interface Row {
  attack: unknown;
  against: number;
  outcome: string;
  taken: { stepId: string; choice: string }[];
  damage: { status: string; summary: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system.toObject() as { targets: Row[] }).targets[0];
  if (!row) throw new Error("no row");
  return row;
};
type Wounds = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
const woundsOf = (a: { system: unknown }) => ({ ...(a.system as { wounds: Wounds }).wounds });
const stateOf = (a: { system: unknown }) => ({ ...(a.system as { state: Record<string, boolean> }).state });
const cardJson = (card: FakeChatMessage) => JSON.stringify(card.system.toObject());
const NONE: Wounds = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

let w: WoundsWorld;

beforeEach(async () => {
  w = await woundsWorld();
});

/** Alice declares Vera's attack at the Ogre; nothing is rolled. Resolves to the card posted. */
async function veraAttacks(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

function viewAs(card: FakeChatMessage, viewer: WoundsWorld["alice"]) {
  w.as(viewer);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const buttons = (row: ReturnType<typeof viewAs>) => row.actions.map((a) => `${a.step}:${a.choice}`);

/** Alice asks for Vera's attack roll; the GM rolls it with `faces`. */
function veraRolls(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

/** Bob chooses the Ogre's Defense on the card's row. */
function ogreDefends(card: FakeChatMessage, choice: string) {
  w.as(w.bob);
  return askStep("defend", w.ogre as never, card.id, "t0", choice);
}

/** Alice applies the row's damage (no dice: a Standard Attack's damage is Strength + the damage value). */
function apply(card: FakeChatMessage) {
  w.as(w.alice);
  return askStep("damage", w.vera as never, card.id, "t0");
}

/** The engine's forecast for this attack, as the card must show it. */
function engineForecast(defend?: "power") {
  const sword = w.vera.items.get(LONGSWORD);
  const f = woundsForecastOf(w.vera as never, sword as never, w.ogre as never, {}, defend);
  if ("refused" in f) throw new Error(f.refused);
  return f;
}

describe("declared, then rolled by the GM against the Defense", () => {
  it("the card is posted with nothing rolled; the attack button carries the engine's odds of a hit and each wound level", async () => {
    const card = await veraAttacks();
    expect(rowOf(card)).toMatchObject({ attack: null, outcome: "pending", against: 10 });
    const alice = viewAs(card, w.alice);
    expect(buttons(alice)).toEqual(["attack:roll"]);
    const f = engineForecast();
    expect(f.odds.hit).toBeCloseTo(0.3, 6);
    // Any hit is attack ≥ 10 plus 5 damage, less Defense 10 and Toughness 1: final damage 4 or more.
    expect(alice.actions[0]?.oddsText).toBe(
      `hit 30% · no wound 0% · light 0% · moderate 0% · severe ${f.odds.levels.severe * 100}% · ` +
        `critical ${f.odds.levels.critical * 100}% · fatal ${Math.round(f.odds.levels.fatal * 1000) / 10}%`,
    );
    expect(f.odds.levels.severe).toBeCloseTo(0.1, 9); // die 15–16
    expect(f.odds.levels.critical).toBeCloseTo(0.1, 9); // die 17–18
  });

  it('"If the attack roll equals or exceeds the target\'s Defense, then the attack hits": 15 − 5 = 10 against 10', async () => {
    const card = await veraAttacks();
    expect(await veraRolls(card, 15)).toEqual({ ok: true });
    expect(rowOf(card).outcome).toBe("hit");
    expect(viewAs(card, w.alice).attackText).toBe("Attack 10 vs Defense 10");
  });

  it("a roll one short misses, and no damage step opens", async () => {
    const card = await veraAttacks();
    await veraRolls(card, 14);
    expect(rowOf(card).outcome).toBe("miss");
    expect(await apply(card)).toEqual({ ok: false, reason: "notHit" });
  });
});

describe('"Damage received = Attack Roll + Damage Roll - Defense - Toughness", then Undo', () => {
  it("11 + 5 − 10 − 1 = 5: a severe wound fills a severe slot; the GM's Undo restores the track", async () => {
    const card = await veraAttacks();
    await veraRolls(card, 16);
    expect(await apply(card)).toEqual({ ok: true });
    expect(woundsOf(w.ogre)).toEqual({ ...NONE, severe: 1 });
    expect(rowOf(card).damage.summary).toBe("Severe wound (final damage 5)");
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(woundsOf(w.ogre)).toEqual(NONE);
    expect(rowOf(card).damage.status).toBe("undone");
  });

  it('"If all the slots of that level are already full, increase the wound\'s severity until there is an empty slot"', async () => {
    await w.ogre.update({ system: { wounds: { severe: 2 } } });
    const card = await veraAttacks();
    await veraRolls(card, 16);
    await apply(card);
    expect(woundsOf(w.ogre)).toEqual({ ...NONE, severe: 2, critical: 1 });
    expect(rowOf(card).damage.summary).toBe("Severe wound (final damage 5), its level full: a Critical slot filled");
  });

  it('NPCs "die immediately when they receive a fatal wound": 14 + 5 − 11 = 8', async () => {
    const card = await veraAttacks();
    await veraRolls(card, 19);
    await apply(card);
    expect(woundsOf(w.ogre).fatal).toBe(1);
    expect(stateOf(w.ogre)).toMatchObject({ dead: true });
    w.as(w.gm);
    await handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId: "undo000000000002" }, w.gm as never);
    expect(stateOf(w.ogre)).toEqual({ dying: false, unconscious: false, dead: false });
  });

  it("a second apply, or one before the roll, has no second effect", async () => {
    const card = await veraAttacks();
    expect(await apply(card)).toEqual({ ok: false, reason: "notHit" });
    await veraRolls(card, 16);
    await apply(card);
    const after = cardJson(card);
    expect(await apply(card)).toEqual({ ok: false, reason: "damageSettled" });
    expect(woundsOf(w.ogre)).toEqual({ ...NONE, severe: 1 });
    expect(cardJson(card)).toBe(after);
  });
});

describe('Defend: "you may replace your melee and/or ranged defenses with your Power, Agility, Fortitude, or Willpower defense, or … gain a +2 bonus"', () => {
  beforeEach(async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("defending", { active: true });
  });

  it("a Defending target's owner is offered each Defense with its odds; the attack waits for the choice", async () => {
    const card = await veraAttacks();
    expect(buttons(viewAs(card, w.bob))).toEqual([
      "defend:none",
      "defend:bonus",
      "defend:power",
      "defend:agility",
      "defend:fortitude",
      "defend:willpower",
    ]);
    const power = viewAs(card, w.bob).actions.find((a) => a.choice === "power");
    expect(power?.label).toBe("Defend Ogre: Power Defense (12)");
    expect(power?.oddsText).toMatch(/^hit 20% · /);
    expect(engineForecast("power").odds.hit).toBeCloseTo(0.2, 6);
    expect(viewAs(card, w.alice).awaiting).toEqual(["Awaiting Ogre's Defend choice"]);
    expect(await veraRolls(card, 16)).toEqual({ ok: false, reason: "stepNotOpen" });
  });

  it("Bob's choice crosses fray.step from the card's button; the attack then meets Power Defense 12", async () => {
    const card = await veraAttacks();
    w.as(w.bob);
    const reply = await cardAction(card as never, { action: "step", step: "defend", choice: "power", row: "t0" });
    expect(reply).toEqual({ ok: true });
    expect(rowOf(card).taken).toEqual([expect.objectContaining({ stepId: "defend", choice: "power" })]);
    // "The chance the attack hits once this choice is taken (shown as the card's odds)": 20 % against Power 12.
    expect(viewAs(card, w.alice).oddsText).toBe("20% to hit");
    expect(await veraRolls(card, 16)).toEqual({ ok: true }); // 11 < 12
    expect(rowOf(card).outcome).toBe("miss");
    // The card says what the roll had to beat: the chosen Power Defense, not the melee Defense 10 it was declared at.
    expect(rowOf(card).against).toBe(12);
    expect(viewAs(card, w.alice).attackText).toBe("Attack 11 vs Defense 12");
    // "you may replace your melee and/or ranged defenses with your Power … defense": the breakdown names that one.
    expect(viewAs(card, w.alice).breakdowns[0]?.target).toBe("Needed 12 or more (power Defense)");
  });

  it("damage subtracts the Defense the attack met: 12 + 5 − 12 − 1 = 4, severe", async () => {
    const card = await veraAttacks();
    await ogreDefends(card, "power");
    await veraRolls(card, 17);
    await apply(card);
    expect(rowOf(card).damage.summary).toBe("Severe wound (final damage 4) · Defend ends");
  });

  it('Defend lasts "until your next turn or you receive a wound": the wound ends it, and Undo gives it back', async () => {
    const card = await veraAttacks();
    await ogreDefends(card, "none");
    await veraRolls(card, 16);
    await apply(card);
    expect(w.ogre.statuses.has("defending")).toBe(false);
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000003" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(w.ogre.statuses.has("defending")).toBe(true);
    expect(woundsOf(w.ogre)).toEqual(NONE);
  });

  it("Undo gives Defend back with its own end (the effect's expiry flag)", async () => {
    const expiry = { kind: "turnStart", round: 1, combatant: "c1" };
    const [effect] = w.ogre.effects.filter((e) => e.statuses.has("defending"));
    await effect?.update({ flags: { fray: { expiry } } });
    const card = await veraAttacks();
    await ogreDefends(card, "none");
    await veraRolls(card, 16);
    await apply(card);
    w.as(w.gm);
    await handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId: "undo000000000004" }, w.gm as never);
    const [back] = w.ogre.effects.filter((e) => e.statuses.has("defending"));
    expect(back?.flags).toMatchObject({ fray: { expiry } });
  });

  it("a hit that leaves no wound does not end Defend", async () => {
    await w.vera.update({ system: { attributes: { strength: -5 } } }); // damage −5 + 3 = −2
    const card = await veraAttacks();
    await ogreDefends(card, "none");
    await veraRolls(card, 16); // 11 − 2 − 10 − 1 = −2
    await apply(card);
    expect(rowOf(card).damage.summary).toBe("No wound (final damage -2)");
    expect(w.ogre.statuses.has("defending")).toBe(true);
  });

  it("Alice cannot choose for the Ogre; a forged, a replayed or a second choice changes nothing", async () => {
    const card = await veraAttacks();
    const before = cardJson(card);
    w.as(w.alice);
    expect(await askStep("defend", w.ogre as never, card.id, "t0", "bonus")).toEqual({ ok: false, reason: "notOwner" });
    const forged = {
      messageId: card.id,
      rowKey: "t0",
      stepId: "defend",
      choice: "bonus",
      requestId: "forged0000000001",
    };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson(card)).toBe(before);
    w.as(w.bob);
    const requestId = await stampRequest(w.ogre as never, stepKind("defend"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "defend", choice: "none", requestId };
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const after = cardJson(card);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(await ogreDefends(card, "power")).toEqual({ ok: false, reason: "stepSettled" });
    expect(cardJson(card)).toBe(after);
  });

  it("not Defending: no Defend step; Bob's choice is refused", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("defending", { active: false });
    const card = await veraAttacks();
    expect(buttons(viewAs(card, w.bob))).toEqual([]);
    expect(await ogreDefends(card, "power")).toEqual({ ok: false, reason: "unknownChoice" });
  });
});

describe("the attack roll on relay", () => {
  it("Bob cannot roll Vera's attack; a replayed roll request has no second effect", async () => {
    const card = await veraAttacks();
    w.as(w.bob);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, stepKind("attack"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "attack", choice: "roll", requestId };
    w.dice(16);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const after = cardJson(card);
    w.dice(1);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(await veraRolls(card, 1)).toEqual({ ok: false, reason: "stepSettled" });
    expect(cardJson(card)).toBe(after);
  });

  it("the room plans the same attack the card shows: against Defense 10 at 30%", () => {
    const sword = w.vera.items.get(LONGSWORD);
    const plan = WOUNDS_COMBAT_ROOM.planAttack(w.vera as never, sword as never, w.ogre as never);
    expect(plan).toMatchObject({ against: 10, hitChance: engineForecast().plan.hitChance });
  });
});
