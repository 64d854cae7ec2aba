import { afterEach, describe, expect, it, vi } from "vitest";
import { isMigrationWrite } from "../../../module/foundry/migrations/targets.ts";
import { migrateWorldIfBehind } from "../../../module/foundry/migrations/if-behind.ts";
import { migrateWorld } from "../../../module/foundry/migrations/world.ts";
import { schemaOfRooms } from "../../../module/foundry/migrations/world-schema.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeActor, FakeChatMessage, FakeItem } from "../../support/fake-foundry/world/documents.ts";
import { loadOldWorld, readFixture, type OldWorld } from "./old-world.ts";

/** The version every room's migrations bring a document to (the registry's rooms, whether or not installed yet). */
const CURRENT_SCHEMA_VERSION = schemaOfRooms(Object.values(FOUNDRY_ROOMS)).version;

type Source = Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every leaf of a source as [dotted path, value] (arrays are leaves: they are compared whole). */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

function at(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Source | undefined)?.[key], source);
}

/** Where a 0.0.x value lives now, and what it becomes (the three migrations); everything else stays put. */
function moved(type: string, path: string, value: unknown): [string, unknown] {
  if (type === "bonus-weapon" && path === "system.dv") return ["system.damageValue", value];
  if (type === "attack" && path === "flags.fray.ruleset") return ["system.ruleset", value];
  if (type.startsWith("energy-") && /^system\.(weaknesses|resistances)$/.test(path) && typeof value === "string")
    return [path, value.split(",").map((id) => id.trim())];
  return [path, value];
}

/** Every value of the old source is in the migrated one (at its new place when a migration moved it). */
function expectNothingLost(old: Source, now: Source): void {
  const type = String(old["type"]);
  for (const [path, value] of leaves({ name: old["name"], system: old["system"], flags: old["flags"] })) {
    if (path === "name" && value === undefined) continue;
    const [where, expected] = moved(type, path, value);
    expect(at(now, where), `${type} ${String(old["_id"])} ${path}`).toEqual(expected);
  }
  const oldItems = (old["items"] ?? []) as Source[];
  const items = (now["items"] ?? []) as Source[];
  for (const item of oldItems) expectNothingLost(item, items.find((i) => i["_id"] === item["_id"]) ?? {});
}

function snapshot(world: OldWorld): Source[] {
  return [
    ...world.actors.contents,
    ...world.items.contents,
    ...world.messages.contents,
    ...world.packs.contents.flatMap((p) => p.documentsForTest()),
  ].map((d) => d.toObject());
}

interface Writes {
  readonly batches: { documentName: string; ids: unknown[] }[];
  readonly hooks: { hook: string; id: string; migration: boolean }[];
}

/** Every `updateDocuments` operation the runner makes, and every update hook it sets off (with its options). */
function recordWrites(): Writes {
  const writes: Writes = { batches: [], hooks: [] };
  for (const cls of [FakeActor, FakeItem, FakeChatMessage]) {
    const original = cls.updateDocuments.bind(cls);
    vi.spyOn(cls, "updateDocuments").mockImplementation((updates, operation) => {
      writes.batches.push({ documentName: cls.documentName, ids: updates.map((u) => u["_id"]) });
      return original(updates, operation);
    });
  }
  for (const hook of ["updateActor", "updateItem", "updateChatMessage"]) {
    fake().Hooks.on(hook, (doc, _changes, options) => {
      writes.hooks.push({ hook, id: (doc as { id: string }).id, migration: isMigrationWrite(options) });
    });
  }
  return writes;
}

async function migratedWorld(): Promise<OldWorld> {
  const world = await loadOldWorld();
  await migrateWorldIfBehind();
  return world;
}

describe("a 0.0.x world migrates on ready for the active GM", () => {
  it("loses nothing: every stored value survives, at its new place when a migration moved it", async () => {
    const world = await migratedWorld();
    const fixtures = [
      ...(readFixture("actors") as Source[]),
      ...(readFixture("items") as Source[]),
      ...(readFixture("messages") as Source[]),
      ...(readFixture("packs") as { documents: Source[] }[]).flatMap((p) => p.documents),
    ];
    const now = new Map(snapshot(world).map((s) => [s["_id"], s]));
    for (const old of fixtures) expectNothingLost(old, now.get(old["_id"]) ?? {});
    // Moved, not copied: the card's old flag is gone, the weapon's old key too.
    expect(at(now.get("oldCard000000000"), "flags.fray")).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
    expect(at(now.get("oldSpear00000000"), "system.dv")).toBeUndefined();
  });

  it("writes only what a migration changes, in one batch per collection, flagged as a migration write", async () => {
    const world = await loadOldWorld();
    const core = new FakeChatMessage({ _id: "coreRoll00000000", type: "base", content: "1d20 = 12" });
    world.messages.set(core.id, core);
    const coreBefore = core.toObject();
    const writes = recordWrites();
    await migrateWorldIfBehind();
    // Only the 0.0.x card needs the runner (its ruleset moves from flags into system); `migrateData` already repaired
    // the weapon's `dv` and the ogre's lists at load, so they — and the core message — are not rewritten.
    expect(writes.batches).toEqual([{ documentName: "ChatMessage", ids: ["oldCard000000000"] }]);
    expect(writes.hooks).toEqual([{ hook: "updateChatMessage", id: "oldCard000000000", migration: true }]);
    expect(at(world.messages.get("oldCard000000000")?.toObject(), "flags.fray.schemaVersion")).toBe(
      CURRENT_SCHEMA_VERSION,
    );
    expect(core.toObject()).toEqual(coreBefore);
    expect(fake().game.settings.get("fray", "migrationVersion")).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("is idempotent: a second run writes nothing and changes nothing", async () => {
    const world = await migratedWorld();
    const once = snapshot(world);
    await migrateWorld();
    expect(snapshot(world)).toEqual(once);
    expect(world.notifications.shown.at(-1)?.message).toMatch(/updated 0 documents/);
  });

  it("unlocks the world compendium for the run and locks it again", async () => {
    const world = await migratedWorld();
    const pack = world.packs.get("world.old-armory");
    expect(pack?.lockChanges).toEqual([false, true]);
    expect(pack?.locked).toBe(true);
  });

  it("shows a progress bar that reaches 100 %, then a summary", async () => {
    const world = await migratedWorld();
    const [bar, summary] = world.notifications.shown;
    expect(bar?.options.progress).toBe(true);
    expect(bar?.message).toMatch(`from schema version 0 to ${String(CURRENT_SCHEMA_VERSION)}`);
    // One step per batch: world actors (2), items (2), messages (1), then the world pack (1); then done.
    expect(bar?.progress).toEqual([2 / 6, 4 / 6, 5 / 6, 1, 1]);
    expect(bar?.progress).toEqual([...(bar?.progress ?? [])].sort((a, b) => a - b));
    expect(summary?.kind).toBe("info");
    expect(summary?.message).toMatch(/updated 1 documents/);
  });

  it("a large world: batches of 100 per collection, and one progress bar from 0 to 1 over every document", async () => {
    const world = await loadOldWorld();
    for (let i = 0; i < 200; i++) {
      const id = `bulkCard${String(i).padStart(8, "0")}`;
      const old = readFixture("messages") as Source[];
      world.messages.set(id, new FakeChatMessage({ ...old[0], _id: id }));
    }
    const writes = recordWrites();
    await migrateWorldIfBehind();
    expect(writes.batches.map((b) => [b.documentName, b.ids.length])).toEqual([
      ["ChatMessage", 100],
      ["ChatMessage", 100],
      ["ChatMessage", 1],
    ]);
    const bar = world.notifications.shown.find((n) => n.options.progress);
    expect(bar?.progress).toEqual([2, 4, 104, 204, 205, 206].map((done) => done / 206).concat(1));
    const bulk = world.messages.contents.filter((m) => m.id.startsWith("bulkCard"));
    expect(bulk.map((m) => at(m.toObject(), "system.ruleset"))).toEqual(Array(200).fill("energy"));
  });

  it("does nothing for a player, or when the world is current", async () => {
    const world = await loadOldWorld();
    world.gm.active = false;
    await migrateWorldIfBehind();
    expect(world.notifications.shown).toEqual([]);
    world.gm.active = true;
    await fake().game.settings.set("fray", "migrationVersion", CURRENT_SCHEMA_VERSION);
    await migrateWorldIfBehind();
    expect(world.notifications.shown).toEqual([]);
  });

  it("a failing batch is summarised per document, the version is not recorded, packs relock, nothing throws", async () => {
    const world = await loadOldWorld();
    const spy = vi.spyOn(FakeChatMessage, "updateDocuments").mockRejectedValueOnce(new Error("disk full"));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await migrateWorldIfBehind();
    } finally {
      console.error = original;
      spy.mockRestore();
    }
    const error = world.notifications.shown.find((n) => n.kind === "error");
    expect(error?.options.permanent).toBe(true);
    expect(error?.message).toMatch(/could not update 1 /);
    expect(errors.flat().join(" ")).toMatch(/ChatMessage\.oldCard000000000.*disk full/);
    expect(fake().game.settings.get("fray", "migrationVersion")).toBe(0);
    expect(world.packs.get("world.old-armory")?.locked).toBe(true);
  });
});

describe("migrateData repairs 0.0.x shapes at load, before the runner stores them", () => {
  it("a bonus weapon's `dv` and an energy creature's comma list are current as soon as the world loads", async () => {
    const world = await loadOldWorld();
    expect(at(world.items.get("oldSpear00000000")?.toObject(), "system.damageValue")).toBe(2);
    const ogre = world.actors.get("oldOgre000000000")?.toObject();
    expect(at(ogre, "system.weaknesses")).toEqual(["fire", "cold"]);
    expect(at(ogre, "system.resistances")).toEqual(["poison"]);
    // The card's ruleset lives in flags until the runner moves it: load-time cleaning shows the default.
    expect(at(world.messages.get("oldCard000000000")?.toObject(), "system.ruleset")).toBe("bonus");
  });
});
