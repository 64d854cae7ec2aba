import { beforeAll, describe, expect, it } from "vitest";
import { getRuleset } from "../../../module/engine/registry.ts";
import { openEncounterOdds } from "../../../module/foundry/applications/encounter-odds/app.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { versusEncounter } from "../../../module/foundry/simulation/encounter.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";

let w: EnergyWorld;
let wolf: FakeActor;

beforeAll(async () => {
  w = await energyWorld();
  wolf = w.createActor({
    name: "Wolf",
    type: "energy-npc",
    system: { level: 0, aura: { value: 7, max: 20 } },
    items: [{ _id: "bite000000000000", name: "Bite", type: "energy-weapon", system: { attackBonus: 2 } }],
  });
});

const actor = (a: FakeActor) => a as never;

describe("fighters from actor documents (the room's `simulation`)", () => {
  it("reads the actor as it is now: its current pools and the weapon it fights with, as plain data", () => {
    const room = roomFor("energy")?.simulation;
    const fighter = room?.fighter(actor(wolf), "w1");
    expect(fighter).toMatchObject({ id: "w1", name: "Wolf", weapon: { label: "Bite", attackBonus: 2 } });
    expect(fighter).toHaveProperty("actor.creature.aura", 7);
    expect(structuredClone(fighter)).toEqual(fighter);
  });

  it("leaves out a creature with nothing to fight with", () => {
    expect(roomFor("energy")?.simulation?.fighter(actor(w.ogre), "o")).toBeUndefined();
  });

  it("names one localization key, present in the lang file, per sentence of the engine's policy", () => {
    for (const id of ["bonus", "energy"] as const) {
      const keys = roomFor(id)?.simulation?.assumptions ?? [];
      expect(keys.length, id).toBe(getRuleset(id).sim?.assumptions.length);
      for (const key of keys) expect(fake().game.i18n.has(key), key).toBe(true);
    }
  });
});

describe("the party against copies of a creature", () => {
  it("numbers the copies and puts the player characters in the party", () => {
    const encounter = versusEncounter("energy", [actor(w.vera), actor(w.ogre)], actor(wolf), 3);
    if ("refused" in encounter) throw new Error(encounter.refused);
    expect(encounter.party.map((f) => f.name)).toEqual(["Vera"]);
    expect(encounter.foes.map((f) => [f.id, f.name])).toEqual([
      ["foe-1", "Wolf 1"],
      ["foe-2", "Wolf 2"],
      ["foe-3", "Wolf 3"],
    ]);
    expect(encounter.leftOut).toEqual(["Ogre"]);
  });

  it("refuses when nobody can fight for the party", () => {
    expect(versusEncounter("energy", [actor(w.ogre)], actor(wolf), 2)).toEqual({
      refused: "FRAY.Simulation.Refusal.noParty",
    });
  });
});

describe("GM only", () => {
  it("refuses a player and runs nothing", async () => {
    const encounter = versusEncounter("energy", [actor(w.vera)], actor(wolf), 1);
    if ("refused" in encounter) throw new Error(encounter.refused);
    w.as(w.alice);
    const before = w.warnings.length;
    await openEncounterOdds(encounter);
    expect(w.warnings.slice(before)).toHaveLength(1);
    expect(w.warnings.at(-1)).toBe("FRAY.Simulation.gmOnly");
  });
});
