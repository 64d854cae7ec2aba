/**
 * The GM's Vigor − / + on the tracker counts as the rules do (issue 22, reachability row 54). Seed 000: "If you
 * exhaust your Vigor, you become Winded, and you cannot take any actions. This condition remains until you recover at
 * least 5 points of Vigor."
 */
import { beforeEach, describe, expect, it } from "vitest";
import { adjustPool } from "../../../module/foundry/combat/economy-access.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;

const creature = () =>
  w.brute.system as unknown as {
    vigor: { value: number };
    state: { winded: boolean; vigorRecoveredWhileWinded: number };
  };
const adjust = (delta: number) => adjustPool(combatantOf(combat, w.brute) as never, "vigor", delta);

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
  w.as(w.gm);
});

describe("Vigor − / + on the tracker: 'If you exhaust your Vigor, you become Winded'", () => {
  it("taking the last Vigor away makes the creature Winded; never below 0", async () => {
    await w.brute.update({ system: { vigor: { value: 3 } } });
    await adjust(-5);
    expect(creature()).toMatchObject({ vigor: { value: 0 }, state: { winded: true, vigorRecoveredWhileWinded: 0 } });
  });

  it("lowering Vigor without emptying it does not wind", async () => {
    await w.brute.update({ system: { vigor: { value: 10 } } });
    await adjust(-1);
    expect(creature()).toMatchObject({ vigor: { value: 9 }, state: { winded: false } });
  });

  it("'This condition remains until you recover at least 5 points of Vigor': +4 keeps it, a fifth point ends it", async () => {
    await w.brute.update({ system: { vigor: { value: 0 }, state: { winded: true, vigorRecoveredWhileWinded: 0 } } });
    await adjust(4);
    expect(creature()).toMatchObject({ vigor: { value: 4 }, state: { winded: true, vigorRecoveredWhileWinded: 4 } });
    await adjust(1);
    expect(creature()).toMatchObject({ vigor: { value: 5 }, state: { winded: false, vigorRecoveredWhileWinded: 0 } });
  });

  it("Vigor above the max is not recovered, and does not count toward ending Winded", async () => {
    await w.brute.update({ system: { vigor: { value: 18, max: 20 }, state: { winded: true } } });
    await adjust(5);
    expect(creature()).toMatchObject({ vigor: { value: 20 }, state: { winded: true, vigorRecoveredWhileWinded: 2 } });
  });
});
