/**
 * `bonus` seed: "Once an attack is rolled, the defender has the option to use a reaction". A row whose target could
 * still defend waits for the defender's choice, Defend or Take the hit, or the GM's for it, before damage is
 * applied by anyone (the attacker's click or the GM's auto-apply). A row whose target cannot defend does not wait.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { TAKE_HIT_CHOICE } from "../../../module/foundry/procedure/steps/may-defend.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bonusFight, combatantOf } from "../combat/fixture.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  defense: { status: string };
  damage: { status: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const track = (w: LoopWorld, key: "durability" | "vigor") =>
  (w.brute.system as unknown as Record<string, { value: number }>)[key]?.value;

/** Alice asks to apply the hit's damage (2d8 6 + 5, Strength d10 3 = 14; Armor Rank 2 leaves 12). */
async function aliceApplies(w: LoopWorld, card: FakeChatMessage) {
  w.as(w.alice);
  w.dice(6, 5, 3);
  return askStep("damage", w.aldo as never, card.id, "t0");
}

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
  await fake().game.settings.set("fray", "autoApplyDamage", false);
});

describe('"Once an attack is rolled, the defender has the option to use a reaction"', () => {
  it("Apply damage waits for the defender's choice; Take the hit rolls nothing, costs nothing, and lets it through", async () => {
    const card = await aliceAttacksBrute(w);
    expect(await aliceApplies(w, card)).toEqual({ ok: false, reason: "stepNotOpen" });
    expect(track(w, "durability")).toBe(20);
    w.as(w.bob);
    w.dice(20, 10); // would make a Defense roll of 30: Take the hit rolls no die
    expect(await askStep("defense", w.brute as never, card.id, "t0", TAKE_HIT_CHOICE)).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "hit", defense: { status: "none" } });
    expect(track(w, "vigor")).toBe(20);
    // The choice is made once: no Defend after it.
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({
      ok: false,
      reason: "stepSettled",
    });
    expect(await aliceApplies(w, card)).toEqual({ ok: true });
    expect(track(w, "durability")).toBe(20 - 12);
  });

  it("the GM chooses for an absent defender from the card", async () => {
    const card = await aliceAttacksBrute(w);
    w.as(w.gm);
    expect(await askStep("defense", w.brute as never, card.id, "t0", TAKE_HIT_CHOICE)).toEqual({ ok: true });
    expect(await aliceApplies(w, card)).toEqual({ ok: true });
  });

  it("the attacker cannot choose for the defender", async () => {
    const card = await aliceAttacksBrute(w);
    expect(await askStep("defense", w.brute as never, card.id, "t0", TAKE_HIT_CHOICE)).toEqual({
      ok: false,
      reason: "notOwner",
    });
  });

  it("auto-apply waits for the choice too, then applies once the defender takes the hit", async () => {
    await fake().game.settings.set("fray", "autoApplyDamage", true);
    const card = await aliceAttacksBrute(w);
    w.as(w.gm);
    await followUpCard(card as never);
    expect(rowOf(card).damage.status).toBe("none");
    w.as(w.bob);
    w.dice(6, 5, 3);
    expect(await askStep("defense", w.brute as never, card.id, "t0", TAKE_HIT_CHOICE)).toEqual({ ok: true });
    w.as(w.gm);
    await followUpCard(card as never);
    expect(rowOf(card).damage.status).toBe("applied");
    expect(track(w, "durability")).toBe(8);
  });

  it("a target that cannot pay the reaction's 5 Vigor does not hold damage back", async () => {
    w.as(w.gm);
    await w.brute.update({ system: { vigor: { value: 2 } } });
    const card = await aliceAttacksBrute(w);
    expect(await aliceApplies(w, card)).toEqual({ ok: true });
  });

  it('a target in its own turn (no reaction "during your turn") does not hold damage back', async () => {
    const fight = await bonusFight();
    w = fight.w;
    const card = await aliceAttacksBrute(w);
    w.as(w.gm);
    await fight.combat.nextTurn(); // the Brute's turn now
    expect(await aliceApplies(w, card)).toEqual({ ok: true });
  });

  it("a target that already reacted to this attack does not hold damage back", async () => {
    const fight = await bonusFight();
    w = fight.w;
    const card = await aliceAttacksBrute(w);
    w.as(w.gm);
    await combatantOf(fight.combat, w.brute).update({ system: { reactions: [`${card.id}.t0`] } });
    expect(await aliceApplies(w, card)).toEqual({ ok: true });
  });
});
