import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf, createCombat, systemOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;

/** Alice attacks the Brute with her sword (a hit of 25 against Guard 17); resolves to the number of cards posted. */
async function aliceAttacks(): Promise<number> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(15, 5, 5);
  await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
  return w.messages.size;
}

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
});

describe("bonus: attacks spend an action of the current combatant, through the GM", () => {
  it("'You begin with 2 Actions': two attacks spend both, a third is refused naming the shortfall", async () => {
    expect(await aliceAttacks()).toBe(1);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
    expect(await aliceAttacks()).toBe(2);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 0 });
    expect(await aliceAttacks()).toBe(2);
    expect(w.warnings.at(-1)).toBe("Not enough Actions: needs 1, has 0 (1 short).");
  });

  it("'On your turn, you may take as many actions as you have': off-turn attacks are refused", async () => {
    await combat.nextTurn();
    expect(await aliceAttacks()).toBe(0);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
  });

  it("the GM may override a shortfall; players cannot (the relay drops the flag)", async () => {
    await combatantOf(combat, w.aldo).update({ system: { actions: 0 } });
    w.as(w.alice);
    expect(await spendInCombat(w.aldo as never, { action: "attack", override: true })).toBe(false);
    w.as(w.gm);
    expect(await spendInCombat(w.aldo as never, { action: "attack", override: true })).toBe(true);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 0 });
  });

  it("the override lifts a shortfall only: off Aldo's turn the GM's override is refused as any spend", async () => {
    await combat.nextTurn();
    w.as(w.gm);
    expect(await spendInCombat(w.aldo as never, { action: "attack", override: true })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 0 });
  });

  it("out of combat nothing is spent or refused", async () => {
    await combat.update({ round: 0, turn: null });
    expect(await spendInCombat(w.aldo as never, { action: "attack" })).toBe(true);
  });
});

describe("fray.spend refuses forged and replayed requests", () => {
  const payload = (requestId: string) => ({
    combatId: combat.id,
    combatantId: combatantOf(combat, w.aldo).id,
    action: "attack",
    requestId,
    options: {},
  });

  it("a request id the actor never stamped is refused and spends nothing", async () => {
    w.as(w.bob);
    const reply = await w.gm.query("fray.spend", payload("forgedforged1234"));
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.refused.notOwner" });
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 2 });
  });

  it("a replay of a settled request is refused: the stamp was used up", async () => {
    w.as(w.alice);
    const id = await stampRequest(w.aldo as never, "spend");
    expect(await w.gm.query("fray.spend", payload(id))).toEqual({ ok: true });
    expect(await w.gm.query("fray.spend", payload(id))).toEqual({ ok: false, refused: "FRAY.Combat.refused.notOwner" });
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
  });

  it("a payload carrying anything more (an override, a cost) is malformed", async () => {
    w.as(w.alice);
    const id = await stampRequest(w.aldo as never, "spend");
    const reply = await w.gm.query("fray.spend", { ...payload(id), override: true });
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.refused.malformed" });
  });
});

describe("bonus reactions in combat: off-turn only, once per trigger, recorded on the Combatant", () => {
  it("Bob defends the Brute on Aldo's turn; a second reaction to the same attack is refused ('only one reaction to any trigger')", async () => {
    await aliceAttacks();
    const card = [...w.messages.values()].at(-1);
    if (!card) throw new Error("no card");
    w.as(w.bob);
    w.dice(20, 10, 4);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({ ok: true });
    expect(systemOf(combatantOf(combat, w.brute))).toMatchObject({ reactions: [`${card.id}.t0`] });
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({
      ok: false,
      reason: "FRAY.Bonus.Refusal.alreadyReacted",
    });
  });

  it("'you may not take a reaction during your turn': the Brute cannot defend on its own turn", async () => {
    await aliceAttacks();
    const card = [...w.messages.values()].at(-1);
    if (!card) throw new Error("no card");
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.bob);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({
      ok: false,
      reason: "FRAY.Bonus.Refusal.duringOwnTurn",
    });
  });

  it("the GM viewing another encounter still records the reaction in the encounter where attacker and defender fight", async () => {
    await aliceAttacks();
    const card = [...w.messages.values()].at(-1);
    if (!card) throw new Error("no card");
    w.as(w.gm);
    // Another started encounter, created last, so it is the one in view (`game.combat`); the Brute fights there too.
    const other = await createCombat("bonus", [w.brute]);
    await other.startCombat();
    w.as(w.bob);
    w.dice(20, 10, 4);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({ ok: true });
    expect(systemOf(combatantOf(combat, w.brute))).toMatchObject({ reactions: [`${card.id}.t0`] });
    expect(systemOf(combatantOf(other, w.brute))).toMatchObject({ reactions: [] });
  });

  it("reactions used clear when the next round starts", async () => {
    await combatantOf(combat, w.brute).update({ system: { reactions: ["someCard.t0"] } });
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(systemOf(combatantOf(combat, w.brute))).toMatchObject({ reactions: [] });
  });
});
