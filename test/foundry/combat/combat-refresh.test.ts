/**
 * The sheet's live pools: `watchCombat` re-renders an actor's sheet when a combat or combatant it fights in is
 * created or changed, through core's document hooks (`createCombat`, `createCombatant`, `updateCombatant`,
 * `updateCombat`, run by the client backend on every client), and for nobody else's.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { watchCombat } from "../../../module/foundry/applications/sheets/combat-refresh.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { loopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat } from "./fixture.ts";

let w: LoopWorld;
let refreshes: number;

beforeEach(async () => {
  w = await loopWorld();
  refreshes = 0;
});

/**
 * Aldo's sheet, open on the GM's client: the fake has one `Hooks` for every client and runs the combatant hooks on
 * each (as core does), so the sheet counts its refreshes on its own client only.
 */
const watchAldo = () =>
  watchCombat(w.aldo as unknown as Actor.Implementation, () => {
    if (game.user.id === w.gm.id) refreshes++;
  });

describe("watchCombat", () => {
  it("a combat created with the actor in it, and a spend from its combatant, each refresh the sheet", async () => {
    watchAldo();
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    const afterJoining = refreshes;
    expect(afterJoining).toBeGreaterThan(0);
    await combatantOf(combat, w.aldo).update({ system: { actions: 1 } });
    expect(refreshes).toBe(afterJoining + 1);
  });

  it("another combatant's change, or a change that changes nothing, does not", async () => {
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    watchAldo();
    await combatantOf(combat, w.brute).update({ system: { actions: 1 } });
    const actions = combatantOf(combat, w.aldo).system.toObject().actions;
    await combatantOf(combat, w.aldo).update({ system: { actions } });
    expect(refreshes).toBe(0);
  });

  it("once stopped, nothing refreshes it", async () => {
    const combat = await createCombat("bonus", [w.aldo, w.brute]);
    watchAldo()();
    await combatantOf(combat, w.aldo).update({ system: { actions: 1 } });
    await combat.startCombat();
    expect(refreshes).toBe(0);
  });
});
