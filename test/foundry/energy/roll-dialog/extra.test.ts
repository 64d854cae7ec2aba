/**
 * The roll dialog's bonus in `energy` (issue 23): the Combat roll is "a 1d20 with nothing added", so the room takes a
 * number only and moves what the d20 is read against: the AV in melee, the Miss Chance at range. The move is named
 * on the attack's breakdown and planned again by the GM from the card row.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ROLL_EXTRA_SOURCE, type RollExtra } from "../../../../module/foundry/dice/roll-extra.ts";
import { ENERGY_COMBAT_ROOM } from "../../../../module/foundry/rulesets/energy/combat-room.ts";
import { isRefusal, type PlannedAttack } from "../../../../module/foundry/combat-room.ts";
import { energyWorld, ogreDefends, type EnergyWorld } from "../world-fixture.ts";
import { addArcher, BOW_ID } from "../ranged-fixture.ts";
import {
  attackWithExtra,
  storedFirstRow,
  typedExtra,
  type ChooseRollMock,
} from "../../../support/roll-extra-fixtures.ts";

const choose: ChooseRollMock = vi.fn();
vi.mock("../../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

let w: EnergyWorld;
beforeEach(async () => {
  choose.mockReset();
  w = await energyWorld();
});

const flat = (text: string) => typedExtra(text, "flat");

function plan(attacker: typeof w.vera, itemId: string, bonus: RollExtra | null): PlannedAttack {
  const item = attacker.items.get(itemId);
  const p = ENERGY_COMBAT_ROOM.planAttack(attacker as never, item as never, w.ogre as never, {}, undefined, bonus);
  if (isRefusal(p)) throw new Error(p.refused);
  return p;
}

describe("energy: the dialog's bonus", () => {
  it("takes a number only", () => {
    expect(ENERGY_COMBAT_ROOM.rollExtra).toBe("flat");
  });

  it("melee: raises the AV the Defense roll is read against, the d20 itself unchanged", () => {
    const plain = plan(w.vera, w.swordId, null);
    const helped = plan(w.vera, w.swordId, flat("+2"));
    expect(helped.against).toBe(plain.against + 2);
    expect(helped.hitChance).toBeGreaterThan(plain.hitChance);
    expect(helped.request.groups).toEqual(plain.request.groups);
    expect(helped.request.modifiers).toEqual(plain.request.modifiers);
    expect(helped.request.audit).toEqual([
      ...(plain.request.audit ?? []),
      { type: "vs", source: ROLL_EXTRA_SOURCE, value: 2 },
    ]);
    expect(plan(w.vera, w.swordId, flat("-2")).hitChance).toBeLessThan(plain.hitChance);
  });

  it("ranged: lowers the Miss Chance the Hit roll must reach", () => {
    const archer = addArcher(w);
    const plain = plan(archer, BOW_ID, null);
    const helped = plan(archer, BOW_ID, flat("+3"));
    expect(helped.against).toBe(plain.against - 3);
    expect(helped.hitChance).toBeGreaterThan(plain.hitChance);
    expect(helped.request.audit?.at(-1)).toEqual({ type: "vs", source: ROLL_EXTRA_SOURCE, value: -3 });
  });

  it("the card row keeps it and the GM plans the Defense against the moved AV: the honest card is trusted", async () => {
    const card = await attackWithExtra(w, choose, "+4", {
      attacker: w.vera,
      itemId: w.swordId,
      kind: "flat",
      by: { user: w.alice, target: w.ogre },
      faces: [10],
    });
    const row = storedFirstRow(card);
    expect(row).toMatchObject({ against: plan(w.vera, w.swordId, null).against + 4, situation: { extra: "+4" } });
    expect(await ogreDefends(w, card, "evasion", 10)).toEqual({ ok: true });
  });
});
