import { beforeAll, describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { initData } from "../migrations/old-world.ts";

// Bugs the document fuzzer found, pinned one by one.
describe("fuzzer regressions", () => {
  beforeAll(() => {
    installFakeWorld();
    initData();
  });

  // Counterexample (seed 20261124): a `bonus-weapon` whose stored `system` was the string "junk" made our
  // `migrateData` throw ("Cannot use 'in' operator to search for 'dv' in junk"); the energy creatures' read a
  // property of null. Foundry hands `system` over as stored, so a migration must expect anything.
  it("migrateData leaves a `system` that is not an object alone, and the document loads with defaults", () => {
    const { CONFIG } = fake();
    for (const type of ["bonus-weapon", "energy-character", "energy-npc"]) {
      const Model = CONFIG.Item.dataModels[type] ?? CONFIG.Actor.dataModels[type];
      if (!Model) throw new Error(type);
      for (const junk of ["junk", 7, null, true, [1, 2]]) {
        expect(() => Model.migrateData(junk as never), `${type} ${JSON.stringify(junk)}`).not.toThrow();
        expect(new Model(junk as never).toObject()).toEqual(new Model({}).toObject());
      }
    }
    const actor = new FakeActor({
      name: "Junk",
      type: "energy-npc",
      system: "junk",
      items: [{ name: "Junk", type: "bonus-weapon", system: null }],
    });
    expect(Reflect.get(actor.system, "derived")).toBeDefined();
  });
});
