import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { momentumWorld, TORCH, veraAttacks, veraTakes, type MomentumWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  against: number;
  hitChance: number;
  damage: { status: string; summary: string };
  taken?: { stepId: string; choice: string }[];
}
function rowOf(message: FakeChatMessage): Row {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
}
const vitality = (a: { system: unknown }) => (a.system as { vitality: { value: number } }).vitality.value;
const cardJson = (card: FakeChatMessage) => JSON.stringify((card.system as { toObject(): unknown }).toObject());

let w: MomentumWorld;

beforeEach(async () => {
  w = await momentumWorld();
});

/** Alice applies the row's damage with these faces. */
function apply(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("damage", w.vera as never, card.id, "t0");
}

describe("the momentum attack → damage loop through the GM relay", () => {
  it('"Your attack hits if you roll at least the same amount as the Evasion": d20 10 + 5 against Evasion 12 hits', async () => {
    const card = await veraAttacks(w, 10);
    // Hit bonus: Strength Bonus 4 + half the Dexterity Bonus 3, rounded down (1); Evasion: Dexterity 12 + Will Bonus 0.
    expect(rowOf(card)).toMatchObject({ outcome: "hit", against: 12 });
    // A total of 12 needs a 7 or more: 14 faces of 20.
    expect(rowOf(card).hitChance).toBeCloseTo(0.7, 10);
  });

  it("no defender roll: a total below Evasion misses at once, and a miss deals no damage", async () => {
    const card = await veraAttacks(w, 6);
    expect(rowOf(card).outcome).toBe("miss");
    expect(await apply(card, 8)).toEqual({ ok: false, reason: "notHit" });
    expect(vitality(w.brute)).toBe(20);
  });

  it('"A critical miss always fails to hit the target, no matter how high your hit bonus is"', async () => {
    await w.brute.update({ system: { stats: { dexterity: 0 } } });
    expect((await veraAttacks(w, 2)).system).toMatchObject({ targets: [{ outcome: "hit" }] });
    expect(rowOf(await veraAttacks(w, 1)).outcome).toBe("miss");
  });

  it('Alice applies 1d8 less the Brute\'s Armor 2 ("Your Armor is subtracted from any incoming damage"); once only', async () => {
    const card = await veraAttacks(w, 10);
    expect(await apply(card, 5)).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(17);
    expect(rowOf(card).damage).toMatchObject({
      status: "applied",
      summary: "3 damage (0 Temporary Vitality, 3 Vitality)",
    });
    expect(await apply(card, 5)).toEqual({ ok: false, reason: "damageSettled" });
    expect(vitality(w.brute)).toBe(17);
  });

  it('"Critical hits with weapons increase the damage by 6": a natural 20 deals 5 + 6 − 2', async () => {
    const card = await veraAttacks(w, 20);
    await apply(card, 5);
    expect(vitality(w.brute)).toBe(20 - 9);
    expect(rowOf(card).damage.summary).toContain("critical hit");
  });

  it("the GM can undo applied damage, restoring Vitality", async () => {
    const card = await veraAttacks(w, 10);
    await apply(card, 8);
    expect(vitality(w.brute)).toBe(14);
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(vitality(w.brute)).toBe(20);
  });

  it('"If your target is an object, you hit it automatically": a 2 hits a crate whatever its Evasion', async () => {
    await w.brute.update({ system: { kind: "object", stats: { dexterity: 30 } } });
    const card = await veraAttacks(w, 2);
    expect(rowOf(card)).toMatchObject({ outcome: "hit", hitChance: 1 });
  });
});

describe("momentum: the attacker's choices on the card", () => {
  it('"You can choose to miss with your own attack": the hit becomes a miss and deals nothing; once only', async () => {
    const card = await veraAttacks(w, 15);
    expect(await veraTakes(w, card, "chooseMiss", "miss")).toEqual({ ok: true });
    expect(rowOf(card).outcome).toBe("miss");
    expect(await apply(card, 8)).toEqual({ ok: false, reason: "notHit" });
    expect(await veraTakes(w, card, "chooseMiss", "miss")).toEqual({ ok: false, reason: "stepSettled" });
    expect(vitality(w.brute)).toBe(20);
  });

  it("a miss cannot be chosen after damage landed, nor on a row that missed", async () => {
    const hit = await veraAttacks(w, 15);
    await apply(hit, 4);
    expect(await veraTakes(w, hit, "chooseMiss", "miss")).toEqual({ ok: false, reason: "damageSettled" });
    const missed = await veraAttacks(w, 3);
    expect(await veraTakes(w, missed, "chooseMiss", "miss")).toEqual({ ok: false, reason: "notHit" });
  });

  it("Bob cannot choose for Alice's attack; a forged request changes nothing", async () => {
    const card = await veraAttacks(w, 15);
    const before = cardJson(card);
    w.as(w.bob);
    expect(await askStep("chooseMiss", w.vera as never, card.id, "t0", "miss")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    const forged = {
      messageId: card.id,
      rowKey: "t0",
      stepId: "chooseMiss",
      choice: "miss",
      requestId: "forged0000000001",
    };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson(card)).toBe(before);
  });

  it('"The attacker can choose from which damage type the Armor/DR value is subtracted": Physical 4 + Heat 4 (resisted)', async () => {
    // The engine's default takes Armor 2 off the Heat (4 − 2 = 2, halved to 1) and leaves the Physical 4: 5 damage.
    const byDefault = await veraAttacks(w, 15, TORCH);
    await apply(byDefault, 4, 4);
    expect(vitality(w.brute)).toBe(15);
    // Off the Physical instead: 4 − 2 = 2 Physical and Heat 4 halved to 2: 4 damage.
    const chosen = await veraAttacks(w, 15, TORCH);
    expect(await veraTakes(w, chosen, "armorType", "physical")).toEqual({ ok: true });
    await apply(chosen, 4, 4);
    expect(vitality(w.brute)).toBe(11);
  });

  it("a single-type weapon offers no armor-type choice; a type the hit does not deal is refused", async () => {
    const ax = await veraAttacks(w, 15);
    expect(await veraTakes(w, ax, "armorType", "physical")).toEqual({ ok: false, reason: "unknownChoice" });
    const torch = await veraAttacks(w, 15, TORCH);
    expect(await veraTakes(w, torch, "armorType", "poison")).toEqual({ ok: false, reason: "unknownChoice" });
  });
});
