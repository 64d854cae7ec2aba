import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { attackCardViewContext } from "../../../module/foundry/chat/attack-card/render.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, bruteTakesTheHit, loopWorld, type LoopWorld } from "./world-fixture.ts";

let w: LoopWorld;
beforeEach(async () => {
  w = await loopWorld();
});

/** The card's first row as the current user's client shows it. */
function shownRow(card: FakeChatMessage) {
  if (!(card.system instanceof AttackCardModel)) throw new Error("not an attack card");
  const row = attackCardViewContext(card as never, card.system).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const durability = () => (w.brute.system as unknown as { durability: { value: number } }).durability.value;
const storedDamage = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { damage: { adjustment: unknown; status: string } }[] }).targets[0]?.damage;

describe("the card explains every roll (bonus, on the fake world)", () => {
  it("the attack: each die, the bursts chained, the Guard it had to beat and the margin", async () => {
    const card = await aliceAttacksBrute(w, [15, 10, 2, 5]); // 15 + (10 → burst 5) + 2 = 32 against Guard 17
    w.as(w.alice);
    const [attack, ...others] = shownRow(card).breakdowns;
    expect(others).toEqual([]);
    expect(attack).toMatchObject({
      kind: "attack",
      summary: "Attack roll details",
      groups: [
        { title: "Action die: 1d20", dice: [{ text: "15", dropped: false }] },
        {
          title: "Agility: 2d10, bursting on 10",
          dice: [
            { text: "10 → burst 5 = 15", dropped: false },
            { text: "2", dropped: false },
          ],
        },
      ],
      total: "Total 32",
      target: "Had to beat 17 (Guard)",
      margin: "Made it by 15",
    });
  });

  it("applied damage: the roll, then the armor and what Durability took", async () => {
    const card = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, card);
    w.dice(6, 5, 3); // 2d8 (6 + 5) + 1 Strength d10 (3) = 14; Armor Rank 2 → 12 Durability
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    const damage = shownRow(card).breakdowns.find((b) => b.kind === "damage");
    expect(damage?.total).toBe("Total 14");
    expect(damage?.effects).toEqual([
      "Damage before the rules: 14",
      "Mail (Armor Rank 2): 14 → 12",
      "Absorbed by armor: 2",
      "Durability: −12",
    ]);
  });
});

describe("when the Defend button is absent the card says why", () => {
  it("a Brute short of Vigor gets no Defend: its owner and the attacker read the reason once, the GM too", async () => {
    await w.brute.update({ system: { vigor: { value: 2 } } });
    const card = await aliceAttacksBrute(w);
    const reason = "No Defend for Brute: Not enough Vigor for that reaction.";
    for (const user of [w.bob, w.alice, w.gm]) {
      w.as(user);
      const row = shownRow(card);
      expect(row.actions.map((a) => a.step)).not.toContain("defense");
      expect(row.refused).toEqual([reason]);
      expect(row.awaiting).not.toContain("Awaiting Brute's Defense");
    }
  });

  it("a Brute that may defend gets its choice, Defend or Take the hit, and no reason", async () => {
    const card = await aliceAttacksBrute(w);
    w.as(w.bob);
    const row = shownRow(card);
    expect(row.refused).toEqual([]);
    expect(row.actions.map((a) => [a.step, a.choice])).toEqual([
      ["defense", "defend"],
      ["defense", "takeHit"],
    ]);
  });
});

describe("the GM adjusts damage before applying it", () => {
  const adjust = (card: FakeChatMessage, how: string, value?: string) =>
    cardAction(card as never, { action: "adjustDamage", row: "t0", step: "damage", adjust: how, value });

  it("only the GM gets the half / double / custom controls beside Apply", async () => {
    const card = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, card);
    w.as(w.alice);
    expect(shownRow(card).actions.find((a) => a.step === "damage")?.adjust).toBeNull();
    w.as(w.gm);
    expect(shownRow(card).actions.find((a) => a.step === "damage")?.adjust).toMatchObject({
      half: "Apply ×½ to Brute",
      double: "Apply ×2 to Brute",
      custom: "Apply this number to Brute",
    });
  });

  it("half: 14 → 7 reaches the rules (Armor Rank 2 → 5 Durability), is recorded and undone by Undo", async () => {
    const card = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, card);
    w.as(w.gm);
    w.dice(6, 5, 3);
    expect(await adjust(card, "half")).toEqual({ ok: true });
    expect(durability()).toBe(20 - 5);
    expect(storedDamage(card)).toMatchObject({ status: "applied", adjustment: { mode: "half", from: 14, to: 7 } });
    expect(shownRow(card).adjustedText).toBe("Applied ×½: 14 → 7");
    const undo = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(undo, w.gm as never)).toEqual({ ok: true });
    expect(durability()).toBe(20);
  });

  it("double and a custom number: the card says what was done", async () => {
    const doubled = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, doubled);
    w.as(w.gm);
    w.dice(2, 1, 1); // 4, doubled to 8; Armor Rank 2 → 6
    expect(await adjust(doubled, "double")).toEqual({ ok: true });
    expect(durability()).toBe(20 - 6);
    expect(shownRow(doubled).adjustedText).toBe("Applied ×2: 4 → 8");
    const custom = await aliceAttacksBrute(w);
    await bruteTakesTheHit(w, custom);
    w.as(w.gm);
    w.dice(2, 1, 1);
    expect(await adjust(custom, "custom", "5")).toEqual({ ok: true });
    expect(durability()).toBe(14 - 3);
    expect(shownRow(custom).adjustedText).toBe("Applied the GM's number: 4 → 5");
  });

  it("a player cannot adjust, a bad number is refused, and the relay carries no adjustment", async () => {
    const card = await aliceAttacksBrute(w);
    w.as(w.alice);
    expect(await adjust(card, "half")).toEqual({ ok: false, reason: "gmOnly" });
    w.as(w.gm);
    expect(await adjust(card, "custom", "-3")).toEqual({ ok: false, reason: "badAdjustment" });
    expect(await adjust(card, "custom", "")).toEqual({ ok: false, reason: "badAdjustment" });
    expect(await adjust(card, "triple")).toEqual({ ok: false, reason: "badAdjustment" });
    w.as(w.alice);
    const forged = await w.gm.query("fray.step", {
      messageId: card.id,
      rowKey: "t0",
      stepId: "damage",
      requestId: "forgedforged1234",
      adjust: "double",
    });
    expect(forged).toEqual({ ok: false, reason: "malformed" });
    expect(durability()).toBe(20);
    expect(storedDamage(card)?.status).toBe("none");
  });
});
