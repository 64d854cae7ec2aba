/**
 * A paid attack tied to its card (combat/attack-tickets.ts). In a started combat a player's client pays the attack
 * through the GM (`fray.spend`) and posts the card itself; the GM records one ticket per paid attack on the Combat's
 * `system` (which only a GM writes) and acts on a player's card only with an unused ticket of its own attacker,
 * weapon and targets. Without it a modified client could post a card it never paid for, or two cards for one payment.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { AttackTicket } from "../../../module/foundry/combat/attack-tickets.ts";
import { parseSpendPayload } from "../../../module/foundry/combat/spend-payload.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf, createCombat, systemOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;

const ticketsOf = (): AttackTicket[] => (combat.system as unknown as { attackTickets: AttackTicket[] }).attackTickets;
const ticketOf = (card: FakeChatMessage): string => (card.system as unknown as { ticket: string }).ticket;

/** Alice attacks the Brute with Aldo's sword (15 + 5 + 5 = 25 against Guard 17): the card the flow posts. */
async function aliceAttacks(choices: Record<string, boolean> = {}): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(15, 5, 5);
  await rollAttack(w.aldo as never, w.swordId, { skipDialog: true, choices });
  // Faces an attack with fewer dice left unread (an Off-hand's challenges) would be the next roll's.
  faceSource.clear();
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

/** Alice posts a card of her own making: the flow's card with `edit` applied (a modified client). */
async function alicePosts(card: FakeChatMessage, edit: (source: Record<string, unknown>) => void) {
  const source = structuredClone(card.system.toObject()) as Record<string, unknown>;
  edit(source);
  w.as(w.alice);
  const { create } = card.constructor as unknown as { create(data: unknown): Promise<FakeChatMessage> };
  return create({ type: "attack", system: source });
}

async function bobDefends(card: FakeChatMessage) {
  w.as(w.bob);
  w.dice(2, 2);
  return askStep("defense", w.brute as never, card.id, "t0", "defend");
}

// The first world of a file loads the system's modules: a slow start on a loaded machine, not a timed assertion.
beforeEach(async () => {
  ({ w, combat } = await bonusFight());
}, 30_000);

describe("the GM records a ticket for each attack it pays a player, and the card carries it", () => {
  it("Alice's attack: one ticket, for Aldo's combatant, his sword and the Brute, unused; the card names it", async () => {
    const card = await aliceAttacks();
    expect(ticketsOf()).toEqual([
      {
        id: ticketOf(card),
        combatantId: combatantOf(combat, w.aldo).id,
        spend: "attack",
        itemId: w.swordId,
        targets: [w.brute.uuid],
        usedBy: "",
      },
    ]);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
  });

  it("the GM's first action on the card claims its ticket; the honest card settles", async () => {
    const card = await aliceAttacks();
    expect(await bobDefends(card)).toEqual({ ok: true });
    expect(ticketsOf()[0]?.usedBy).toBe(card.id);
  });

  it("a refused spend issues no ticket and posts no card (an attack off Aldo's turn)", async () => {
    await combat.nextTurn();
    const before = w.messages.size;
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.brute });
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
    expect(w.messages.size).toBe(before);
    expect(ticketsOf()).toEqual([]);
  });

  it("Alice's client viewing another encounter still pays in the one Aldo fights in, and gets its ticket", async () => {
    w.as(w.gm);
    // Another encounter, created last, so it is the one in view (`game.combat`); Aldo does not fight there.
    await createCombat("bonus", [w.brute]);
    const card = await aliceAttacks();
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
    expect(ticketsOf().map((t) => t.id)).toEqual([ticketOf(card)]);
    expect(await bobDefends(card)).toEqual({ ok: true });
  });

  it("out of combat nothing is paid: the card carries no ticket and still settles", async () => {
    await combat.update({ round: 0, turn: null });
    const card = await aliceAttacks();
    expect(ticketOf(card)).toBe("");
    expect(await bobDefends(card)).toEqual({ ok: true });
  });
});

describe("a player's card in a started combat without its own unused ticket is refused, changing nothing", () => {
  it("no ticket: a card posted without paying ('noTicket')", async () => {
    const forged = await alicePosts(await aliceAttacks(), (source) => {
      source.ticket = "";
    });
    expect(await bobDefends(forged)).toEqual({ ok: false, reason: "noTicket" });
  });

  it("an id the GM never issued ('unknownTicket')", async () => {
    const forged = await alicePosts(await aliceAttacks(), (source) => {
      source.ticket = "forgedforged1234";
    });
    expect(await bobDefends(forged)).toEqual({ ok: false, reason: "unknownTicket" });
  });

  it("a second card for one payment: the first the GM acts on takes it, the other is refused ('ticketUsed')", async () => {
    const card = await aliceAttacks();
    const copy = await alicePosts(card, () => undefined);
    expect(await bobDefends(card)).toEqual({ ok: true });
    expect(await bobDefends(copy)).toEqual({ ok: false, reason: "ticketUsed" });
    expect(ticketsOf()[0]?.usedBy).toBe(card.id);
  });

  it("a ticket paid for another weapon or target ('ticketMismatch')", async () => {
    const card = await aliceAttacks();
    const [ticket] = ticketsOf();
    if (!ticket) throw new Error("no ticket");
    // The GM's own record says Aldo paid for an attack on Aldo himself, not on the Brute the card names.
    w.as(w.gm);
    await combat.update({ system: { attackTickets: [{ ...ticket, targets: [w.aldo.uuid] }] } });
    expect(await bobDefends(card)).toEqual({ ok: false, reason: "ticketMismatch" });
  });

  it("a card whose choices cost more than its ticket paid ('ticketMismatch'): an Off-hand card on a plain attack", async () => {
    // "you may consume 8 Vigor to make an Off-Hand attack as part of the same action" (seed 000): the honest Off-hand
    // card's ticket says the 8 Vigor were paid, and it settles.
    w.as(w.gm);
    await w.aldo.update({ system: { vigor: { value: 20 } } });
    const honest = await aliceAttacks({ offHand: true });
    expect(ticketsOf()[0]?.spend).toBe("attack;offHand=1");
    expect(await bobDefends(honest)).toEqual({ ok: true });
    // The same card on a ticket the GM issued for the plain Attack action (no Vigor): refused, the ticket left unused.
    await combat.nextRound();
    const card = await aliceAttacks({ offHand: true });
    const paid = ticketsOf().at(-1);
    if (!paid) throw new Error("no ticket");
    w.as(w.gm);
    const plain = { ...paid, spend: "attack" };
    await combat.update({ system: { attackTickets: [...ticketsOf().slice(0, -1), plain] } });
    expect(await bobDefends(card)).toEqual({ ok: false, reason: "ticketMismatch" });
    expect(ticketsOf().at(-1)?.usedBy).toBe("");
  });
});

describe("fray.spend's card field", () => {
  const base = { combatId: "c", combatantId: "d", action: "attack", requestId: "r", options: {} };

  it("a replayed request pays once and issues one ticket: the stamp was used up", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(w.aldo as never, "spend");
    const card = { itemId: w.swordId, targets: [w.brute.uuid] };
    const payload = { combatId: combat.id, combatantId: combatantOf(combat, w.aldo).id, action: "attack", requestId };
    const first = await w.gm.query("fray.spend", { ...payload, options: {}, card });
    expect(first).toEqual({ ok: true, ticket: ticketsOf()[0]?.id });
    expect(await w.gm.query("fray.spend", { ...payload, options: {}, card })).toMatchObject({ ok: false });
    expect(ticketsOf()).toHaveLength(1);
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
  });

  it("is read exactly: a weapon id and at most 16 actor uuids", () => {
    const card = { itemId: "sword", targets: ["Actor.brute"] };
    expect(parseSpendPayload({ ...base, card })).toEqual({ ...base, card });
    for (const bad of [
      { itemId: "sword" },
      { itemId: "sword", targets: ["not a uuid"] },
      { itemId: "sword", targets: Array.from({ length: 17 }, (_, i) => `Actor.a${String(i)}`) },
      { itemId: "sword", targets: [], extra: 1 },
      "sword",
    ]) {
      expect(parseSpendPayload({ ...base, card: bad })).toBeUndefined();
    }
  });
});
