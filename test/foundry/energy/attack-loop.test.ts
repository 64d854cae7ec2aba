import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld, gmCardView, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";

interface Row {
  outcome: string;
  defense: { status: string };
  damage: { status: string; summary: string };
  against: number;
  hitChance: number;
}
function rowOf(message: FakeChatMessage): Row {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
}
const aura = (a: { system: unknown }) => (a.system as { aura: { value: number } }).aura.value;
const stored = (a: { system: unknown }) => JSON.stringify((a.system as { toObject(): unknown }).toObject());

let w: EnergyWorld;

/** Alice's Vera attacks Bob's Ogre with her longsword; the Combat roll shows `face` (10 by default). */
const attack = (face = 10) => veraAttacksOgre(w, face);

/** Bob rolls the Ogre's Evasion roll `1d10x + 8` with these faces. */
const defend = (card: FakeChatMessage, ...faces: number[]) => ogreDefends(w, card, "evasion", ...faces);

beforeEach(async () => {
  w = await energyWorld();
});

describe("the energy attack → Evasion roll → damage loop through the GM relay", () => {
  it('posts a card whose row awaits the Defense roll: "the AV is compared against opponent\'s Defense roll"', async () => {
    const card = await attack();
    expect(card.type).toBe("attack");
    expect(rowOf(card)).toMatchObject({ outcome: "pending", against: 17, defense: { status: "none" } });
    // P(hit) = P(20) + P(2..19) × P(1d10* + 8 ≤ 17) = 0.05 + 0.9 × 0.9
    expect(rowOf(card).hitChance).toBeCloseTo(0.05 + 0.9 * 0.9, 10);
  });

  it('"If the AV is greater than or equal to the Defense roll, the attack hits": 8 + 9 = 17 hits AV 17, free of Energy', async () => {
    const card = await attack();
    const before = stored(w.ogre);
    expect(await defend(card, 9)).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "hit", defense: { status: "rolled" } });
    expect(stored(w.ogre)).toBe(before);
  });

  it('"if you roll the highest number on the die, reroll it and add": 8 + 10 + 3 = 21 evades AV 17', async () => {
    const card = await attack();
    expect(await defend(card, 10, 3)).toEqual({ ok: true });
    expect(rowOf(card).outcome).toBe("miss");
  });

  it('a Defending defender "win[s] ties on your Defenses": 17 against AV 17 now misses', async () => {
    w.ogre.statuses.add("defending");
    const card = await attack();
    await defend(card, 9);
    expect(rowOf(card).outcome).toBe("miss");
  });

  it('"Critical Failure. Your attack misses." on a natural 1, and a 20 hits "regardless of their Defense roll"', async () => {
    expect(rowOf(await attack(1)).outcome).toBe("miss");
    const crit = await attack(20);
    expect(rowOf(crit).outcome).toBe("hit");
    await defend(crit, 10, 10, 5);
    expect(rowOf(crit).outcome).toBe("hit");
  });

  it("a Dazed defender rolls Evasion with Disadvantage: two exploding dice, the worse kept", async () => {
    w.ogre.statuses.add("dazed");
    const card = await attack();
    await defend(card, 10, 6, 9); // {1d10x,1d10x}kl: 16 and 9 → 9 + 8 = 17 ≤ 17
    expect(rowOf(card).outcome).toBe("hit");
  });

  it("an unconscious defender cannot roll Evasion; the refusal changes nothing", async () => {
    await w.ogre.update({ system: { state: { unconscious: "sleep" } } });
    const card = await attack();
    const before = JSON.stringify(card.system.toObject());
    expect(await defend(card, 5)).toEqual({ ok: false, reason: "FRAY.Energy.Refusal.cannotDefend" });
    expect(JSON.stringify(card.system.toObject())).toBe(before);
  });

  it("Alice applies damage: 1d8 + MASDB 1, less AR 3 since the Combat roll 10 is below AC 12, off the Ogre's Aura; once only", async () => {
    const card = await attack();
    await defend(card, 2);
    w.as(w.alice);
    w.dice(6);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    expect(aura(w.ogre)).toBe(20 - (6 + 1 - 3));
    expect(rowOf(card).damage).toMatchObject({ status: "applied", summary: "4 Aura · armor hit" });
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "damageSettled" });
    expect(aura(w.ogre)).toBe(16);
  });

  it('"If your Combat roll is greater than or equal to the target\'s Armor Coverage … all the damage" is dealt', async () => {
    const card = await attack(12);
    await defend(card, 2);
    w.as(w.alice);
    w.dice(6);
    await askStep("damage", w.vera as never, card.id, "t0");
    expect(aura(w.ogre)).toBe(13);
  });

  it("Bob cannot defend for Alice nor apply her damage; forged, replayed and tampered requests change nothing", async () => {
    const card = await attack();
    const before = JSON.stringify(card.system.toObject());
    w.as(w.alice);
    expect(await askStep("evasion", w.ogre as never, card.id, "t0")).toEqual({ ok: false, reason: "notOwner" });
    const forged = await w.gm.query("fray.step", {
      messageId: card.id,
      rowKey: "t0",
      stepId: "evasion",
      requestId: "forgedforged1234",
    });
    expect(forged).toEqual({ ok: false, reason: "notOwner" });
    const tampered = { messageId: card.id, rowKey: "t0", stepId: "evasion", requestId: "abc", total: 1 };
    expect(await w.gm.query("fray.step", tampered)).toEqual({ ok: false, reason: "malformed" });
    expect(JSON.stringify(card.system.toObject())).toBe(before);
    await defend(card, 1);
    const after = JSON.stringify(card.system.toObject());
    expect(await defend(card, 1)).toEqual({ ok: false, reason: "alreadyDefended" });
    expect(JSON.stringify(card.system.toObject())).toBe(after);
    w.as(w.bob);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "notOwner" });
    expect(aura(w.ogre)).toBe(20);
  });

  it("a pending or missed row deals no damage", async () => {
    const card = await attack();
    w.as(w.alice);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "notHit" });
    await defend(card, 10, 10, 1);
    w.as(w.alice);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "notHit" });
    expect(aura(w.ogre)).toBe(20);
  });

  it("the GM can undo applied damage, restoring the Aura", async () => {
    const card = await attack();
    await defend(card, 2);
    w.as(w.alice);
    w.dice(8);
    await askStep("damage", w.vera as never, card.id, "t0");
    expect(aura(w.ogre)).toBe(14);
    w.as(w.gm);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(aura(w.ogre)).toBe(20);
  });
});

describe("energy: conditions set by the Combat roll, and the card in energy's words", () => {
  const statuses = (a: { statuses: Set<string> }) => [...a.statuses];
  // An energy world's status effects (the fixture's world plays the default ruleset).
  beforeEach(() => {
    configureStatusEffects("energy");
  });

  async function followedUp(face: number): Promise<FakeChatMessage> {
    const card = await attack(face);
    w.as(w.gm);
    await followUpCard(card as never);
    return card;
  }

  it('"When you score a Critical Hit, you … Expose the target": the GM sets Exposed on the Ogre', async () => {
    await followedUp(20);
    expect(statuses(w.ogre)).toContain("exposed");
    expect(statuses(w.vera)).not.toContain("exposed");
  });

  it('"1-3 You are Exposed until the end of the next Round": the attacker is Exposed, the target is not', async () => {
    await followedUp(2);
    expect(statuses(w.vera)).toContain("exposed");
    expect(statuses(w.ogre)).not.toContain("exposed");
  });

  it("a Combat roll of 10 sets nothing, and a condition the GM removed is not set again by a later update", async () => {
    const card = await followedUp(10);
    expect(statuses(w.ogre)).toEqual([]);
    const crit = await followedUp(20);
    await w.ogre.toggleStatusEffect("exposed", { active: false });
    await followUpCard(crit as never);
    expect(statuses(w.ogre)).toEqual([]);
    expect(card.id).not.toBe(crit.id);
  });

  it('the card reads "AV 17 · Combat roll 10", then "Evasion roll 17"', async () => {
    const card = await attack(10);
    await defend(card, 9);
    expect(gmCardView(card).rows[0]).toMatchObject({
      attackText: "AV 17 · Combat roll 10",
      defenseText: "Evasion roll 17",
    });
  });
});
