/**
 * The roll dialog's bonus in `contest` (issue 23, rules page decision 110): a modifier to the Strike's test, stored on
 * the declared row and read again wherever the row's Strike is planned — the defense choices' odds, the GM's roll of
 * the test — and named on the breakdown. Kara Strikes at +4 (Target Number 11, a Success per 5 points above it).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { readRollExtra, ROLL_EXTRA_SOURCE, type RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import { isRefusal, type PlannedAttack } from "../../../module/foundry/combat-room.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteDefends, contestWorld, karaRolls, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

const choose = vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");
const { CONTEST_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/contest/combat-room.ts");

let w: ContestWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await contestWorld();
});

function flat(text: string): RollExtra {
  const reading = readRollExtra(text, "flat");
  if (!reading.ok || !reading.extra) throw new Error(`not a bonus: ${text}`);
  return reading.extra;
}

function plan(bonus: RollExtra | null): PlannedAttack {
  const sword = w.kara.items.get(LONGSWORD);
  const p = CONTEST_COMBAT_ROOM.planAttack(w.kara as never, sword as never, w.brute as never, {}, undefined, bonus);
  if (isRefusal(p)) throw new Error(p.refused);
  return p;
}

async function strikeWith(text: string): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices: {}, extra: flat(text), mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  await rollAttack(w.kara as never, LONGSWORD, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

function viewAs(card: FakeChatMessage, viewer: ContestWorld["alice"]) {
  w.as(viewer);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  if (!row) throw new Error("no row");
  return row;
}

const rowOf = (card: FakeChatMessage) =>
  (card.system.toObject() as unknown as { targets: { outcome: string; situation: { extra: string } }[] }).targets[0];

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
    expect(rowOf(card)?.situation.extra).toBe("+2");
    const none = viewAs(card, w.bob).actions.find((a) => a.choice === "none");
    expect(none?.oddsText).toContain("damage 80% (attacker's critical 80%");
  });

  it("the GM's roll of the test adds it: a 5 passes with +2 (5 + 4 + 2 = 11), named on the breakdown", async () => {
    const card = await strikeWith("+2");
    expect(await bruteDefends(w, card, "none")).toEqual({ ok: true });
    expect(await karaRolls(w, card, 5)).toEqual({ ok: true });
    expect(rowOf(card)?.outcome).toBe("hit");
    const [attack] = viewAs(card, w.alice).breakdowns;
    expect(attack?.modifiers).toContain("Extra modifier: +2");
  });

  it("a penalty counts against it: a 7, which passes at +4, fails at −1 (7 + 4 − 1 = 10)", async () => {
    const card = await strikeWith("-1");
    await bruteDefends(w, card, "none");
    await karaRolls(w, card, 7);
    expect(rowOf(card)?.outcome).toBe("miss");
  });
});
