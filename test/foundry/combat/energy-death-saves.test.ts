import { beforeEach, describe, expect, it } from "vitest";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";
import { combatantOf, createCombat } from "./fixture.ts";

let w: EnergyWorld;
let combat: FakeCombat;

type StoredState = { state: { unconscious: string | null; bleedingOut: boolean; dead: boolean } };
const state = () => (w.vera.system as unknown as StoredState).state;
const lastMessage = () => [...w.messages.values()].at(-1)?.content ?? "";

beforeEach(async () => {
  w = await energyWorld();
  // An energy world's conditions (Dead, Unconscious …), as its init sets them.
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  // A Death roll of 5-9: "You suffer a major injury and begin to bleed out."
  await w.vera.update({ system: { aura: { value: 0 }, state: { bleedingOut: true } } });
});

describe("energy Death Saves: 'You also must make a Death Save at the beginning of every Round until you are Stabilized'", () => {
  it("'5-19 You continue to bleed out': rolled at the Round start and posted", async () => {
    w.dice(12);
    await combat.nextRound();
    expect(state()).toMatchObject({ bleedingOut: true, dead: false });
    expect(lastMessage()).toContain("Death Save 12: still bleeding out");
  });

  it("'>=20 You are Stabilized and longer have to make Death Saves': no roll the next Round", async () => {
    w.dice(20);
    await combat.nextRound();
    expect(state()).toMatchObject({ bleedingOut: false, dead: false });
    expect(lastMessage()).toContain("Death Save 20: Stabilized");
    const before = w.messages.size;
    await combat.nextRound();
    expect(w.messages.size).toBe(before);
  });

  it("'2-4 You fall unconscious, if not already unconscious': Unconscious status set", async () => {
    w.dice(3);
    await combat.nextRound();
    expect(state()).toMatchObject({ bleedingOut: true, unconscious: "dying" });
    expect(w.vera.statuses.has("unconscious")).toBe(true);
    expect(lastMessage()).toContain("Death Save 3: falls unconscious");
  });

  it("'1 You die.': dead, the Dead status (core's defeated role) and the combatant defeated; no more saves", async () => {
    w.dice(1);
    await combat.nextRound();
    expect(state()).toMatchObject({ dead: true });
    expect(w.vera.statuses.has("dead")).toBe(true);
    expect(combatantOf(combat, w.vera).defeated).toBe(true);
    expect(lastMessage()).toContain("Death Save 1: dies");
    const before = w.messages.size;
    await combat.nextRound();
    expect(w.messages.size).toBe(before);
  });
});
