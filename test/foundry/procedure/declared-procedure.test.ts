/**
 * A procedure that opens with a declaration (module/foundry/procedure/steps/declare.ts), played with a test-only
 * procedure on the `bonus` room on the strict fake: the attacker declares (the card is posted with nothing rolled,
 * "awaiting" the target), the target chooses its manner of defense before any roll — one choice rolls its defense
 * test at once, planned and rolled by the GM — then the attacker's roll is rolled by the GM on relay, planned again
 * from the documents as they are then, and read against the defense rolled before it; the winner (attacker on a hit,
 * target on a miss: an actor computed from the row) chooses a follow-up; damage. The shape of `contest`'s "The manner
 * of defense is decided before the attacker rolls" and `wounds`' Defend choice before the attack roll.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

const { installLoadedRooms } = await import("../../../module/foundry/room-lookup.ts");
const { LOADED_ROOMS, loadedRoom } = await import("../../support/rooms.ts");
const BONUS_ROOM = loadedRoom("bonus");
const { BONUS_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/bonus/combat-room.ts");
const { DECLARE_STEP } = await import("../../../module/foundry/procedure/steps/declare.ts");
const { declaredAttackRollStep } = await import("../../../module/foundry/procedure/steps/declared-attack-roll.ts");
const { choiceStep } = await import("../../../module/foundry/procedure/steps/choice.ts");
const { damageStep } = await import("../../../module/foundry/procedure/steps/damage.ts");
const { askStep } = await import("../../../module/foundry/procedure/ask-step.ts");
const { stampRequest, stepKind } = await import("../../../module/foundry/queries/proof.ts");
const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");
const { AttackCardModel } = await import("../../../module/foundry/chat/attack-card/model.ts");
const { loadRow } = await import("../../../module/foundry/queries/card-io.ts");

const MANNER = "manner";
const FOLLOW = "followUp";
/** The test defense: a plain d20 the GM rolls when "block" is chosen. */
const BLOCK_TEST: DiceRequest = {
  label: "Test block",
  groups: [{ id: "d", source: "Shield", count: 1, faces: 20 }],
  modifiers: [],
};

const TEST_PROCEDURE = [
  DECLARE_STEP,
  choiceStep({
    id: MANNER,
    actor: "target",
    optional: false,
    awaiting: "TEST.awaitingManner",
    button: { label: "TEST.manner", icon: "fa-solid fa-shield" },
    choices: () => [
      { id: "block", label: { key: "TEST.block" }, odds: { key: "TEST.blockOdds", data: { hit: 40 } } },
      { id: "none", label: { key: "TEST.none" }, hitChance: 0.75 },
    ],
    defenseRoll: (_ctx, choice) => (choice === "block" ? BLOCK_TEST : undefined),
  }),
  declaredAttackRollStep(BONUS_COMBAT_ROOM),
  choiceStep({
    id: FOLLOW,
    // The row's winner: the attacker on a hit, the target on a miss.
    actor: ({ row }) => (row.outcome === "hit" ? "attacker" : "target"),
    optional: false,
    awaiting: "TEST.awaitingFollowUp",
    button: { label: "TEST.followUp", icon: "fa-solid fa-forward" },
    choices: () => [{ id: "shove", label: { key: "TEST.shove" } }],
    closedWhen: ({ row }) => (row.outcome === "pending" ? "stepNotOpen" : undefined),
  }),
  damageStep(BONUS_COMBAT_ROOM),
];

let w: LoopWorld;
let card: FakeChatMessage;

beforeEach(async () => {
  w = await loopWorld();
  installLoadedRooms({ ...LOADED_ROOMS, bonus: { ...BONUS_ROOM, procedure: TEST_PROCEDURE } });
  // No faces queued: a declaration rolls nothing (the fake throws on a roll with no face left).
  card = await aliceAttacksBrute(w, []);
});
afterEach(() => {
  installLoadedRooms(LOADED_ROOMS);
});

interface StoredRow {
  attack: { request: { groups: { source: string; count: number }[] } } | null;
  defense: { status: string; roll: unknown };
  outcome: string;
  taken: { stepId: string; choice: string }[];
}
const rowOf = (): StoredRow => {
  const row = (card.system.toObject() as { targets: StoredRow[] }).targets[0];
  if (!row) throw new Error("no row");
  return row;
};
const cardJson = () => JSON.stringify(card.system.toObject());

function rowAs(viewer: LoopWorld["alice"]) {
  w.as(viewer);
  const system: unknown = card.system;
  if (!(system instanceof AttackCardModel)) throw new Error("not an attack card");
  const row = attackCardViewContext(card as never, system).rows[0];
  if (!row) throw new Error("no row");
  return row;
}
const buttons = (row: ReturnType<typeof rowAs>) => row.actions.map((a) => `${a.step}:${a.choice}`);

function bobChooses(choice: string, ...faces: number[]) {
  w.as(w.bob);
  w.dice(...faces);
  return askStep(MANNER, w.brute as never, card.id, "t0", choice);
}
function aliceRolls(...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("attack", w.aldo as never, card.id, "t0");
}

describe("a declared attack: the card is posted before any roll", () => {
  it("posts the row with no attack roll, pending, awaiting the target's choice; the GM trusts it", async () => {
    expect(rowOf()).toMatchObject({ attack: null, outcome: "pending", defense: { status: "none" } });
    const alice = rowAs(w.alice);
    expect(alice.attackText).toBe("Attack declared, to be rolled on this card");
    expect(buttons(alice)).toEqual([]);
    expect(alice.awaiting).toEqual(["TEST.awaitingManner"]);
    expect(await loadRow({ messageId: card.id, rowKey: "t0" })).toMatchObject({ row: { attack: null } });
  });

  it("the target's owner sees each choice with its odds: the room's words of every outcome, or the chance to hit", () => {
    const bob = rowAs(w.bob);
    expect(buttons(bob)).toEqual([`${MANNER}:block`, `${MANNER}:none`]);
    expect(bob.actions.map((a) => a.oddsText)).toEqual(["TEST.blockOdds", "75% to hit"]);
  });

  it("the attack roll is held back until the manner of defense is chosen", async () => {
    const before = cardJson();
    expect(await aliceRolls(15, 5, 5)).toEqual({ ok: false, reason: "stepNotOpen" });
    expect(cardJson()).toBe(before);
  });

  it("a player's card for a declaring procedure that carries its own dice is refused: the GM rolls it", async () => {
    installLoadedRooms(LOADED_ROOMS);
    const rolled = await aliceAttacksBrute(w);
    installLoadedRooms({ ...LOADED_ROOMS, bonus: { ...BONUS_ROOM, procedure: TEST_PROCEDURE } });
    expect(await loadRow({ messageId: rolled.id, rowKey: "t0" })).toBe("unverifiedCard");
    // And a card with no roll for a procedure that rolls before the card exists.
    installLoadedRooms(LOADED_ROOMS);
    expect(await loadRow({ messageId: card.id, rowKey: "t0" })).toBe("unverifiedCard");
  });
});

describe("choices before the roll, then the GM rolls the attack on relay", () => {
  it("Bob's Block rolls his defense test on the GM's side and records the choice; the attack is still to roll", async () => {
    expect(await bobChooses("block", 12)).toEqual({ ok: true });
    expect(rowOf()).toMatchObject({ attack: null, outcome: "pending", defense: { status: "rolled" } });
    expect(rowOf().taken).toEqual([expect.objectContaining({ stepId: MANNER, choice: "block" })]);
    expect(buttons(rowAs(w.alice))).toEqual(["attack:"]);
    expect(rowAs(w.bob).awaiting).toEqual(["Awaiting the attack against Brute"]);
  });

  it("Alice's roll crosses fray.step; the GM rolls it and reads it against the defense rolled before it", async () => {
    await bobChooses("block", 12);
    // 15 + 5 + 5 = 25 beats Guard 17 and the Block's 12: a hit.
    expect(await aliceRolls(15, 5, 5)).toEqual({ ok: true });
    expect(rowOf()).toMatchObject({ outcome: "hit" });
    expect(rowOf().attack).not.toBeNull();
  });

  it("a defense that beats the attack makes it a miss", async () => {
    await bobChooses("block", 20);
    // 3 + 1 + 1 = 5 against Guard 17: a miss before the defense is even read.
    expect(await aliceRolls(3, 1, 1)).toEqual({ ok: true });
    expect(rowOf().outcome).toBe("miss");
  });

  it("the attack is planned again from the attacker as it is when rolled, never from the declaration", async () => {
    await bobChooses("none");
    w.as(w.alice);
    await w.aldo.update({ system: { abilities: { agility: 3 } } });
    await aliceRolls(15, 5, 5, 5);
    // Declared with Agility 2 (two bonus dice); rolled with the three Aldo has now.
    expect(rowOf().attack?.request.groups).toContainEqual(expect.objectContaining({ source: "Agility", count: 3 }));
  });

  it("a second roll, a replayed request and a forged one have no second effect", async () => {
    await bobChooses("none");
    w.as(w.alice);
    const requestId = await stampRequest(w.aldo as never, stepKind("attack"));
    const payload = { messageId: card.id, rowKey: "t0", stepId: "attack", requestId };
    w.dice(15, 5, 5);
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: true });
    const after = cardJson();
    expect(await w.gm.query("fray.step", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(await aliceRolls(20, 6, 6)).toEqual({ ok: false, reason: "stepSettled" });
    const forged = { messageId: card.id, rowKey: "t0", stepId: "attack", requestId: "forged0000000001" };
    expect(await w.gm.query("fray.step", forged)).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson()).toBe(after);
  });

  it("the target's owner cannot roll the attacker's attack, nor the attacker choose the target's defense", async () => {
    const before = cardJson();
    w.as(w.bob);
    expect(await askStep("attack", w.aldo as never, card.id, "t0")).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.alice);
    expect(await askStep(MANNER, w.brute as never, card.id, "t0", "none")).toEqual({ ok: false, reason: "notOwner" });
    expect(cardJson()).toBe(before);
  });

  it("the GM takes the choice for an absent owner from the card's own button", async () => {
    w.bob.active = false;
    w.as(w.gm);
    expect(await cardAction(card as never, { action: "step", step: MANNER, choice: "none", row: "t0" })).toEqual({
      ok: true,
    });
    expect(rowOf().taken).toEqual([expect.objectContaining({ choice: "none" })]);
  });
});

describe("a step whose actor is the row's winner", () => {
  it("on a hit the attacker's owner takes it, and the target's owner waits", async () => {
    await bobChooses("none");
    await aliceRolls(15, 5, 5);
    expect(buttons(rowAs(w.alice))).toEqual([`${FOLLOW}:shove`]);
    expect(rowAs(w.bob).awaiting).toEqual(["TEST.awaitingFollowUp"]);
    w.as(w.bob);
    expect(await askStep(FOLLOW, w.brute as never, card.id, "t0", "shove")).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.alice);
    expect(await askStep(FOLLOW, w.aldo as never, card.id, "t0", "shove")).toEqual({ ok: true });
  });

  it("on a miss the target's owner takes it, proving it with the target's stamp", async () => {
    await bobChooses("block", 20);
    await aliceRolls(3, 1, 1);
    expect(buttons(rowAs(w.bob))).toEqual([`${FOLLOW}:shove`]);
    expect(buttons(rowAs(w.alice))).toEqual([]);
    w.as(w.alice);
    expect(await askStep(FOLLOW, w.aldo as never, card.id, "t0", "shove")).toEqual({ ok: false, reason: "notOwner" });
    w.as(w.bob);
    expect(await askStep(FOLLOW, w.brute as never, card.id, "t0", "shove")).toEqual({ ok: true });
    expect(rowOf().taken.map((t) => t.stepId)).toEqual([MANNER, FOLLOW]);
  });
});
