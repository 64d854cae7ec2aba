import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, bruteTakesTheHit, loopWorld, type LoopWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  defense: { status: string };
  damage: { status: string; summary: string };
  against: number;
}
function rowOf(message: FakeChatMessage): Row {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
}
const system = (a: { system: unknown }) => a.system as Record<string, { value: number }>;

let w: LoopWorld;

/** Alice attacks Bob's Brute with her sword; the faces make a hit of 25 against Guard 17. */
const attack = (faces?: number[]): Promise<FakeChatMessage> => aliceAttacksBrute(w, faces);

beforeEach(async () => {
  w = await loopWorld();
});

describe("the bonus attack → defend → damage loop through the GM relay", () => {
  it('posts an attack card: "you must roll higher than your target\'s Guard" (15 + Mail 2 = 17)', async () => {
    const card = await attack();
    expect(card.type).toBe("attack");
    expect(rowOf(card)).toMatchObject({ outcome: "hit", against: 17, defense: { status: "none" } });
    // The roll lives in the card's data (no core `rolls`: Dice So Nice is shown it once, by dice/dice3d.ts).
    expect(card.rolls).toHaveLength(0);
    expect(
      (card.system as unknown as { targets: { attack: { roll: { formula: string } } }[] }).targets[0]?.attack.roll
        .formula,
    ).toContain("1d20");
  });

  it("Bob defends his Brute: the GM rolls the Defense reaction, spends 5 Vigor and a higher roll turns the hit into a miss", async () => {
    const card = await attack();
    w.as(w.bob);
    w.dice(20, 10, 4); // 1d20 + 1 bursting Speed d10: 20 + 14 = 34 > 25
    const reply = await askStep("defense", w.brute as never, card.id, "t0", "defend");
    expect(reply).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "miss", defense: { status: "rolled" } });
    expect(system(w.brute).vigor?.value).toBe(15);
  });

  it('"If they tie, the contest goes to the attacker": a defense equal to the attack still hits', async () => {
    const card = await attack();
    w.as(w.bob);
    w.dice(19, 6); // 25 = 25
    await askStep("defense", w.brute as never, card.id, "t0", "defend");
    expect(rowOf(card).outcome).toBe("hit");
  });

  it("a player who does not own the defender cannot defend it, whatever the payload says", async () => {
    const card = await attack();
    const before = JSON.stringify(card.system.toObject());
    w.as(w.alice);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    // A forged query straight to the GM, with an id the defender never stamped.
    const forged = await w.gm.query("fray.step", {
      messageId: card.id,
      rowKey: "t0",
      stepId: "defense",
      requestId: "forgedforged1234",
    });
    expect(forged).toEqual({ ok: false, reason: "notOwner" });
    expect(JSON.stringify(card.system.toObject())).toBe(before);
    expect(system(w.brute).vigor?.value).toBe(20);
  });

  it.each([
    ["tampered numbers", { messageId: "x", rowKey: "t0", stepId: "defense", requestId: "abc", total: 99 }, "malformed"],
    ["a missing field", { messageId: "x", rowKey: "t0", stepId: "defense" }, "malformed"],
    [
      "an oversized field",
      { messageId: "x".repeat(5000), rowKey: "t0", stepId: "defense", requestId: "abc" },
      "malformed",
    ],
    ["a non-object", "defend please", "malformed"],
    [
      "an unknown card",
      { messageId: "nosuchcard000000", rowKey: "t0", stepId: "defense", requestId: "abc" },
      "unknownCard",
    ],
  ])("refuses %s", async (_label, payload, reason) => {
    await attack();
    w.as(w.bob);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason });
  });

  it("refuses an unknown target row and a replayed request, changing nothing", async () => {
    const card = await attack();
    w.as(w.bob);
    expect(await askStep("defense", w.brute as never, card.id, "t9", "defend")).toEqual({
      ok: false,
      reason: "unknownTarget",
    });
    w.dice(1, 1);
    await askStep("defense", w.brute as never, card.id, "t0", "defend");
    const after = JSON.stringify(card.system.toObject());
    const again = await askStep("defense", w.brute as never, card.id, "t0", "defend");
    expect(again).toEqual({ ok: false, reason: "alreadyDefended" });
    expect(JSON.stringify(card.system.toObject())).toBe(after);
    expect(system(w.brute).vigor?.value).toBe(15);
  });

  it("a double click defends once: the second handler waits for the first and is refused", async () => {
    const card = await attack();
    w.as(w.bob);
    w.dice(2, 2, 2, 2);
    const [a, b] = await Promise.all([
      askStep("defense", w.brute as never, card.id, "t0", "defend"),
      askStep("defense", w.brute as never, card.id, "t0", "defend"),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect(system(w.brute).vigor?.value).toBe(15);
  });

  it("with no GM connected the request is not sent and the player is told why", async () => {
    const card = await attack();
    w.gm.active = false;
    w.as(w.bob);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({ ok: false, reason: "noGm" });
    expect(w.warnings).toContain("FRAY.Query.refused.noGm");
  });

  it("Alice applies damage through the GM: Armor Rank 2 absorbs into the Mail, the rest strikes Durability; once only", async () => {
    const card = await attack();
    await bruteTakesTheHit(w, card);
    w.as(w.alice);
    w.dice(6, 5, 3); // 2d8 (6 + 5) + 1 Strength d10 (3) = 14; AR 2 → 12 Durability
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    expect(system(w.brute).durability?.value).toBe(20 - 12);
    const mail = w.brute.items.get(w.mailId);
    expect((mail?.system as unknown as { durability: { value: number } }).durability.value).toBe(18);
    expect(rowOf(card).damage).toMatchObject({ status: "applied" });
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: false, reason: "damageSettled" });
    expect(system(w.brute).durability?.value).toBe(8);
  });

  it("Bob cannot apply Alice's damage, and a missed attack deals none", async () => {
    const card = await attack([2, 1, 1]);
    expect(rowOf(card).outcome).toBe("miss");
    w.as(w.bob);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.alice);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: false, reason: "notHit" });
  });

  it("the GM can undo applied damage, restoring creature and armor; players cannot", async () => {
    const card = await attack();
    await bruteTakesTheHit(w, card);
    w.as(w.alice);
    w.dice(8, 8, 1);
    await askStep("damage", w.aldo as never, card.id, "t0");
    expect(system(w.brute).durability?.value).toBeLessThan(20);
    const payload = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(payload, w.alice as never)).toEqual({ ok: false, reason: "gmOnly" });
    w.as(w.gm);
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: true });
    expect(system(w.brute).durability?.value).toBe(20);
    const mail = w.brute.items.get(w.mailId);
    expect((mail?.system as unknown as { durability: { value: number } }).durability.value).toBe(20);
    expect(rowOf(card).damage.status).toBe("undone");
    expect(await handleUndoDamage(payload, w.gm as never)).toEqual({ ok: false, reason: "replayed" });
  });
});
