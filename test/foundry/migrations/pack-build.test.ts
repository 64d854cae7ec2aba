import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { migratePackYaml } from "../../../scripts/build/migrate-packs.ts";
import { buildPacks } from "../../../scripts/build/packs.ts";
import { buildSchema } from "../../../scripts/build/room-migrations.ts";

const SCHEMA = await buildSchema();
const CURRENT_SCHEMA_VERSION = SCHEMA.version;

const OLD_BLADE = `_id: oldBlade00000000
name: Old Blade
type: bonus-weapon
system:
  description: ''
  dv: 4
  quality: epic
flags: {}
_key: '!items!oldBlade00000000'
`;

const OLD_OGRE = `_id: oldOgre000000000
name: Old Ogre
type: energy-npc
system:
  weaknesses: fire, cold
items:
  - _id: oldAxe0000000000
    name: Old Axe
    type: bonus-weapon
    system:
      dv: 2
    flags: {}
    _key: '!actors.items!oldOgre000000000.oldAxe0000000000'
flags: {}
_key: '!actors!oldOgre000000000'
`;

const JOURNAL = `_id: rules00000000000
name: Rules
pages: []
_key: '!journal!rules00000000000'
`;

const root = mkdtempSync(join(tmpdir(), "fray-pack-test-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function writePack(name: string, files: Record<string, string>): void {
  mkdirSync(join(root, "src", name), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, "src", name, file), text);
}

function readExtracted(name: string): Record<string, unknown>[] {
  const dir = join(root, "extract", name);
  return readdirSync(dir).map((f) => yaml.load(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>);
}

describe("the build migrates pack sources before compiling them", () => {
  it("an old-shaped source document compiles to the current shape, stamped current", async () => {
    writePack("old-gear", { "blade.yml": OLD_BLADE });
    writePack("old-monsters", { "ogre.yml": OLD_OGRE });
    const names = await buildPacks(join(root, "src"), join(root, "dist"));
    expect(names.sort()).toEqual(["old-gear", "old-monsters"]);
    for (const name of names) {
      await extractPack(join(root, "dist", "packs", name), join(root, "extract", name), { yaml: true, log: false });
    }
    const [blade] = readExtracted("old-gear");
    expect(blade).toMatchObject({
      name: "Old Blade",
      system: { damageValue: 4, quality: "epic" },
      flags: { fray: { schemaVersion: CURRENT_SCHEMA_VERSION } },
    });
    expect(blade?.["system"]).not.toHaveProperty("dv");
    const [ogre] = readExtracted("old-monsters");
    expect(ogre).toMatchObject({
      system: { weaknesses: ["fire", "cold"] },
      items: [
        { name: "Old Axe", system: { damageValue: 2 }, flags: { fray: { schemaVersion: CURRENT_SCHEMA_VERSION } } },
      ],
    });
    // The sources in the repository are read, never rewritten.
    expect(readFileSync(join(root, "src", "old-gear", "blade.yml"), "utf8")).toBe(OLD_BLADE);
  }, 30_000);

  it("leaves documents that are neither Actors nor Items byte for byte as written", () => {
    expect(migratePackYaml(SCHEMA, JOURNAL)).toBe(JOURNAL);
  });

  it("a current source keeps every value and only gains the stamp", () => {
    const current = readFileSync(
      `packs/_source/bonus-gear/${readdirSync("packs/_source/bonus-gear")[0] ?? ""}`,
      "utf8",
    );
    const before = yaml.load(current) as Record<string, unknown>;
    const after = yaml.load(migratePackYaml(SCHEMA, current)) as Record<string, unknown>;
    expect(after).toEqual({ ...before, flags: { fray: { schemaVersion: CURRENT_SCHEMA_VERSION } } });
  });
});
