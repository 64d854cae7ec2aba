/**
 * Issue 23: "a LICENSE file matching the manifest". The repository's LICENSE is the license both manifests name
 * (system.json for Foundry, package.json for npm), so an install and a checkout say the same.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const licenseOf = (path: string): unknown => (JSON.parse(readFileSync(path, "utf8")) as { license?: unknown }).license;

/** The SPDX id a license text's title line names ("MIT License" → "MIT"). */
const TITLES: Readonly<Record<string, string>> = { "MIT License": "MIT" };

describe("LICENSE matches the manifests", () => {
  it("system.json and package.json name the same license", () => {
    expect(licenseOf("system.json")).toBe(licenseOf("package.json"));
  });

  it("LICENSE exists and its text is the license they name", () => {
    expect(existsSync("LICENSE")).toBe(true);
    const title = readFileSync("LICENSE", "utf8").split("\n")[0]?.trim() ?? "";
    expect(TITLES[title]).toBe(licenseOf("system.json"));
  });
});
