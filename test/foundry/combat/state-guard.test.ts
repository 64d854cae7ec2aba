/**
 * The GM's guard on combatant state (module/foundry/combat/state-guard.ts). Core's `BaseCombatant` `#canUpdate` lets
 * an owner write its combatant's `system`, where the rooms keep the round's pools: an honest client refuses its own
 * player's write (`preUpdateCombatant`), and the active GM undoes one that reached the server anyway — a forged
 * client skipping its own hooks (`noHook`), as the fake's core client backend lets it — since `updateCombatant` runs on
 * every client with the writer's id.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { knownState, RESTORED, stateGuardRegistered } from "../../../module/foundry/combat/state-guard.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { FakeUser, type FakeUsers } from "../../support/fake-foundry/world/users.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf, systemOf } from "./fixture.ts";

let w: LoopWorld;
let combat: FakeCombat;
/** Every `updateCombatant` as one client (Alice's) sees it, with its options; who wrote each restoring update. */
let seen: Record<string, unknown>[];
let restoredBy: string[];
let hook: number;

/** Lets every client finish what the hooks started: core awaits no hook handler, nor does the fake. */
async function settled(): Promise<void> {
  for (let tick = 0; tick < 20; tick++) await new Promise((done) => setTimeout(done, 0));
}

const aldo = () => combatantOf(combat, w.aldo);

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
  seen = [];
  restoredBy = [];
  hook = Hooks.on("updateCombatant", (_combatant, _changed, options, userId) => {
    if (game.user.id !== w.alice.id) return;
    seen.push(options);
    if ((options as Record<string, unknown>)[RESTORED] === true) restoredBy.push(userId);
  });
  await settled();
  // The first world loads the bonus room's play code: slow on a busy machine.
}, 30_000);

afterEach(() => {
  Hooks.off("updateCombatant", hook);
});

describe("a player's direct write of their combatant's pools (core lets an owner write `system`)", () => {
  it("an honest client refuses it at once and says why; nothing is written", async () => {
    const before = systemOf(aldo());
    w.as(w.alice);
    expect(await aldo().update({ system: { actions: 9, actionsMax: 9 } })).toBeUndefined();
    expect(w.warnings.at(-1)).toBe(
      "Combat pools change only through the GM: use the sheet's or the tracker's buttons.",
    );
    await settled();
    expect(systemOf(aldo())).toEqual(before);
  });

  it("a forged one (skipping its own hooks) is undone by the active GM in one marked update; the GM is warned", async () => {
    const before = systemOf(aldo());
    w.as(w.alice);
    await aldo().update({ system: { actions: 9, actionsMax: 9, reactions: ["dodge"] } }, { noHook: true });
    expect(systemOf(aldo())).toMatchObject({ actions: 9 });
    await settled();
    expect(systemOf(aldo())).toEqual(before);
    expect(w.warnings.at(-1)).toBe("Alice wrote Aldo's combat pools directly, past the rules; the change was undone.");
    expect(seen.filter((options) => options[RESTORED] === true)).toHaveLength(1);
  });

  it("initiative stays the player's to write (core lets players roll their own)", async () => {
    w.as(w.alice);
    await aldo().update({ initiative: 12 });
    await settled();
    expect(aldo().initiative).toBe(12);
    expect(seen.some((options) => options[RESTORED] === true)).toBe(false);
  });
});

describe("the GM's writes are the known state", () => {
  it("a GM's write is kept, and every GM write moves the known state along", async () => {
    w.as(w.gm);
    await aldo().update({ system: { actions: 1 } });
    await aldo().update({ system: { reactions: ["dodge"] } });
    await settled();
    expect(systemOf(aldo())).toMatchObject({ actions: 1, reactions: ["dodge"] });
    expect(knownState(aldo() as never)).toEqual(systemOf(aldo()));
    w.as(w.alice);
    await aldo().update({ system: { actions: 2, reactions: [] } }, { noHook: true });
    await settled();
    expect(systemOf(aldo())).toMatchObject({ actions: 1, reactions: ["dodge"] });
  });

  it("with two GMs connected, only the active GM undoes a forged write, once", async () => {
    const second = new FakeUser("gm2000000000000", "Second GM", true);
    (game.users as unknown as FakeUsers).set(second.id, second);
    const before = systemOf(aldo());
    w.as(w.alice);
    await aldo().update({ system: { actions: 9 } }, { noHook: true });
    await settled();
    expect(systemOf(aldo())).toEqual(before);
    expect(restoredBy).toEqual([w.gm.id]);
  });

  it("when the active GM leaves, the next GM's client, which kept the known state too, answers", async () => {
    const second = new FakeUser("gm2000000000000", "Second GM", true);
    (game.users as unknown as FakeUsers).set(second.id, second);
    w.as(w.gm);
    await aldo().update({ system: { actions: 1 } });
    w.gm.active = false;
    w.as(w.alice);
    await aldo().update({ system: { actions: 9 } }, { noHook: true });
    await settled();
    w.gm.active = true;
    expect(systemOf(aldo())).toMatchObject({ actions: 1 });
    expect(restoredBy).toEqual([second.id]);
  });

  it("the guard is registered at init", () => {
    expect(stateGuardRegistered()).toBe(true);
  });
});

describe("a combatant a player adds (core lets an owner add their own token)", () => {
  it("starts from the room's join state, derived on the active GM's client, whatever `system` the client sent", async () => {
    const cara = w.createActor({ name: "Cara", type: "bonus-character", ownership: { default: 0, [w.alice.id]: 3 } });
    w.as(w.alice);
    const [added] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: cara.id, type: "bonus-combatant", system: { turnsStarted: 4, reactions: ["dodge"] } },
    ]);
    await settled();
    if (!added) throw new Error("Cara did not join");
    expect(systemOf(added)).toMatchObject({ turnsStarted: 0, reactions: [] });
    expect(knownState(added as never)).toEqual(systemOf(added));
    expect(w.warnings.at(-1)).toBe("Alice wrote Cara's combat pools directly, past the rules; the change was undone.");
  });

  it("a player may not add a creature they do not own (core's create permission: OWNER)", async () => {
    w.as(w.alice);
    await expect(combat.createEmbeddedDocuments("Combatant", [{ actorId: w.brute.id }])).rejects.toThrow(/permission/);
  });
});
