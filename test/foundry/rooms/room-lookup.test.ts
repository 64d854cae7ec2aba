import { afterAll, describe, expect, it, vi } from "vitest";
import {
  installLoadedRooms,
  installRooms,
  loadRoom,
  roomFor,
  roomLoadFailure,
  shellFor,
} from "../../../module/foundry/room-lookup.ts";
import { LOADED_ROOMS } from "../../support/rooms.ts";
import { deferredBonusRoom } from "./deferred-room.ts";

// The room contract's two parts (module/foundry/room.ts): the shell is there from `init`, the play part is a chunk
// that arrives later; until it has, play-time readers see no room.
describe("room lookup: a shell at once, the play part once loaded", () => {
  afterAll(() => {
    installLoadedRooms(LOADED_ROOMS);
  });

  it("answers the room only after its play part has arrived, loading it once for every caller", async () => {
    const deferred = deferredBonusRoom();
    installRooms({ bonus: deferred.shell });
    expect(shellFor("bonus")).toBe(deferred.shell);
    expect(roomFor("bonus")).toBeUndefined();
    const first = loadRoom("bonus");
    const second = loadRoom("bonus");
    expect(second).toBe(first);
    expect(roomFor("bonus")).toBeUndefined();
    deferred.arrive();
    const room = await first;
    expect(deferred.loads()).toBe(1);
    expect(roomFor("bonus")).toBe(room);
    expect(room?.procedure).toBe(LOADED_ROOMS.bonus?.procedure);
    expect(room?.models).toBe(deferred.shell.models);
    expect(await loadRoom("bonus")).toBe(room);
    expect(deferred.loads()).toBe(1);
  });

  it("a ruleset whose room is not installed loads nothing", async () => {
    installRooms({ bonus: deferredBonusRoom().shell });
    expect(await loadRoom("wounds")).toBeUndefined();
    expect(await loadRoom(undefined)).toBeUndefined();
  });

  it("a play part that cannot be fetched is logged and remembered, and the room stays unloaded", async () => {
    const deferred = deferredBonusRoom();
    installRooms({ bonus: deferred.shell });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = loadRoom("bonus");
    const error = new Error("Failed to fetch dynamically imported module");
    deferred.fail(error);
    expect(await load).toBeUndefined();
    expect(roomFor("bonus")).toBeUndefined();
    expect(roomLoadFailure("bonus")).toBe(error);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"bonus" room could not be loaded'), error);
    logged.mockRestore();
  });

  it("installing rooms again forgets what was loaded (a new world)", async () => {
    const deferred = deferredBonusRoom();
    installRooms({ bonus: deferred.shell });
    const load = loadRoom("bonus");
    deferred.arrive();
    await load;
    installRooms({ bonus: deferred.shell });
    expect(roomFor("bonus")).toBeUndefined();
  });
});
