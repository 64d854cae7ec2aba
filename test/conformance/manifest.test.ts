import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../module/engine/core/ruleset.ts";
import { allRulesets, namespacedTypes, packName } from "../../module/engine/registry.ts";
import {
  buildManifest,
  buildReleaseManifest,
  buildTemplate,
  toJsonText,
  type PackageInfo,
} from "../../scripts/manifest/build-manifest.ts";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageInfo;
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
  documentTypes: Record<"Actor" | "Item", Partial<Record<string, { htmlFields: string[] }>>>;
  languages: { path: string }[];
  packs: { name: string; path: string }[];
  packFolders: { packs: string[] }[];
  compatibility: Record<string, string>;
  description: string;
};

describe("system.json and template.json are generated from the ruleset registry", () => {
  it("system.json is exactly what the registry generates (run `npm run generate` after changing a ruleset)", () => {
    expect(readFileSync("system.json", "utf8")).toBe(toJsonText(buildManifest(pkg)));
  });

  it("template.json is exactly what the registry generates", () => {
    expect(readFileSync("template.json", "utf8")).toBe(toJsonText(buildTemplate()));
  });

  it("declares every namespaced Actor and Item type with its htmlFields", () => {
    for (const doc of ["Actor", "Item"] as const) {
      for (const { type, htmlFields } of namespacedTypes(doc)) {
        expect(manifest.documentTypes[doc][type]?.htmlFields, type).toEqual(htmlFields);
      }
    }
  });

  it("installs on Foundry v13 and v14 (minimum 13.345, maximum 14), verified on 13.351, the last build it was run on", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13.345", verified: "13.351", maximum: "14" });
    expect(manifest.description).toContain("v13 and v14");
  });

  it("lists one language file for the core plus one per ruleset, and every file exists", () => {
    expect(manifest.languages.map((l) => l.path)).toEqual([
      "lang/en/core.json",
      ...RULESET_IDS.map((id) => `lang/en/${id}.json`),
    ]);
    for (const { path } of manifest.languages) expect(existsSync(path), path).toBe(true);
  });

  it("groups packs in one folder per ruleset, and every pack has a source folder", () => {
    expect(manifest.packFolders).toHaveLength(RULESET_IDS.length);
    for (const r of allRulesets()) {
      for (const pack of r.packs) {
        const name = packName(r.id, pack);
        expect(manifest.packs.find((p) => p.name === name)?.path).toBe(`packs/${name}`);
        expect(readdirSync(`packs/_source/${name}`).length, name).toBeGreaterThan(0);
      }
    }
  });

  it("the release manifest adds manifest and download URLs from package.json", () => {
    const release = buildReleaseManifest(pkg);
    expect(release.manifest).toBe(pkg.fray.manifestUrl);
    expect(release.download).toBe(pkg.fray.downloadUrl.replace("{version}", pkg.version));
    expect(String(release.download)).not.toContain("{version}");
  });
});
