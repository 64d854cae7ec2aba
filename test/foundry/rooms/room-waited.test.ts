import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEND_QUERY } from "../../../module/foundry/combat/spend-query.ts";
import { installLoadedRooms, installRooms } from "../../../module/foundry/room-lookup.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { LOADED_ROOMS } from "../../support/rooms.ts";
import { deferredBonusRoom, settle } from "./deferred-room.ts";

// The GM's relay acts through the world's room: a player's request that reaches a GM still loading it waits for the
// room rather than being judged as a ruleset without one (queries/register.ts).
describe("a relayed request before the world's room has arrived", () => {
  const deferred = deferredBonusRoom();

  beforeAll(async () => {
    await systemWorld();
    installRooms({ bonus: deferred.shell });
  });
  afterAll(() => {
    installLoadedRooms(LOADED_ROOMS);
  });

  it("is answered once the room is there, not before", async () => {
    const handler = fake().CONFIG.queries[SPEND_QUERY];
    if (!handler) throw new Error("fray.spend is not registered");
    let answered = false;
    const reply = Promise.resolve(handler({ forged: true })).then((value) => {
      answered = true;
      return value;
    });
    await settle();
    expect(answered).toBe(false);
    deferred.arrive();
    expect(await reply).toMatchObject({ ok: false });
    expect(deferred.loads()).toBe(1);
  });
});
