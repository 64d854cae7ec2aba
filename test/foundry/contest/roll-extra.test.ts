/**
 * The roll dialog's bonus in `contest` (issue 23, rules page decision 110): a modifier to the Strike's test, stored on
 * the declared row and read again wherever the row's Strike is planned — the defense choices' odds, the GM's roll of
 * the test — and named on the breakdown. Kara Strikes at +4 (Target Number 11, a Success per 5 points above it).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ROLL_EXTRA_SOURCE, type RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import { isRefusal, type PlannedAttack } from "../../../module/foundry/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import {
  attackWithExtra,
  firstRowViewedBy,
  storedFirstRow,
  typedExtra,
  type ChooseRollMock,
} from "../../support/roll-extra-fixtures.ts";
import { bruteDefends, contestWorld, karaRolls, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

const choose: ChooseRollMock = vi.fn();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { CONTEST_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/contest/combat-room.ts");

let w: ContestWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await contestWorld();
});

const flat = (text: string) => typedExtra(text, "flat");

function plan(bonus: RollExtra | null): PlannedAttack {
  const sword = w.kara.items.get(LONGSWORD);
  const p = CONTEST_COMBAT_ROOM.planAttack(w.kara as never, sword as never, w.brute as never, {}, undefined, bonus);
  if (isRefusal(p)) throw new Error(p.refused);
  return p;
}

const strikeWith = (text: string) =>
  attackWithExtra(w, choose, text, {
    attacker: w.kara,
    itemId: LONGSWORD,
    kind: "flat",
    by: { user: w.alice, target: w.brute },
  });

const viewAs = (card: FakeChatMessage, viewer: ContestWorld["alice"]) => firstRowViewedBy(w, card, viewer);

describe("contest: the dialog's bonus", () => {
  it("takes a number only, added to the Strike test among its named modifiers", () => {
    expect(CONTEST_COMBAT_ROOM.rollExtra).toBe("flat");
    const plain = plan(null);
    const helped = plan(flat("+2"));
    expect(helped.request.modifiers).toEqual([...plain.request.modifiers, { source: ROLL_EXTRA_SOURCE, value: 2 }]);
    expect(helped.request.groups).toEqual(plain.request.groups);
    // +4 passes TN 11 on a 7 (70%); +6 on a 5 (80%).
    expect(plain.hitChance).toBeCloseTo(0.7, 9);
    expect(helped.hitChance).toBeCloseTo(0.8, 9);
  });

  it("the defense choices' odds read the row's bonus: no defense leaves the +2 Strike an 80% attacker's critical", async () => {
    const card = await strikeWith("+2");
    expect(storedFirstRow(card)?.situation.extra).toBe("+2");
    const none = viewAs(card, w.bob).actions.find((a) => a.choice === "none");
    expect(none?.oddsText).toContain("damage 80% (attacker's critical 80%");
  });

  it("the GM's roll of the test adds it: a 5 passes with +2 (5 + 4 + 2 = 11), named on the breakdown", async () => {
    const card = await strikeWith("+2");
    expect(await bruteDefends(w, card, "none")).toEqual({ ok: true });
    expect(await karaRolls(w, card, 5)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("hit");
    const [attack] = viewAs(card, w.alice).breakdowns;
    expect(attack?.modifiers).toContain("Extra modifier: +2");
  });

  it("a penalty counts against it: a 7, which passes at +4, fails at −1 (7 + 4 − 1 = 10)", async () => {
    const card = await strikeWith("-1");
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 7);
    expect(storedFirstRow(card)?.outcome).toBe("miss");
  });
});
