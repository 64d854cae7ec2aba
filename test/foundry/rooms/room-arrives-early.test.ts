import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installLoadedRooms, installRooms, loadRoom } from "../../../module/foundry/room-lookup.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { runReady, runSetup } from "../../support/fake-foundry/start-up.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { LOADED_ROOMS } from "../../support/rooms.ts";
import { deferredBonusRoom, settle } from "./deferred-room.ts";

// The usual start-up: the world's room arrives while core loads translations, packs and documents, before `setup`
// (hooks/room-arrival.ts, applications/sheets/register.ts).
describe("the world's room arrives before setup", () => {
  let world: FakeWorld;
  const deferred = deferredBonusRoom();

  beforeAll(async () => {
    world = await systemWorld();
    installRooms({ bonus: deferred.shell });
    deferred.arrive();
    await loadRoom("bonus");
  });
  afterAll(() => {
    installLoadedRooms(LOADED_ROOMS);
  });

  it("registers its sheets at setup, in core's queue that initializeSheets applies", async () => {
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]).toBeUndefined();
    const combat = await fake().CONFIG.Combat.documentClass.create({});
    const sorted = vi.spyOn(combat, "setupTurns");
    runSetup();
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]?.["fray.BonusCharacterSheet"]?.default).toBe(true);
    expect(fake().CONFIG.Item.sheetClasses["bonus-weapon"]?.["fray.BonusItemSheet"]?.default).toBe(true);
    // Turns were sorted while documents were prepared; they are sorted again with the room's order.
    expect(sorted).toHaveBeenCalledTimes(1);
  });

  it("at ready, nothing is redrawn and nothing reported", async () => {
    runReady();
    await settle();
    // The sidebar's tracker, built by core's start-up before `ready` (start-up.ts), is not asked to redraw.
    expect((globalThis as unknown as { ui: { combat: { renders: number } } }).ui.combat.renders).toBe(0);
    expect(world.errors).toEqual([]);
    expect(deferred.loads()).toBe(1);
  });
});
