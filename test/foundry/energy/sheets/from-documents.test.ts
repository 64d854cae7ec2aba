import { beforeEach, describe, expect, it } from "vitest";
import { ENERGY_COMBAT_ROOM } from "../../../../module/foundry/rulesets/energy/combat-room.ts";
import { isRefusal } from "../../../../module/foundry/combat-room.ts";
import { attackOdds, sheetActor } from "../../../../module/foundry/rulesets/energy/sheets/from-documents.ts";
import { energyWorld, type EnergyWorld } from "../world-fixture.ts";

let w: EnergyWorld;
beforeEach(async () => {
  w = await energyWorld();
});

describe("energy sheets read documents into plain data", () => {
  it("the actor with its derived values and typed items", () => {
    const actor = sheetActor(w.vera as never);
    expect(actor?.name).toBe("Vera");
    expect(actor?.items.map((i) => [i.kind, i.name])).toEqual([["weapon", "Longsword"]]);
    expect(actor?.system.derived.weaponAv[w.swordId]).toBe(17);
    expect(sheetActor(w.ogre as never)?.system.derived.defenses.evasion.total).toBe(8);
  });

  it("the odds on the Attack button are the combat room's planAttack, call for call", () => {
    const odds = attackOdds(w.vera as never, w.ogre as never);
    const item = (w.vera as unknown as { items: { get(id: string): unknown } }).items.get(w.swordId);
    const plan = ENERGY_COMBAT_ROOM.planAttack(w.vera as never, item as never, w.ogre as never);
    if (isRefusal(plan)) throw new Error("plan refused");
    expect(odds[w.swordId]).toEqual({ hitChance: plan.hitChance, av: plan.against });
    // P(hit) = P(20) + P(2..19) × P(1d10* + 8 ≤ 17) = 0.05 + 0.9 × 0.9 (attack-loop.test.ts)
    expect(plan.hitChance).toBeCloseTo(0.05 + 0.9 * 0.9, 10);
  });
});
