import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installLoadedRooms, installRooms, loadRoom } from "../../../module/foundry/room-lookup.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { runReady, runSetup } from "../../support/fake-foundry/start-up.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { LOADED_ROOMS } from "../../support/rooms.ts";
import { deferredBonusRoom, settle } from "./deferred-room.ts";

// The world's room's chunk cannot be fetched (a broken install, a dropped connection): the world plays as a ruleset
// without a room, and the GM is told why at `ready` (hooks/room-arrival.ts).
describe("the world's room fails to load", () => {
  let world: FakeWorld;
  const deferred = deferredBonusRoom();

  beforeAll(async () => {
    world = await systemWorld();
    installRooms({ bonus: deferred.shell });
  });
  afterAll(() => {
    installLoadedRooms(LOADED_ROOMS);
  });

  it("registers no sheet and tells the GM at ready, once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    void loadRoom("bonus");
    deferred.fail(new Error("Failed to fetch dynamically imported module"));
    runSetup();
    runReady();
    await settle();
    expect(fake().CONFIG.Actor.sheetClasses["bonus-character"]).toBeUndefined();
    expect(world.errors).toEqual(["FRAY.Room.loadFailed"]);
    const reports = logged.mock.calls.filter(([message]) => String(message).includes("room could not be loaded"));
    expect(reports).toHaveLength(1);
    logged.mockRestore();
  });
});
