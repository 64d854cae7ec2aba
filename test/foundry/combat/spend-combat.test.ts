import { beforeEach, describe, expect, it } from "vitest";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf, createCombat, systemOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
});

/** Alice stamps Aldo and asks the GM to spend for an attack in the combat `combatId` names. */
async function aliceAsksSpend(combatId: string, combatantId: string): Promise<unknown> {
  w.as(w.alice);
  const requestId = await stampRequest(w.aldo as never, "spend");
  return w.gm.query("fray.spend", { combatId, combatantId, action: "attack", requestId, options: {} });
}

describe("fray.spend acts in the combat the request names, not the one the GM is viewing", () => {
  it("the GM viewing another encounter (game.combat) still spends in the named, started combat", async () => {
    const other = await createCombat("bonus", [w.brute]);
    expect((fake().game as unknown as { combat: unknown }).combat).toBe(other);
    const reply = await aliceAsksSpend(combat.id, combatantOf(combat, w.aldo).id);
    expect(reply).toEqual({ ok: true });
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 1 });
  });

  it("refuses a combat that does not exist, or a combatant that is not in the named combat", async () => {
    const other = await createCombat("bonus", [w.brute]);
    await other.startCombat();
    expect(await aliceAsksSpend("noSuchCombat0000", combatantOf(combat, w.aldo).id)).toEqual({
      ok: false,
      refused: "FRAY.Combat.refused.unknownCombatant",
    });
    expect(await aliceAsksSpend(other.id, combatantOf(combat, w.aldo).id)).toEqual({
      ok: false,
      refused: "FRAY.Combat.refused.unknownCombatant",
    });
    expect(systemOf(combatantOf(combat, w.aldo))).toMatchObject({ actions: 2 });
  });
});
