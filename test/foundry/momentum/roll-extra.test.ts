/**
 * The roll dialog's bonus in `momentum` (issue 23, rules page decision 115): a number added to the attack roll's d20
 * as a hit bonus part, the odds read again with it, named on the breakdown, planned again by the GM from the card
 * row; a resisted Ability, which rolls no attack, refuses it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { readRollExtra, ROLL_EXTRA_SOURCE, type RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import { isRefusal, type PlannedAttack, type Refusal } from "../../../module/foundry/combat-room.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { AX, HEX, momentumWorld, veraTakes, type MomentumWorld } from "./world-fixture.ts";

const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");
const { MOMENTUM_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/momentum/combat-room.ts");

let w: MomentumWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await momentumWorld();
});

function flat(text: string): RollExtra {
  const reading = readRollExtra(text, "flat");
  if (!reading.ok || !reading.extra) throw new Error(`not a bonus: ${text}`);
  return reading.extra;
}

function plan(itemId: string, bonus: RollExtra | null): PlannedAttack | Refusal {
  const item = w.vera.items.get(itemId);
  return MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, item as never, w.brute as never, {}, undefined, bonus);
}

function planned(itemId: string, bonus: RollExtra | null): PlannedAttack {
  const p = plan(itemId, bonus);
  if (isRefusal(p)) throw new Error(p.refused);
  return p;
}

async function attackWith(text: string, face: number): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices: {}, extra: flat(text), mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(face);
  await rollAttack(w.vera as never, AX, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

const rowOf = (card: FakeChatMessage) =>
  (card.system.toObject() as unknown as { targets: { outcome: string; situation: { extra: string } }[] }).targets[0];

describe("momentum: the dialog's bonus", () => {
  it("takes a number only", () => {
    expect(MOMENTUM_COMBAT_ROOM.rollExtra).toBe("flat");
  });

  it("adds to the d20 as a hit bonus part: Evasion unchanged, the chance to hit read again", () => {
    const plain = planned(AX, null);
    const helped = planned(AX, flat("+3"));
    expect(helped.against).toBe(plain.against);
    expect(helped.request.groups).toEqual(plain.request.groups);
    expect(helped.request.modifiers).toEqual([...plain.request.modifiers, { source: ROLL_EXTRA_SOURCE, value: 3 }]);
    // Hit bonus +5 against Evasion 12 needs a 7 (14 faces); +3 more needs a 4 (17 faces).
    expect(plain.hitChance).toBeCloseTo(14 / 20, 10);
    expect(helped.hitChance).toBeCloseTo(17 / 20, 10);
    expect(planned(AX, flat("-2")).hitChance).toBeCloseTo(12 / 20, 10);
  });

  it("a natural 1 still misses whatever the bonus", () => {
    expect(planned(AX, flat("+50")).hitChance).toBeCloseTo(19 / 20, 10);
  });

  it("a resisted Ability rolls no attack: a bonus on it is refused in words, none is planned as before", () => {
    expect(plan(HEX, flat("+2"))).toEqual({ refused: "FRAY.Momentum.Refusal.extraWithoutAttackRoll" });
    expect(isRefusal(plan(HEX, null))).toBe(false);
  });

  it("turns a 4 into a hit, is stored on the row and named on the breakdown", async () => {
    const card = await attackWith("+3", 4);
    expect(rowOf(card)).toMatchObject({ outcome: "hit", situation: { extra: "+3" } });
    if (!(card.system instanceof AttackCardModel)) throw new Error("not an attack card");
    const [attack] = attackCardViewContext(card as never, card.system).rows[0]?.breakdowns ?? [];
    expect(attack?.modifiers).toContain("Extra modifier: +3");
  });

  it("the GM plans the row again with its bonus: the honest card is trusted and its damage applied", async () => {
    const card = await attackWith("+3", 4);
    w.dice(5);
    expect(await veraTakes(w, card, "damage")).toEqual({ ok: true });
  });

  it("a card whose stored bonus no longer matches its roll is refused by the GM", async () => {
    const card = await attackWith("+3", 4);
    const source = card.system.toObject() as unknown as { targets: { situation: { extra: string } }[] };
    const [first] = source.targets;
    if (!first) throw new Error("no row");
    first.situation.extra = "+9";
    const { ChatMessage } = globalThis as unknown as {
      ChatMessage: { create(data: object): Promise<FakeChatMessage> };
    };
    w.as(w.alice);
    const forged = await ChatMessage.create({ type: "attack", speaker: {}, system: source });
    w.dice(5);
    expect(await veraTakes(w, forged, "damage")).toEqual({ ok: false, reason: "unverifiedCard" });
  });
});
