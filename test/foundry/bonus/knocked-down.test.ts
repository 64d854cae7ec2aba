/**
 * Knocked down from the token HUD (issue 22, reachability row 49). Seed 000: "A character who is hit hard enough or has
 * the ground taken from them is knocked down. This event negates the character's action if it happens on their
 * turn." The Prone status the GM gives is the condition the rules read and the event they answer: on the creature's
 * own turn the act it was paying for over turns is lost and chat says its action is negated; off its turn it is only
 * prone.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { miraFight, STORM, takeAction } from "./play-fixture.ts";

/** The hooks run after the change and are not awaited (v13): let their work finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

let w: LoopWorld;
let mage: FakeActor;
let combat: FakeCombat;
const mageState = () => systemOf(combatantOf(combat, mage));
const lines = (): string[] => [...w.messages.values()].map((m: FakeChatMessage) => m.content);

async function knockDown(actor: FakeActor): Promise<void> {
  w.as(w.gm);
  await actor.toggleStatusEffect("prone");
  await settled();
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, mage, combat } = await miraFight([STORM]));
  return () => {
    vi.restoreAllMocks();
  };
});

describe("knocked down: 'This event negates the character's action if it happens on their turn'", () => {
  it("on Mira's turn, mid-way through a 3-action spell paid over turns: the act is lost, and chat says so", async () => {
    expect(await takeAction(mage, "useAbility:storm00000000000")).toBe(true);
    expect(mageState()).toMatchObject({ pending: { action: "useAbility", remaining: 1 } });
    await knockDown(mage);
    expect(mage.statuses.has("prone")).toBe(true);
    expect(mageState()).toMatchObject({ actions: 0, pending: { remaining: 0 } });
    expect(lines().at(-1)).toContain(
      "Mira is knocked down on their turn: the act they were paying for over turns is lost.",
    );
    // The lost act is never completed at the next turn start: nothing more is paid for it.
    await combat.nextTurn();
    await combat.nextTurn();
    expect(mageState()).toMatchObject({ actions: 2, pending: { remaining: 0 } });
  });

  it("on Mira's turn with nothing being paid over turns: chat says the action is negated", async () => {
    await knockDown(mage);
    expect(lines().at(-1)).toContain("Mira is knocked down on their turn: the action they were taking is negated.");
    expect(mageState()).toMatchObject({ actions: 2 });
  });

  it("off its turn the Brute is only prone: no line, nothing lost", async () => {
    const before = lines().length;
    await knockDown(w.brute);
    expect(w.brute.statuses.has("prone")).toBe(true);
    expect(lines()).toHaveLength(before);
  });

  it("Stand Up afterwards costs one action and ends the stance ('You must take one action to stand on your turn')", async () => {
    await knockDown(mage);
    w.as(w.alice);
    expect(await takeAction(mage, "standUp")).toBe(true);
    expect(mage.statuses.has("prone")).toBe(false);
    expect(mageState()).toMatchObject({ actions: 1 });
  });
});
