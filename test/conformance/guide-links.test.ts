import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { GUIDE_IMAGES, guideImageNames } from "../e2e/support/guide-images.ts";

/**
 * The user guide (docs/guide/) and the README point only at files that exist, and the guide's screenshots are exactly
 * the ones the e2e guide test regenerates: none missing, none stale, every one shown somewhere.
 */
const GUIDE = "docs/guide";
const pages = [
  "README.md",
  ...readdirSync(GUIDE)
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(GUIDE, f)),
];

/** Every relative link and image target of a Markdown page, without its #anchor (external URLs left out). */
function relativeTargets(page: string): string[] {
  const text = readFileSync(page, "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("#"))
    .map((target) => normalize(join(dirname(page), target.split("#")[0] ?? "")));
}

describe("the user guide's links and screenshots", () => {
  it("every relative link of the README and the guide resolves to a file or folder", () => {
    const broken = pages.flatMap((page) =>
      relativeTargets(page)
        .filter((t) => !existsSync(t))
        .map((t) => `${page}: ${t}`),
    );
    expect(broken).toEqual([]);
  });

  it("the screenshots folder holds exactly the images the e2e guide test writes, and the guide shows each one", () => {
    const expected = guideImageNames().sort();
    expect(readdirSync(GUIDE_IMAGES).sort()).toEqual(expected);
    const referenced = new Set(pages.flatMap(relativeTargets));
    expect(expected.filter((name) => !referenced.has(join(GUIDE_IMAGES, name)))).toEqual([]);
  });

  it("the README leads with hosts, GMs and players (issue 23): Using Fray first, Development and its commands last", () => {
    const text = readFileSync("README.md", "utf8").replace(/```[\s\S]*?```/g, "");
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections[0]).toBe("Using Fray");
    expect(sections.at(-1)).toBe("Development");
    const development = text.indexOf("\n## Development\n");
    expect(text.indexOf("\n### The two commands\n")).toBeGreaterThan(development);
  });

  it("the README links each page of the guide", () => {
    const fromReadme = new Set(relativeTargets("README.md"));
    const guidePages = pages.filter((p) => p.startsWith(GUIDE));
    expect(guidePages.filter((p) => !fromReadme.has(p))).toEqual([]);
  });
});
