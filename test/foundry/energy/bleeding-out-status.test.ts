/**
 * `energy` Bleeding Out from the token HUD is the state the rules read (issue 22: "a status and the state it stands
 * for must be one thing"): "You also must make a Death Save at the beginning of every Round until you are
 * Stabilized". Toggling the status writes `state.bleedingOut`; the state written by the rules shows as the status.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { registerStoredStatuses } from "../../../module/foundry/effects/stored-statuses.ts";
import { ENERGY_STATUS_ROOM } from "../../../module/foundry/rulesets/energy/effects/status-room.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { createCombat } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type StoredState = { state: { bleedingOut: boolean; dead: boolean } };
const state = () => (w.vera.system as unknown as StoredState).state;
const lastMessage = () => [...w.messages.values()].at(-1)?.content ?? "";
/** The hooks run after the change and are not awaited (v13): let their work finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

let w: EnergyWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  // The world's init registers its ruleset's stored statuses; this fake world's init ran as the default ruleset.
  registerStoredStatuses(ENERGY_STATUS_ROOM.stored ?? {});
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.gm);
  await w.vera.update({ system: { aura: { value: 0 } } });
  await settled();
});

describe("Bleeding Out toggled from the token HUD", () => {
  it("on: 'You also must make a Death Save at the beginning of every Round'", async () => {
    await w.vera.toggleStatusEffect("bleedingOut");
    await settled();
    expect(state().bleedingOut).toBe(true);
    w.dice(12);
    await combat.nextRound();
    expect(lastMessage()).toContain("Death Save 12: still bleeding out");
  });

  it("off: 'until you are Stabilized' — no Death Save at the next Round", async () => {
    await w.vera.update({ system: { state: { bleedingOut: true } } });
    await settled();
    await w.vera.toggleStatusEffect("bleedingOut", { active: false });
    await settled();
    expect(state().bleedingOut).toBe(false);
    w.dice(1);
    await combat.nextRound();
    expect(state().dead).toBe(false);
    expect(lastMessage()).not.toContain("Death Save");
  });

  it("the dead do not bleed out: the toggle is refused and taken back", async () => {
    await w.vera.update({ system: { state: { dead: true } } });
    await settled();
    await w.vera.toggleStatusEffect("bleedingOut");
    await settled();
    expect(state().bleedingOut).toBe(false);
    expect(w.vera.statuses.has("bleedingOut")).toBe(false);
    expect(w.warnings).toContain("The dead do not bleed out.");
  });
});

describe("Bleeding Out written by the rules shows as the status", () => {
  it("set by the data, ended by a Death Save of 20 ('You are Stabilized')", async () => {
    await w.vera.update({ system: { state: { bleedingOut: true } } });
    await settled();
    expect(w.vera.statuses.has("bleedingOut")).toBe(true);
    w.dice(20);
    await combat.nextRound();
    await settled();
    expect(state().bleedingOut).toBe(false);
    expect(w.vera.statuses.has("bleedingOut")).toBe(false);
  });
});
