/**
 * Idempotency and races (issue 13) on the fake runtime with several clients: double clicks on every card action,
 * two players at once, Apply racing Undo. Each action spends and applies exactly once and the card stays consistent
 * with the documents. (Timing is never asserted: concurrency comes from starting requests together.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import { whileDisabled } from "../../../module/foundry/applications/parts/busy-button.ts";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { TAKE_HIT_CHOICE } from "../../../module/foundry/procedure/steps/may-defend.ts";
import { withCardLock } from "../../../module/foundry/queries/lock.ts";
import type { QueryReply } from "../../../module/foundry/queries/reply.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import { clientContext, type FakeUser } from "../../support/fake-foundry/world/users.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";

interface Row {
  key: string;
  outcome: string;
  defense: { status: string };
  damage: { status: string };
}
const rows = (card: FakeChatMessage) => (card.system as unknown as { targets: Row[]; processed: string[] }).targets;
const processed = (card: FakeChatMessage) => (card.system as unknown as { processed: string[] }).processed;
const track = (actor: FakeActor, name: "vigor" | "durability") =>
  (actor.system as unknown as Record<string, { value: number }>)[name]?.value;
const oks = (replies: QueryReply[]) => replies.filter((r) => r.ok).length;

let w: LoopWorld;
let ghoul: FakeActor;

beforeEach(async () => {
  w = await loopWorld();
  // A GM-owned NPC: the second target of two-target cards, and an attacker of players' characters.
  ghoul = w.createActor({
    name: "Ghoul",
    type: "bonus-npc",
    ownership: { default: 0 },
    system: { abilities: { agility: 2, strength: 1, speed: 1 }, vigor: { value: 20, max: 20 } },
    items: [{ _id: "claw000000000000", name: "Claw", type: "bonus-weapon", system: { damageValue: 2 } }],
  });
});

/** `user` attacks `targets` with `attacker`'s first weapon; every row hits (15 + 5 + 5 = 25 against Guard ≤ 17). */
async function attack(user: FakeUser, attacker: FakeActor, targets: FakeActor[]): Promise<FakeChatMessage> {
  faceSource.clear(); // faces a refused request never rolled
  w.as(user);
  user.targets.clear();
  for (const actor of targets) user.targets.add({ actor });
  for (const _ of targets) w.dice(15, 5, 5);
  const weapon = attacker.items.contents.find((i) => i.type === "bonus-weapon");
  if (!weapon) throw new Error("no weapon");
  await rollAttack(attacker as never, weapon.id, { skipDialog: true });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** The GM takes the hit for `target` on `row`: its Defense declined, damage may follow. */
async function gmTakesTheHit(card: FakeChatMessage, row: string, target: FakeActor): Promise<void> {
  w.as(w.gm);
  expect(await askStep("defense", target as never, card.id, row, TAKE_HIT_CHOICE)).toEqual({ ok: true });
}

/** The same client action started twice before either finishes (a double click, or two clients at once). */
function twice<T>(start: () => Promise<T>): Promise<T[]> {
  return Promise.all([start(), start()]);
}

describe("double clicks act once", () => {
  it("a double-clicked Attack posts one card and rolls once", async () => {
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    w.dice(15, 5, 5, 15, 5, 5);
    await twice(() => rollAttack(w.aldo as never, w.swordId, { skipDialog: true }));
    expect(w.messages.size).toBe(1);
    // The second click rolled nothing: a later attack still finds the second set of faces queued.
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
    expect(w.messages.size).toBe(2);
  });

  it("a card or sheet button stays disabled while its request is in flight; a click on a busy button does nothing", async () => {
    const button = { disabled: false };
    let release: () => void = () => undefined;
    let runs = 0;
    const action = () => {
      runs++;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const first = whileDisabled(button, action);
    expect(button.disabled).toBe(true);
    await whileDisabled(button, action);
    expect(runs).toBe(1);
    release();
    await first;
    expect(button.disabled).toBe(false);
    await expect(whileDisabled(button, () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(button.disabled).toBe(false);
  });

  it("a double Defend defends once and spends Vigor once (Bob's two clicks, and Bob with the GM at once)", async () => {
    for (const second of [w.bob, w.gm]) {
      const card = await attack(w.alice, w.aldo, [w.brute]);
      const vigor = track(w.brute, "vigor") ?? 0;
      w.dice(2, 2, 2, 2);
      w.as(w.bob);
      const bob = askStep("defense", w.brute as never, card.id, "t0", "defend");
      w.as(second);
      const other = cardAction(card as never, { action: "step", step: "defense", choice: "defend", row: "t0" });
      const replies = await Promise.all([bob, other]);
      expect(oks(replies)).toBe(1);
      expect(track(w.brute, "vigor")).toBe(vigor - 5);
      expect(rows(card)[0]?.defense.status).toBe("rolled");
      expect(processed(card)).toHaveLength(1);
    }
  });

  it("a double Apply damages once (Alice's two clicks, and Alice with the GM at once)", async () => {
    for (const second of [w.alice, w.gm]) {
      w.as(w.gm);
      await w.brute.update({ system: { durability: { value: 20 } } });
      const card = await attack(w.alice, w.aldo, [w.brute]);
      await gmTakesTheHit(card, "t0", w.brute);
      w.dice(6, 5, 3, 6, 5, 3);
      w.as(w.alice);
      const alice = askStep("damage", w.aldo as never, card.id, "t0");
      w.as(second);
      const other = cardAction(card as never, { action: "step", step: "damage", row: "t0" });
      const replies = await Promise.all([alice, other]);
      expect(replies).toContainEqual({ ok: true });
      expect(oks(replies)).toBe(1);
      // 2d8 (6 + 5) + Strength d10 (3) = 14, Armor Rank 2 absorbs 2: 12 Durability, once.
      expect(track(w.brute, "durability")).toBe(20 - 12);
      expect(rows(card)[0]?.damage.status).toBe("applied");
      // The GM's Take the hit, then the one Apply.
      expect(processed(card)).toHaveLength(2);
    }
  });

  it("a double Undo restores once", async () => {
    const card = await attack(w.alice, w.aldo, [w.brute]);
    await gmTakesTheHit(card, "t0", w.brute);
    w.as(w.alice);
    w.dice(6, 5, 3);
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    w.as(w.gm);
    const replies = await twice(() => cardAction(card as never, { action: "undoDamage", row: "t0" }));
    expect(oks(replies)).toBe(1);
    expect(replies.find((r) => !r.ok)).toEqual({ ok: false, reason: "nothingToUndo" });
    expect(track(w.brute, "durability")).toBe(20);
    expect(rows(card)[0]?.damage.status).toBe("undone");
    expect(processed(card)).toHaveLength(3);
  });
});

describe("several clients at once", () => {
  it("two players defending at once on a two-target card each defend their own row once", async () => {
    const card = await attack(w.gm, ghoul, [w.aldo, w.brute]);
    expect(rows(card).map((r) => r.outcome)).toEqual(["hit", "hit"]);
    const [aldoVigor, bruteVigor] = [track(w.aldo, "vigor") ?? 0, track(w.brute, "vigor") ?? 0];
    w.dice(2, 2, 2, 2, 2, 2, 2, 2);
    const defend = (user: FakeUser, actor: FakeActor, row: string) => {
      w.as(user);
      return askStep("defense", actor as never, card.id, row, "defend");
    };
    // Both players double-click, interleaved.
    const replies = await Promise.all([
      defend(w.alice, w.aldo, "t0"),
      defend(w.bob, w.brute, "t1"),
      defend(w.alice, w.aldo, "t0"),
      defend(w.bob, w.brute, "t1"),
    ]);
    expect(oks(replies)).toBe(2);
    expect(rows(card).map((r) => r.defense.status)).toEqual(["rolled", "rolled"]);
    expect(processed(card)).toHaveLength(2);
    expect([track(w.aldo, "vigor"), track(w.brute, "vigor")]).toEqual([aldoVigor - 5, bruteVigor - 5]);
  });

  it("one attacker applying damage to two rows at once lands both (stamps no longer overwrite each other)", async () => {
    const card = await attack(w.alice, w.aldo, [w.brute, ghoul]);
    await gmTakesTheHit(card, "t0", w.brute);
    await gmTakesTheHit(card, "t1", ghoul);
    w.dice(6, 5, 3, 6, 5, 3);
    w.as(w.alice);
    const replies = await Promise.all([
      askStep("damage", w.aldo as never, card.id, "t0"),
      askStep("damage", w.aldo as never, card.id, "t1"),
    ]);
    expect(replies).toEqual([{ ok: true }, { ok: true }]);
    expect(rows(card).map((r) => r.damage.status)).toEqual(["applied", "applied"]);
    expect(track(w.brute, "durability")).toBe(8);
    expect(track(ghoul, "durability")).toBeLessThan(20);
  });

  it("Apply racing Undo leaves the card and the target agreeing, whichever the GM settles first", async () => {
    for (const undoFirst of [true, false]) {
      const card = await attack(w.alice, w.aldo, [w.brute]);
      await gmTakesTheHit(card, "t0", w.brute);
      w.dice(6, 5, 3, 6, 5, 3);
      w.as(w.alice);
      expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
      // Undo runs on the GM's own client while Alice's client asks for Apply.
      const undo = () =>
        clientContext.run(w.gm, () =>
          handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId: `undo${String(undoFirst)}` }, w.gm as never),
        );
      const apply = () => {
        w.as(w.alice);
        return askStep("damage", w.aldo as never, card.id, "t0");
      };
      const [first, second] = undoFirst ? [undo(), apply()] : [apply(), undo()];
      await Promise.all([first, second]);
      const status = rows(card)[0]?.damage.status;
      // Applied: the damage is on the Brute exactly once; undone: the Brute is whole again.
      expect(track(w.brute, "durability")).toBe(status === "applied" ? 8 : 20);
      w.as(w.gm);
      await handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId: "cleanup" }, w.gm as never);
      expect(track(w.brute, "durability")).toBe(20);
    }
  });
});

describe("a round advancing while a defense is pending", () => {
  it("the defense settles once, in the new round: Vigor spent once, the reaction recorded once on the new round's pool", async () => {
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    await combatantOf(combat, w.aldo).update({ initiative: 15 });
    await combatantOf(combat, w.brute).update({ initiative: 7 });
    await combat.startCombat();
    const card = await attack(w.alice, w.aldo, [w.brute]);
    const brute = combatantOf(combat, w.brute);
    // Hold the GM's handling of this card (as a slow GM client would) while Bob's Defend is in flight.
    let release: () => void = () => undefined;
    const held = withCardLock(card.id, () => new Promise<void>((resolve) => (release = resolve)));
    w.dice(2, 2);
    w.as(w.bob);
    const pending = askStep("defense", w.brute as never, card.id, "t0", "defend");
    w.as(w.gm);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    release();
    await held;
    expect(await pending).toEqual({ ok: true });
    const reactions = () => (systemOf(brute) as { reactions: string[] }).reactions;
    expect(reactions()).toEqual([`${card.id}.t0`]);
    expect(track(w.brute, "vigor")).toBe(15);
    // No second defense of the same row in the new round (the reaction is this round's; the card has it settled).
    w.as(w.bob);
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toMatchObject({ ok: false });
    expect(reactions()).toHaveLength(1);
    expect(track(w.brute, "vigor")).toBe(15);
  });
});
