/**
 * The roll dialog's bonus in `momentum` (issue 23, rules page decision 115): a number added to the attack roll's d20
 * as a hit bonus part, the odds read again with it, named on the breakdown, planned again by the GM from the card
 * row; a resisted Ability, which rolls no attack, refuses it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ROLL_EXTRA_SOURCE, type RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import { isRefusal, type PlannedAttack, type Refusal } from "../../../module/foundry/combat-room.ts";
import {
  attackWithExtra,
  firstRowViewedBy,
  forgeStoredExtra,
  storedFirstRow,
  typedExtra,
  type ChooseRollMock,
} from "../../support/roll-extra-fixtures.ts";
import { AX, HEX, momentumWorld, veraTakes, type MomentumWorld } from "./world-fixture.ts";

const choose: ChooseRollMock = vi.fn();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { MOMENTUM_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/momentum/combat-room.ts");

let w: MomentumWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await momentumWorld();
});

const flat = (text: string) => typedExtra(text, "flat");

function plan(itemId: string, bonus: RollExtra | null): PlannedAttack | Refusal {
  const item = w.vera.items.get(itemId);
  return MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, item as never, w.brute as never, {}, undefined, bonus);
}

function planned(itemId: string, bonus: RollExtra | null): PlannedAttack {
  const p = plan(itemId, bonus);
  if (isRefusal(p)) throw new Error(p.refused);
  return p;
}

const attackWith = (text: string, face: number) =>
  attackWithExtra(w, choose, text, {
    attacker: w.vera,
    itemId: AX,
    kind: "flat",
    by: { user: w.alice, target: w.brute },
    faces: [face],
  });

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
    expect(storedFirstRow(card)).toMatchObject({ outcome: "hit", situation: { extra: "+3" } });
    const [attack] = firstRowViewedBy(w, card, w.alice).breakdowns;
    expect(attack?.modifiers).toContain("Extra modifier: +3");
  });

  it("the GM plans the row again with its bonus: the honest card is trusted and its damage applied", async () => {
    const card = await attackWith("+3", 4);
    w.dice(5);
    expect(await veraTakes(w, card, "damage")).toEqual({ ok: true });
  });

  it("a card whose stored bonus no longer matches its roll is refused by the GM", async () => {
    const card = await attackWith("+3", 4);
    const forged = await forgeStoredExtra(w, card, "+9", w.alice);
    w.dice(5);
    expect(await veraTakes(w, forged, "damage")).toEqual({ ok: false, reason: "unverifiedCard" });
  });
});
