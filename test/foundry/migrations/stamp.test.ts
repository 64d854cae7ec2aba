import { describe, expect, it } from "vitest";
import { registerSchemaStamp } from "../../../module/foundry/migrations/stamp.ts";
import { schemaOfRooms } from "../../../module/foundry/migrations/world-schema.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { currentUser } from "../../support/fake-foundry/world/users.ts";
import { FakeActor, FakeChatMessage, FakeItem, type FakeDocument } from "../../support/fake-foundry/world/documents.ts";
import { loadOldWorld, readFixture } from "./old-world.ts";

/** The version every room's migrations bring a document to (the registry's rooms, whether or not installed yet). */
const CURRENT_SCHEMA_VERSION = schemaOfRooms(Object.values(FOUNDRY_ROOMS)).version;

type Source = Record<string, unknown>;

/** v13 calls `preCreate<Document>(document, data, options, userId)` on the creating client before sending the data. */
function preCreate(hook: string, document: FakeDocument): void {
  fake().Hooks.call(hook, document, document.toObject(), {}, currentUser().id);
}

const frayFlags = (document: FakeDocument): unknown => (document.toObject().flags as Source)["fray"];

describe("new documents are stamped with the current schema at creation (preCreate hooks)", () => {
  it("stamps a new actor, item and Fray card, so the runner never needs to look at them", async () => {
    await loadOldWorld();
    registerSchemaStamp();
    const actor = new FakeActor({ name: "New", type: "bonus-character" });
    const item = new FakeItem({ name: "Axe", type: "bonus-weapon", system: { damageValue: 2 } });
    const card = new FakeChatMessage({ type: "attack", system: { ruleset: "bonus" } });
    preCreate("preCreateActor", actor);
    preCreate("preCreateItem", item);
    preCreate("preCreateChatMessage", card);
    for (const document of [actor, item, card]) {
      expect(frayFlags(document)).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
    }
  });

  it("migrates what it stamps: a card created from a 0.0.x source gets its ruleset moved, not a false stamp", async () => {
    await loadOldWorld();
    registerSchemaStamp();
    const [old] = readFixture("messages") as Source[];
    const card = new FakeChatMessage({ ...old, _id: "copiedOldCard000" });
    preCreate("preCreateChatMessage", card);
    expect(frayFlags(card)).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
    expect(card.system.toObject()["ruleset"]).toBe("energy");
  });

  it("leaves core's own chat messages alone", async () => {
    await loadOldWorld();
    registerSchemaStamp();
    const roll = new FakeChatMessage({ type: "base", content: "1d20 = 12" });
    preCreate("preCreateChatMessage", roll);
    expect(frayFlags(roll)).toBeUndefined();
  });
});
