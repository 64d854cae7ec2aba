/**
 * Emergency aid and stabilizing at the table (issue 22, reachability rows 38, 80 and 81), from the sheet's Actions on
 * a creature of the encounter the player does not own: the spend goes to the GM as `fray.spend`, the GM pays the act,
 * rolls the Medicine check from the healer's items, treats the patient on a success and posts the check with its rolls.
 * Seed 000: "You may also perform emergency aid on a wounded or injured creature, using 2 Actions and restoring 1d10
 * Durability on a Medicine (treatment) VS 20 check"; "A creature in shock can be stabilized by making a successful
 * Medicine or Medical Science check VS 20. If you are stabilized, you remain unconscious until you recover at least 1
 * point of health".
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { handleSpend } from "../../../module/foundry/combat/spend-query.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { NO_BONUS_DICE } from "./sheets/fixtures.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (actor: FakeActor, action: string) =>
  takeSheetAction(actor as unknown as AnyActor, { action, label: action, options: {} });

const MEDICINE = {
  _id: "medicine00000000",
  name: "Medicine",
  type: "bonus-ability",
  system: { kind: "skill", bonusDice: { count: 1, rolls: { ...NO_BONUS_DICE.rolls, medicine: true } } },
};

let w: LoopWorld;
let medic: FakeActor;
let combat: FakeCombat;
let patientId: string;

const patient = () =>
  w.brute.system.toObject() as {
    durability: { value: number };
    health: { value: number };
    state: { stabilized: boolean; shockRoundsLeft: number | null };
  };
const medicState = () => systemOf(combatantOf(combat, medic));
const rolledMessages = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);
const lastCheck = (): FakeChatMessage | undefined => rolledMessages().at(-1);

/** The GM changes the Brute by hand (Alice does not own it), then Alice is back at her client. */
async function gmSets(system: Record<string, unknown>): Promise<void> {
  w.as(w.gm);
  await w.brute.update({ system });
  w.as(w.alice);
}

/** Mira (Alice's, Medicine 1 die) acts first; the Brute (Bob's) is hurt: 5 of 20 Durability. */
async function fight(brute: Record<string, unknown> = { durability: { value: 5, max: 20 } }): Promise<void> {
  w = await loopWorld();
  medic = w.createActor({
    name: "Mira",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    items: [MEDICINE],
  });
  await w.brute.update({ system: brute });
  combat = await createCombat("bonus", [medic, w.brute]);
  await combatantOf(combat, medic).update({ initiative: 15 });
  await combatantOf(combat, w.brute).update({ initiative: 7 });
  await combat.startCombat();
  patientId = combatantOf(combat, w.brute).id;
  w.as(w.alice);
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("emergency aid: 'using 2 Actions and restoring 1d10 Durability on a Medicine (treatment) VS 20 check'", () => {
  beforeEach(() => fight());

  it("a success (18 + 4 = 22 against VS 20) restores the 1d10 (7) to the Brute Alice does not own; 2 actions paid", async () => {
    w.dice(18, 4, 7);
    expect(await take(medic, `emergencyAid:${patientId}`)).toBe(true);
    expect(medicState()).toMatchObject({ actions: 0 });
    expect(patient().durability.value).toBe(12);
    const card = lastCheck();
    expect(card?.rolls.map((r) => r.total)).toEqual([22, 7]);
    expect(shownCheck(card).title).toBe("Mira — Medicine check: emergency aid for Brute");
    expect(checkFace(card)).toMatch(/^Total 22 · (?:Had to beat|Needed) 20\b.* · Success(?: · |$)/);
    expect(shownCheck(card).effects).toEqual(["Brute: +7 Durability (12/20)"]);
  });

  it("'VS 20' is beaten, not met: 16 + 4 = 20 fails, nothing restored, the actions are spent all the same", async () => {
    w.dice(16, 4);
    expect(await take(medic, `emergencyAid:${patientId}`)).toBe(true);
    expect(medicState()).toMatchObject({ actions: 0 });
    expect(patient().durability.value).toBe(5);
    expect(lastCheck()?.rolls.map((r) => r.total)).toEqual([20]);
    expect(checkFace(lastCheck())).toMatch(/^Total 20 · (?:Had to beat|Needed) 20\b.* · Failure(?: · |$)/);
  });

  it("'on a wounded or injured creature': refused with nothing paid for an unhurt or dead patient, no patient, or a stranger", async () => {
    await gmSets({ durability: { value: 20 } });
    expect(await take(medic, `emergencyAid:${patientId}`)).toBe(false);
    await gmSets({ durability: { value: 5 }, state: { dead: true } });
    expect(await take(medic, `emergencyAid:${patientId}`)).toBe(false);
    expect(await take(medic, "emergencyAid")).toBe(false);
    expect(await take(medic, "emergencyAid:nobody0000000000")).toBe(false);
    expect(medicState()).toMatchObject({ actions: 2 });
    expect(rolledMessages()).toEqual([]);
  });

  it("a forged request (no stamp on the healer) is refused by the GM: nothing paid, rolled or healed", async () => {
    w.as(w.gm);
    const reply = await handleSpend({
      combatId: combat.id,
      combatantId: combatantOf(combat, medic).id,
      action: `emergencyAid:${patientId}`,
      requestId: "forged0000000000",
      options: {},
    });
    expect(reply).toMatchObject({ ok: false, refused: "FRAY.Combat.refused.notOwner" });
    expect(medicState()).toMatchObject({ actions: 2 });
    expect(patient().durability.value).toBe(5);
    expect(rolledMessages()).toEqual([]);
  });

  it("'you must use action from the following turns to complete': begun with 1 action, the check waits for the next turn start", async () => {
    expect(await take(medic, "move")).toBe(true);
    expect(await take(medic, `emergencyAid:${patientId}`)).toBe(true);
    expect(medicState()).toMatchObject({
      actions: 0,
      pending: { action: "emergencyAid", remaining: 1, patient: patientId },
    });
    expect(rolledMessages()).toEqual([]);
    w.as(w.gm);
    w.dice(18, 4, 7);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(medicState()).toMatchObject({ actions: 1, pending: { remaining: 0, patient: "" } });
    expect(patient().durability.value).toBe(12);
    expect(shownCheck(lastCheck()).effects).toEqual(["Brute: +7 Durability (12/20)"]);
  });
});

describe("stabilizing: 'A creature in shock can be stabilized by making a successful Medicine or Medical Science check VS 20'", () => {
  beforeEach(() =>
    fight({ durability: { value: 0 }, health: { value: 0 }, state: { shockRoundsLeft: 3, stabilized: false } }),
  );

  it("a Use Skill (1 action): on a success the countdown stops and the Brute stays at 0 Health ('you remain unconscious')", async () => {
    w.dice(18, 4);
    expect(await take(medic, `stabilize:${patientId}`)).toBe(true);
    expect(medicState()).toMatchObject({ actions: 1 });
    expect(patient()).toMatchObject({ health: { value: 0 }, state: { stabilized: true, shockRoundsLeft: null } });
    expect(shownCheck(lastCheck()).effects).toEqual([expect.stringContaining("Stabilized")]);
  });

  it("a failure leaves the countdown running", async () => {
    w.dice(3, 2);
    expect(await take(medic, `stabilize:${patientId}`)).toBe(true);
    expect(patient().state).toMatchObject({ stabilized: false, shockRoundsLeft: 3 });
  });

  it("only 'a creature in shock': a creature that is not is refused, nothing paid", async () => {
    await gmSets({ health: { value: 4 }, state: { shockRoundsLeft: null } });
    expect(await take(medic, `stabilize:${patientId}`)).toBe(false);
    expect(medicState()).toMatchObject({ actions: 2 });
  });
});
