import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The repository must build and test on any machine: no tracked file may name a directory of the machine it was
 * written on (a test that reads a file in its author's home directory passes there and fails everywhere else). Scans every file of the working tree git tracks or would track,
 * except installed and built output and lock files, for an absolute path under a user or workspace root.
 */
const ROOTS = ["home", "root", "work", "Users", "tmp", "mnt"];
/** `/<root>/` starting a path: not inside a URL or a relative path (`https://x.org/<root>/`, `./<root>/`). */
const MACHINE_PATH = new RegExp(`(?<![\\w.~-])/(?:${ROOTS.join("|")})/`);
const SKIPPED = /(?:^|\/)(?:node_modules|dist)\/|(?:^|\/)package-lock\.json$|\.lock$/;

/** The repository's files as they stand: tracked or new (not ignored), without those deleted in the working tree. */
function trackedTextFiles(): string[] {
  const listed = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  const files = execFileSync("git", listed, { encoding: "utf8" }).split("\0");
  return files.filter((f) => f.length > 0 && !SKIPPED.test(f) && existsSync(f));
}

/** Lines of `text` naming a machine path, as `file:line: text`. */
function machinePathLines(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (MACHINE_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("no tracked file names a path of this machine", () => {
  it("recognises absolute machine paths and leaves URLs and relative paths alone", () => {
    const root = ["", "home", "ann", "notes.txt"].join("/");
    expect(machinePathLines("a.ts", `readFileSync("${root}")`)).toEqual([`a.ts:1: readFileSync("${root}")`]);
    // Built from the roots, so this file holds no text that looks like a machine path itself.
    const [home, , work] = ROOTS;
    expect(machinePathLines("b.ts", `see https://foundryvtt.com/${home}/ or ./${work}/out`)).toEqual([]);
  });

  it("no source, test, script or document of the repository holds one", () => {
    const found = trackedTextFiles().flatMap((file) => {
      const bytes = readFileSync(file);
      // Binary files (images, fonts) hold no paths a test could read.
      if (bytes.includes(0)) return [];
      return machinePathLines(file, bytes.toString("utf8"));
    });
    expect(found).toEqual([]);
  });
});
