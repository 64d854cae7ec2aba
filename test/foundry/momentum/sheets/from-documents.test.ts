import { beforeEach, describe, expect, it } from "vitest";
import { isRefusal } from "../../../../module/foundry/combat-room.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../../module/foundry/rulesets/momentum/combat-room.ts";
import {
  attackOdds,
  sheetActor,
  sheetCombat,
  sheetItem,
} from "../../../../module/foundry/rulesets/momentum/sheets/from-documents.ts";
import { AX, HEX, TORCH, momentumWorld, type MomentumWorld } from "../world-fixture.ts";

let w: MomentumWorld;
beforeEach(async () => {
  w = await momentumWorld();
});

const itemOf = (actor: MomentumWorld["vera"], id: string) =>
  (actor as unknown as { items: { get(id: string): unknown } }).items.get(id) as never;

describe("momentum sheets read documents into plain data", () => {
  it("the actor with the engine's derived values and its items tagged by kind", () => {
    const vera = sheetActor(w.vera as never);
    expect(vera?.items.map((i) => [i.kind, i.name])).toEqual([
      ["weapon", "Ax"],
      ["weapon", "Torch"],
      ["ability", "Hex"],
    ]);
    // Strength 14, Dexterity 13, Evasion Stat Strength: "13 + 4 = 17"; the ax +4 + ⌊3 / 2⌋.
    expect(vera?.system.derived.evasion.total).toBe(17);
    expect(vera?.system.derived.weaponHitBonus[AX]).toBe(5);
    expect(sheetActor(w.brute as never)?.system.derived.armor).toBe(2);
    expect(sheetItem(itemOf(w.vera, HEX))?.kind).toBe("ability");
  });

  it("the odds on each button are the combat room's planAttack, call for call, for weapons and resisted Abilities", () => {
    const odds = attackOdds(w.vera as never, w.brute as never);
    expect(Object.keys(odds).sort()).toEqual([AX, HEX, TORCH].sort());
    for (const id of [AX, HEX]) {
      const plan = MOMENTUM_COMBAT_ROOM.planAttack(w.vera as never, itemOf(w.vera, id), w.brute as never);
      if (isRefusal(plan)) throw new Error("plan refused");
      expect(odds[id]).toEqual({ hitChance: plan.hitChance, against: plan.against });
    }
    // +5 against Evasion 12: a d20 of 7 or more, 14 faces of 20.
    expect(odds[AX]).toMatchObject({ against: 12 });
    expect(odds[AX] && "hitChance" in odds[AX] ? odds[AX].hitChance : 0).toBeCloseTo(0.7, 12);
    // The Hex lands unless the brute's Will DR (+0) reaches Vera's DR Power 14: it fails on 1–13.
    expect(odds[HEX]).toMatchObject({ against: 14 });
    expect(odds[HEX] && "hitChance" in odds[HEX] ? odds[HEX].hitChance : 0).toBeCloseTo(0.65, 12);
  });

  it("an unequipped weapon gets no odds; out of combat there is no combatant for the Actions section", async () => {
    await (itemOf(w.vera, AX) as { update(data: object): Promise<unknown> }).update({ system: { equipped: false } });
    expect(Object.keys(attackOdds(w.vera as never, w.brute as never))).not.toContain(AX);
    expect(sheetCombat(w.vera as never)).toBeNull();
  });
});
