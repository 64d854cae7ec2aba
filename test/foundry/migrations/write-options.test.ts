import { beforeEach, describe, expect, it } from "vitest";
import { MIGRATION_WRITE } from "../../../module/foundry/migrations/targets.ts";
import { withCardLock } from "../../../module/foundry/queries/lock.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
  await fake().game.settings.set("fray", "autoRollDamage", true);
});

const damageStatus = (card: FakeChatMessage): unknown =>
  (card.system as unknown as { targets: { damage: { status: string } }[] }).targets[0]?.damage.status;

/** `updateChatMessage` on the GM's client as core fires it (client/data/client-backend.mjs `#handleUpdateDocuments`). */
async function updateHookAsGm(card: FakeChatMessage, options: object): Promise<void> {
  w.as(w.gm);
  fake().Hooks.callAll("updateChatMessage", card, { _id: card.id }, options, w.gm.id);
  // The follow-up queues under the card's lock: once this turn comes, it has run.
  await withCardLock(card.id, () => Promise.resolve());
}

describe("a migration write never replays a card's automation", () => {
  it("the GM's updateChatMessage follow-up skips an update made with the migration option", async () => {
    const card = await aliceAttacksBrute(w);
    await updateHookAsGm(card, MIGRATION_WRITE);
    expect(damageStatus(card)).toBe("none");
    // The same hook for an ordinary update does follow the card up (auto-roll is on): the option is what stops it.
    await updateHookAsGm(card, {});
    expect(damageStatus(card)).toBe("rolled");
  });
});
