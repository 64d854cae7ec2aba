import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { manifestPackStats } from "../../scripts/build/pack-stats.ts";
import { buildPacks } from "../../scripts/build/packs.ts";

/**
 * Built pack documents carry core's `_stats` (v13 `DocumentStatsField`): the core version whose schema they are in,
 * and the system id and version, on the primary documents and on every embedded one.
 */
const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as {
  id: string;
  version: string;
  compatibility: { verified: string };
};

const OGRE = `_id: statsOgre0000000
name: Ogre
type: energy-npc
system: {}
items:
  - _id: statsClub0000000
    name: Club
    type: energy-weapon
    system: {}
    _key: '!actors.items!statsOgre0000000.statsClub0000000'
_key: '!actors!statsOgre0000000'
`;

const RULES = `_id: statsRules000000
name: Rules
pages:
  - _id: statsPage0000000
    name: Dazed
    type: text
    _key: '!journal.pages!statsRules000000.statsPage0000000'
_key: '!journal!statsRules000000'
`;

const root = mkdtempSync(join(tmpdir(), "fray-stats-test-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function built(pack: string, file: string, text: string): Promise<Record<string, unknown>> {
  mkdirSync(join(root, "src", pack), { recursive: true });
  writeFileSync(join(root, "src", pack, file), text);
  await buildPacks(join(root, "src"), join(root, "dist"));
  const out = join(root, "extract", pack);
  await extractPack(join(root, "dist", "packs", pack), out, { yaml: true, log: false });
  const [name] = readdirSync(out);
  return yaml.load(readFileSync(join(out, name ?? ""), "utf8")) as Record<string, unknown>;
}

describe("the build stamps core's _stats on every pack document", () => {
  const stats = {
    coreVersion: MANIFEST.compatibility.verified,
    systemId: MANIFEST.id,
    systemVersion: MANIFEST.version,
  };

  it("reads the versions from the manifest: the verified core build, the system's id and version", () => {
    expect(manifestPackStats()).toEqual(stats);
  });

  it("an actor and its embedded items", async () => {
    const ogre = await built("stats-monsters", "ogre.yml", OGRE);
    expect(ogre["_stats"]).toEqual(stats);
    expect(ogre["items"]).toEqual([expect.objectContaining({ name: "Club", _stats: stats })]);
  }, 30_000);

  it("a journal and its pages", async () => {
    const rules = await built("stats-rules", "rules.yml", RULES);
    expect(rules["_stats"]).toEqual(stats);
    expect(rules["pages"]).toEqual([expect.objectContaining({ name: "Dazed", _stats: stats })]);
  }, 30_000);

  it("the source files are read, never rewritten: the values are the build's", () => {
    expect(readFileSync(join(root, "src", "stats-monsters", "ogre.yml"), "utf8")).toBe(OGRE);
  });
});
