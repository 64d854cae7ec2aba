import { existsSync, readdirSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { isBehind, migrateSource, schemaVersionOf, updateFor } from "../../../module/foundry/migrations/apply.ts";
import { SHARED_MIGRATIONS } from "../../../module/foundry/migrations/list.ts";
import type { Migration } from "../../../module/foundry/migrations/migration.ts";
import { schemaOf } from "../../../module/foundry/migrations/schema.ts";
import { schemaOfRooms } from "../../../module/foundry/migrations/world-schema.ts";
import { renameDamageValue } from "../../../module/foundry/rulesets/bonus/migrations/0001-bonus-damage-value.ts";
import { splitIdLists } from "../../../module/foundry/rulesets/energy/migrations/0002-energy-id-lists.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { buildSchema, roomMigrationList, roomMigrations } from "../../../scripts/build/room-migrations.ts";
import { fakeGeneration } from "../../support/fake-foundry/generation.ts";
import { ForcedDeletion } from "../../support/fake-foundry/operators.ts";

const ROOMS = Object.values(FOUNDRY_ROOMS);
const SCHEMA = schemaOfRooms(ROOMS);
const MIGRATIONS = SCHEMA.migrations;
const stamped = { fray: { schemaVersion: SCHEMA.version } };

/** The `NNNN-name.ts` files of a folder, and the file names a list of migrations should have there. */
function numberedFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => /^\d{4}-/.test(f)) : [];
}
function fileNames(list: readonly Migration[]): string[] {
  return list.map((m) => `${String(m.version).padStart(4, "0")}-${m.name}.ts`);
}

describe("the numbered migrations, the shared list and the rooms' merged by number", () => {
  it("are numbered 1, 2, 3 … across the lists, world-wide: no number twice, none left out", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(SCHEMA.version).toBe(MIGRATIONS.length);
    // Both rooms contribute, so the merge is really exercised.
    expect(ROOMS.filter((room) => room.migrations.length > 0).length).toBeGreaterThan(1);
  });

  it("each is a file NNNN-name.ts beside the list that holds it: the shared folder's or its room's", () => {
    expect(numberedFiles("module/foundry/migrations")).toEqual(fileNames(SHARED_MIGRATIONS));
    for (const room of ROOMS) {
      expect(numberedFiles(dirname(roomMigrationList(room.id))), room.id).toEqual(fileNames(room.migrations));
    }
  });

  it("the pack build reads each room's pure list file, the very lists the descriptors carry", async () => {
    const found = new Map((await roomMigrations()).map((r) => [r.ruleset, r.migrations]));
    for (const room of ROOMS) {
      // A room without migrations has no list file and declares `migrations: []` (module/foundry/README.md).
      const listed = found.get(room.id);
      if (listed) expect(listed, room.id).toBe(room.migrations);
      else expect(room.migrations, room.id).toEqual([]);
    }
    expect([...found.keys()].every((id) => FOUNDRY_ROOMS[id] !== undefined)).toBe(true);
    expect((await buildSchema()).migrations).toEqual(MIGRATIONS);
  });

  it("merges lists by number and fails on a number claimed twice, whichever lists claim it", () => {
    const m = (version: number, name: string): Migration => ({ version, name });
    expect(schemaOf([[m(2, "b")], [m(1, "a"), m(3, "c")]]).migrations.map((x) => x.name)).toEqual(["a", "b", "c"]);
    expect(schemaOf([[m(2, "b")], [m(1, "a"), m(3, "c")]]).version).toBe(3);
    expect(() => schemaOf([[m(1, "a"), m(2, "b")], [m(2, "c")]])).toThrow("two migrations are numbered 2");
    expect(() => schemaOf([[m(1, "a"), m(1, "b")]])).toThrow("two migrations are numbered 1");
    expect(schemaOf([]).version).toBe(0);
  });

  it("0001 moves a bonus weapon's 0.0.x `dv` to `damageValue`, and the newer key wins when both exist", () => {
    const old = { type: "bonus-weapon", system: { dv: 3, quality: "heroic" } };
    expect(migrateSource(SCHEMA, "Item", old)).toEqual({
      type: "bonus-weapon",
      system: { damageValue: 3, quality: "heroic" },
      flags: stamped,
    });
    expect(renameDamageValue({ dv: 3, damageValue: 5 })).toEqual({ damageValue: 5 });
    // Other types are not touched, even when they hold a `dv`.
    expect(migrateSource(SCHEMA, "Item", { type: "energy-weapon", system: { dv: 3 } }).system).toEqual({ dv: 3 });
  });

  it("0002 splits an energy creature's 0.0.x comma-separated Weaknesses and Resistances into id lists", () => {
    const old = { type: "energy-npc", system: { weaknesses: " fire, cold,,fire ", resistances: "", level: 2 } };
    expect(migrateSource(SCHEMA, "Actor", old)).toEqual({
      type: "energy-npc",
      system: { weaknesses: ["fire", "cold"], resistances: [], level: 2 },
      flags: stamped,
      // no `items` key is invented
    });
    const current = { weaknesses: ["fire"], resistances: [] };
    expect(splitIdLists(current)).toBe(current);
  });

  it("0003 moves an attack card's 0.0.x `flags.fray.ruleset` into `system.ruleset`, other flags kept", () => {
    const old = {
      type: "attack",
      flags: { fray: { ruleset: "energy", other: 1 }, core: { x: true } },
      system: { targets: [] },
    };
    expect(migrateSource(SCHEMA, "ChatMessage", old)).toEqual({
      type: "attack",
      flags: { fray: { other: 1, schemaVersion: SCHEMA.version }, core: { x: true } },
      system: { targets: [], ruleset: "energy" },
    });
    // An unknown ruleset id is left where it is, not guessed at.
    const odd = { type: "attack", flags: { fray: { ruleset: "chess" } }, system: {} };
    expect(migrateSource(SCHEMA, "ChatMessage", odd).flags).toEqual({
      fray: { ruleset: "chess", schemaVersion: SCHEMA.version },
    });
  });

  it("every migration round-trips: current data comes back equal, and migrating twice equals migrating once", () => {
    const sources = [
      ["Item", { type: "bonus-weapon", system: { dv: 1 } }],
      [
        "Actor",
        {
          type: "energy-character",
          system: { weaknesses: "acid" },
          items: [{ type: "bonus-weapon", system: { dv: 2 } }],
        },
      ],
      ["ChatMessage", { type: "attack", flags: { fray: { ruleset: "bonus" } }, system: {} }],
    ] as const;
    for (const [documentName, source] of sources) {
      const once = migrateSource(SCHEMA, documentName, structuredClone(source));
      expect(migrateSource(SCHEMA, documentName, once)).toEqual(once);
      // A current source passes through every step unchanged (only the stamp is written).
      for (const migration of MIGRATIONS) {
        for (const step of [migration.actor, migration.item, migration.chatMessage]) {
          if (step) expect(step(once)).toEqual(once);
        }
      }
    }
  });

  it("migrates an actor's embedded items by their own stamps and stamps them", () => {
    const actor = migrateSource(SCHEMA, "Actor", {
      type: "bonus-character",
      system: {},
      items: [{ _id: "a", type: "bonus-weapon", system: { dv: 4 } }],
    });
    expect(actor.items).toEqual([{ _id: "a", type: "bonus-weapon", system: { damageValue: 4 }, flags: stamped }]);
    expect(isBehind(SCHEMA, "Actor", actor)).toBe(false);
    expect(isBehind(SCHEMA, "Actor", { ...actor, items: [{ _id: "a", type: "bonus-weapon", system: {} }] })).toBe(true);
  });

  it("reads the schema stamp defensively: anything but a whole number ≥ 0 is version 0", () => {
    for (const bad of [null, "3", -1, 1.5, Number.NaN, {}]) {
      expect(schemaVersionOf({ flags: { fray: { schemaVersion: bad } } })).toBe(0);
    }
    expect(schemaVersionOf({ flags: "nonsense" })).toBe(0);
    expect(schemaVersionOf({ flags: { fray: { schemaVersion: 2 } } })).toBe(2);
  });

  it("writes `system` only when a migration changed it; the fray flags always, stamped", () => {
    const before = { system: { a: 1 }, flags: { fray: { note: "x" } } };
    const after = { system: { a: 1 }, flags: { fray: { note: "x", schemaVersion: 3 } } };
    expect(updateFor(before, after)).toEqual({ flags: { fray: { note: "x", schemaVersion: 3 } } });
  });

  it("writes the whole system and fray flags, deleting the fray flags a migration removed", () => {
    const before = { system: { a: 1 }, flags: { fray: { ruleset: "energy", keep: true } } };
    const after = { system: { a: 1, ruleset: "energy" }, flags: { fray: { keep: true, schemaVersion: 3 } } };
    // The deletion in the running generation's form: v13 `-=key: null`, v14 a ForcedDeletion value.
    const update = updateFor(before, after);
    if (fakeGeneration() === 14) {
      expect((update["flags"] as { fray: Record<string, unknown> }).fray["ruleset"]).toBeInstanceOf(ForcedDeletion);
    }
    const deletion = fakeGeneration() === 14 ? { ruleset: new ForcedDeletion() } : { "-=ruleset": null };
    expect(update).toEqual({
      system: { a: 1, ruleset: "energy" },
      flags: { fray: { keep: true, schemaVersion: 3, ...deletion } },
    });
  });
});
