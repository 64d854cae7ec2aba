import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installLoadedRooms, installRooms, loadRoom, roomFor } from "../../../module/foundry/room-lookup.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { runReady, runSetup } from "../../support/fake-foundry/start-up.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { LOADED_ROOMS } from "../../support/rooms.ts";
import { deferredBonusRoom, settle } from "./deferred-room.ts";

// A slow network: the world's room is still on its way at `setup` and arrives before `ready`. Core applies the sheet
// queue once, after `setup`: a sheet registered between the two would be dropped, so it waits for `ready`.
describe("the world's room arrives after setup", () => {
  const deferred = deferredBonusRoom();

  beforeAll(async () => {
    await systemWorld();
    installRooms({ bonus: deferred.shell });
  });
  afterAll(() => {
    installLoadedRooms(LOADED_ROOMS);
  });

  it("at setup the sheets wait: nothing of the room is registered", () => {
    void loadRoom("bonus");
    runSetup();
    expect(roomFor("bonus")).toBeUndefined();
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]).toBeUndefined();
  });

  it("once it arrives, ready registers the sheets, sorts the turns again and redraws the tracker", async () => {
    const combat = await fake().CONFIG.Combat.documentClass.create({});
    const sorted = vi.spyOn(combat, "setupTurns");
    deferred.arrive();
    await settle();
    // Arrived between setup and ready: still not registered (core's queue was applied already).
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]).toBeUndefined();
    runReady();
    await settle();
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]?.["fray.BonusCharacterSheet"]?.default).toBe(true);
    expect(sorted).toHaveBeenCalledTimes(1);
    // The sidebar's tracker, built by core's start-up before `ready` (start-up.ts), asked to redraw once.
    expect((globalThis as unknown as { ui: { combat: { renders: number } } }).ui.combat.renders).toBe(1);
    expect(deferred.loads()).toBe(1);
  });
});
