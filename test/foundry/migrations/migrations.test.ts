import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renameDamageValue } from "../../../module/foundry/migrations/0001-bonus-damage-value.ts";
import { splitIdLists } from "../../../module/foundry/migrations/0002-energy-id-lists.ts";
import { isBehind, migrateSource, schemaVersionOf, updateFor } from "../../../module/foundry/migrations/apply.ts";
import { CURRENT_SCHEMA_VERSION, MIGRATIONS } from "../../../module/foundry/migrations/list.ts";

const stamped = { fray: { schemaVersion: CURRENT_SCHEMA_VERSION } };

describe("the numbered migrations", () => {
  it("are numbered 1, 2, 3 … in list order, one file NNNN-name.ts each", () => {
    const files = readdirSync("module/foundry/migrations")
      .filter((f) => /^\d{4}-/.test(f))
      .sort();
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(files).toEqual(MIGRATIONS.map((m) => `${String(m.version).padStart(4, "0")}-${m.name}.ts`));
    expect(CURRENT_SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it("0001 moves a bonus weapon's 0.0.x `dv` to `damageValue`, and the newer key wins when both exist", () => {
    const old = { type: "bonus-weapon", system: { dv: 3, quality: "heroic" } };
    expect(migrateSource("Item", old)).toEqual({
      type: "bonus-weapon",
      system: { damageValue: 3, quality: "heroic" },
      flags: stamped,
    });
    expect(renameDamageValue({ dv: 3, damageValue: 5 })).toEqual({ damageValue: 5 });
    // Other types are not touched, even when they hold a `dv`.
    expect(migrateSource("Item", { type: "energy-weapon", system: { dv: 3 } }).system).toEqual({ dv: 3 });
  });

  it("0002 splits an energy creature's 0.0.x comma-separated Weaknesses and Resistances into id lists", () => {
    const old = { type: "energy-npc", system: { weaknesses: " fire, cold,,fire ", resistances: "", level: 2 } };
    expect(migrateSource("Actor", old)).toEqual({
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
    expect(migrateSource("ChatMessage", old)).toEqual({
      type: "attack",
      flags: { fray: { other: 1, schemaVersion: CURRENT_SCHEMA_VERSION }, core: { x: true } },
      system: { targets: [], ruleset: "energy" },
    });
    // An unknown ruleset id is left where it is, not guessed at.
    const odd = { type: "attack", flags: { fray: { ruleset: "chess" } }, system: {} };
    expect(migrateSource("ChatMessage", odd).flags).toEqual({ fray: { ruleset: "chess", schemaVersion: 3 } });
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
      const once = migrateSource(documentName, structuredClone(source));
      expect(migrateSource(documentName, once)).toEqual(once);
      // A current source passes through every step unchanged (only the stamp is written).
      for (const migration of MIGRATIONS) {
        for (const step of [migration.actor, migration.item, migration.chatMessage]) {
          if (step) expect(step(once)).toEqual(once);
        }
      }
    }
  });

  it("migrates an actor's embedded items by their own stamps and stamps them", () => {
    const actor = migrateSource("Actor", {
      type: "bonus-character",
      system: {},
      items: [{ _id: "a", type: "bonus-weapon", system: { dv: 4 } }],
    });
    expect(actor.items).toEqual([{ _id: "a", type: "bonus-weapon", system: { damageValue: 4 }, flags: stamped }]);
    expect(isBehind("Actor", actor)).toBe(false);
    expect(isBehind("Actor", { ...actor, items: [{ _id: "a", type: "bonus-weapon", system: {} }] })).toBe(true);
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
    expect(updateFor(before, after)).toEqual({
      system: { a: 1, ruleset: "energy" },
      flags: { fray: { keep: true, schemaVersion: 3, "-=ruleset": null } },
    });
  });
});
