/**
 * Movement at its distance and ending an action early, through the sheet's spend on the strict fake (issue 22,
 * reachability rows 10, 15, 19, 54, 55). A player's click names the action (and a Jump's metres) only; the GM
 * re-reads the combatant's last action and the engine prices and checks the rest.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (actor: FakeActor, action: string) =>
  takeSheetAction(actor as unknown as AnyActor, { action, label: action, options: {} });

interface Stored {
  energy: number;
  movedThisRound: number;
  last: { action: string; energy: number; metres: number; sprint: boolean };
}

let w: EnergyWorld;
let combat: FakeCombat;
const stored = () => systemOf(combatantOf(combat, w.vera)) as unknown as Stored;
const statuses = () => [...w.vera.statuses];

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  configureStatusEffects("energy");
  // Speed 6, Leg Strength 10 (Sprint +4 m, Jump +1 m): Jump Distance 3 (Medium) + 1 = 4 m, 5 m after a Sprint.
  await w.vera.update({ system: { speed: 6, legStrengthBase: 10, stamina: { value: 10 } } });
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("Incomplete actions: 'you can willingly end an action at any time … at least 1 Energy is still spent'", () => {
  it("'If you perform the Run action and only move 1/3 of your Speed, you would only spend 1 Energy (instead of 3)'", async () => {
    const before = stored().energy;
    expect(await take(w.vera, "run")).toBe(true);
    expect(stored()).toMatchObject({ energy: before - 3, movedThisRound: 6, last: { action: "run", energy: 3 } });
    expect(await take(w.vera, "endEarly:1")).toBe(true);
    // 2 Energy back; a third of the Speed moved.
    expect(stored()).toMatchObject({ energy: before - 1, movedThisRound: 2, last: { action: "run", energy: 1 } });
  });

  it("'you could willingly end the attack and spend only 1 Energy': a melee attack ended after 1 Energy", async () => {
    const before = stored().energy;
    expect(await take(w.vera, "attack")).toBe(true);
    expect(await take(w.vera, "endEarly:1")).toBe(true);
    expect(stored().energy).toBe(before - 1);
  });

  it("'you do lose the 1 Energy because there was a result': a 1-Energy action, or one already ended, gives nothing back (a replay is refused)", async () => {
    await take(w.vera, "run");
    expect(await take(w.vera, "endEarly:3")).toBe(false);
    expect(await take(w.vera, "endEarly:2")).toBe(true);
    const after = stored().energy;
    for (const replay of ["endEarly:2", "endEarly:1", "endEarly:3", "endEarly:0", "endEarly:x"]) {
      expect(await take(w.vera, replay)).toBe(false);
    }
    expect(stored().energy).toBe(after);
    await take(w.vera, "shift");
    expect(await take(w.vera, "endEarly:1")).toBe(false);
  });

  it("a Round start forgets the last action: nothing of the previous Round can be ended", async () => {
    await take(w.vera, "run");
    w.as(w.gm);
    await combat.nextRound();
    w.as(w.alice);
    expect(stored().last.action).toBe("");
    expect(await take(w.vera, "endEarly:1")).toBe(false);
  });
});

describe("Jump: 'If you Jump further than you could Run using 2 Energy, additional Energy must be spent'", () => {
  it("standing: 2 Energy and 1 Stamina up to two thirds of Speed; a Jump past the longest is refused", async () => {
    const before = stored().energy;
    expect(await take(w.vera, "jump:5")).toBe(false);
    expect(await take(w.vera, "jump:4")).toBe(true);
    expect(stored().energy).toBe(before - 2);
    expect(statuses()).toContain("unguarded");
  });

  it("'immediately after having moved at least 2m … 1 Energy'; 'If you are Sprinting before the jump, you gain +1m'", async () => {
    const before = stored().energy;
    expect(await take(w.vera, "sprint")).toBe(true);
    // "You then move an additional amount based on your Leg Strength": 6 + 4 m.
    expect(stored()).toMatchObject({ movedThisRound: 10, last: { action: "sprint", metres: 10, sprint: true } });
    // 5 m: past two thirds of Speed (4 m), one Energy of airtime on top of the run-up's 1.
    expect(await take(w.vera, "jump:5")).toBe(true);
    expect(stored().energy).toBe(before - 3 - 2);
  });
});

describe("Defend: 'This defense bonus lasts until you … move more than your Speed during a Round'", () => {
  it("a Run of Speed keeps it; a Shift past Speed ends it; a Run ended early counts only what it moved", async () => {
    await take(w.vera, "defend");
    await take(w.vera, "run");
    expect(statuses()).toContain("defending");
    await take(w.vera, "endEarly:1");
    await take(w.vera, "shift");
    expect(statuses()).toContain("defending");
    w.as(w.gm);
    await combat.nextRound();
    w.as(w.alice);
    await take(w.vera, "defend");
    await take(w.vera, "run");
    await take(w.vera, "shift");
    expect(statuses()).not.toContain("defending");
  });
});
