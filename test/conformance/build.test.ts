import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { posix } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredRooms } from "../support/registered-rooms.ts";
import { allRulesets, packName } from "../../module/engine/registry.ts";

interface Manifest {
  esmodules: string[];
  styles: { src: string }[];
  languages: { path: string }[];
  packs: { name: string; path: string }[];
  manifest?: string;
  download?: string;
}

// Runs the real build once: dist/ must be exactly the folder a host drops into Data/systems/fray.
describe("npm run build writes an installable dist/", () => {
  let manifest: Manifest;
  beforeAll(() => {
    execFileSync("npx", ["tsx", "scripts/build/index.ts"], { stdio: "pipe" });
    manifest = JSON.parse(readFileSync("dist/system.json", "utf8")) as Manifest;
  }, 60_000);

  it("holds every file the release manifest points at", () => {
    const paths = [
      ...manifest.esmodules,
      ...manifest.styles.map((s) => s.src),
      ...manifest.languages.map((l) => l.path),
      ...manifest.packs.map((p) => p.path),
    ];
    for (const path of paths) expect(existsSync(`dist/${path}`), path).toBe(true);
    expect(existsSync("dist/templates/parts/resource-bar.hbs")).toBe(true);
    expect(manifest.manifest).toMatch(/^https:/);
    expect(manifest.download).toMatch(/fray\.zip$/);
  });

  it("keeps every class's name through bundling (Roll.fromData and sheet registration find classes by name)", () => {
    const scripts = [
      "fray.mjs",
      ...["chunks", "rooms"].flatMap((dir) => readdirSync(`dist/${dir}`).map((f) => `${dir}/${f}`)),
    ]
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => readFileSync(`dist/${f}`, "utf8"))
      .join("\n");
    const sources = execFileSync("git", ["ls-files", "module/*.ts"], { encoding: "utf8" }).trim().split("\n");
    const classes = new Set(
      sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bclass ([A-Z]\w*)/g)].map((m) => m[1] ?? "")),
    );
    expect(classes.size).toBeGreaterThan(50);
    // Kept as a declaration (`class Name`) or as the binding a class expression is named after (`Name=class`).
    const unnamed = [...classes].filter(
      (name) => !new RegExp(`(\\bclass ${name}\\b|\\b${name}=class\\b)`).test(scripts),
    );
    expect(unnamed).toEqual([]);
  });

  it("compiles every pack source into LevelDB that extracts back to the same documents", async () => {
    for (const r of allRulesets()) {
      for (const pack of r.packs) {
        const name = packName(r.id, pack);
        const out = `test-results/extract/${name}`;
        rmSync(out, { recursive: true, force: true });
        await extractPack(`dist/packs/${name}`, out, { yaml: true, log: false });
        expect(existsSync(out), name).toBe(true);
        expect(readdirSync(out).length, name).toBe(readdirSync(`packs/_source/${name}`).length);
      }
    }
  });

  it("emits the encounter-odds worker as its own module, which the script starting it loads by its path", () => {
    const workers = readdirSync("dist/assets").filter((f) => /^worker-.*\.js$/.test(f));
    expect(workers).toHaveLength(1);
    // The odds window is a lazily loaded chunk: the worker's URL there is relative to that chunk's own folder.
    const starters = ["fray.mjs", ...readdirSync("dist/chunks").map((f) => `chunks/${f}`)]
      .filter((f) => f.endsWith(".mjs"))
      .flatMap((file) => {
        const url = /new URL\(`([^`]*worker-[^`]*\.js)`/.exec(readFileSync(`dist/${file}`, "utf8"))?.[1];
        return url ? [posix.join(posix.dirname(file), url)] : [];
      });
    expect(starters).toEqual([`assets/${workers[0] ?? ""}`]);
    expect(Object.keys(unzipSync(readFileSync("dist/fray.zip")))).toContain(`fray/assets/${workers[0] ?? ""}`);
  });

  it("emits each room's play part as rooms/<id>.mjs, which the shells import by that name, and zips it", () => {
    const entries = Object.keys(unzipSync(readFileSync("dist/fray.zip")));
    for (const ruleset of registeredRooms()) {
      expect(existsSync(`dist/rooms/${ruleset}.mjs`), ruleset).toBe(true);
      expect(readFileSync("dist/fray.mjs", "utf8"), ruleset).toContain(`./rooms/${ruleset}.mjs`);
      expect(entries, ruleset).toContain(`fray/rooms/${ruleset}.mjs`);
    }
  });

  it("zips the system under a fray/ folder with its manifest", () => {
    const entries = Object.keys(unzipSync(readFileSync("dist/fray.zip")));
    expect(entries).toContain("fray/system.json");
    expect(entries).toContain("fray/fray.mjs");
    // The license the manifest names ships with the system, so an install says what a checkout says.
    expect(entries).toContain("fray/LICENSE");
    expect(entries.every((e) => e.startsWith("fray/"))).toBe(true);
  });
});
