import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { withCardLock } from "../../../module/foundry/queries/lock.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

let w: LoopWorld;

beforeEach(async () => {
  w = await loopWorld();
});

afterEach(() => {
  vi.useRealTimers();
});

const rowOf = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { key: string; defense: { status: string } }[] }).targets[0];

describe("a relayed request waits for the GM's real answer", () => {
  it("a Defend the GM settles after 20 s in the card's queue is answered ok, not 'no answer'", async () => {
    const card = await aliceAttacksBrute(w);
    const row = rowOf(card);
    if (!row) throw new Error("card has no row");
    // Another request holds the card on the GM's client (queued Defends, a Dice So Nice animation …).
    let release = (): void => undefined;
    const busy = new Promise<void>((resolve) => (release = resolve));
    void withCardLock(card.id, () => busy);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    w.as(w.bob);
    w.dice(10, 4);
    const asked = askStep("defense", w.brute as never, card.id, row.key, "defend");
    await vi.advanceTimersByTimeAsync(20_000);
    release();
    expect(await asked).toEqual({ ok: true });
    expect(rowOf(card)?.defense.status).toBe("rolled");
    expect(w.warnings).toEqual([]);
  });
});
