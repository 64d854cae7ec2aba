/**
 * The roll dialog's bonus in `wounds` (issue 23, rules page decision 115): a flat modifier on the attack roll, stored
 * on the declared row and read again by every re-plan of it — the Defend choices' odds, the GM's attack roll, the
 * damage — and named on the breakdown. Vera attacks at d20 − 5 against the Ogre's melee Defense 10 (a hit needs 15).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollExtra } from "../../../module/foundry/dice/roll-extra.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import {
  attackWithExtra,
  firstRowViewedBy,
  storedFirstRow,
  storedRows,
  typedExtra,
  type ChooseRollMock,
} from "../../support/roll-extra-fixtures.ts";
import { LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const choose: ChooseRollMock = vi.fn();
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { WOUNDS_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/wounds/combat-room.ts");

let w: WoundsWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await woundsWorld();
});

const flat = (text: string) => typedExtra(text, "flat");

function hitChance(bonus: RollExtra | null): number {
  const sword = w.vera.items.get(LONGSWORD);
  const plan = WOUNDS_COMBAT_ROOM.planAttack(w.vera as never, sword as never, w.ogre as never, {}, undefined, bonus);
  if (isRefusal(plan)) throw new Error(plan.refused);
  return plan.hitChance;
}

/** Alice declares Vera's attack with the dialog's bonus; nothing is rolled yet. */
const declareWith = (text: string) =>
  attackWithExtra(w, choose, text, {
    attacker: w.vera,
    itemId: LONGSWORD,
    kind: "flat",
    by: { user: w.alice, target: w.ogre },
  });

function veraRolls(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

const viewAs = (card: FakeChatMessage, viewer: WoundsWorld["alice"]) => firstRowViewedBy(w, card, viewer);

describe("wounds: the dialog's bonus", () => {
  it("takes a number only, and moves the chance of a hit by a face per point (the wild die's explosions aside)", () => {
    expect(WOUNDS_COMBAT_ROOM.rollExtra).toBe("flat");
    expect(hitChance(null)).toBeCloseTo(0.3, 6);
    expect(hitChance(flat("+2"))).toBeCloseTo(0.4, 6);
    expect(hitChance(flat("-3"))).toBeCloseTo(0.15, 6);
  });

  it("is stored on the declared row; the GM's roll of a 13 hits with it (13 − 5 + 2 = 10), named on the breakdown", async () => {
    const card = await declareWith("+2");
    expect(storedFirstRow(card)?.situation.extra).toBe("+2");
    expect(viewAs(card, w.alice).actions[0]?.oddsText).toMatch(/^hit 40% · /);
    expect(await veraRolls(card, 13)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("hit");
    const [attack] = viewAs(card, w.alice).breakdowns;
    expect(attack?.modifiers).toContain("Extra modifier: +2");
  });

  it("the Defend choices' odds read the row's bonus: Power Defense 12 is hit on a 15 or more with +2", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("defending", { active: true });
    const card = await declareWith("+2");
    const power = viewAs(card, w.bob).actions.find((a) => a.choice === "power");
    expect(power?.oddsText).toMatch(/^hit 30% · /);
  });

  it("a row whose stored bonus is out of bounds is planned without it", async () => {
    const card = await declareWith("+2");
    const rows = storedRows(card);
    const [first] = rows;
    if (!first) throw new Error("no row");
    first.situation.extra = "+99";
    w.as(w.gm);
    await card.update({ system: { targets: rows } });
    expect(viewAs(card, w.alice).actions[0]?.oddsText).toMatch(/^hit 30% · /);
    expect(await veraRolls(card, 13)).toEqual({ ok: true });
    expect(storedFirstRow(card)?.outcome).toBe("miss");
  });
});
