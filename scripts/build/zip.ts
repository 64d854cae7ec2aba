import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { DIST } from "./paths.ts";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Zips the built system as `fray/…` (the folder name Foundry installs it under) into `dist/fray.zip`. */
export function buildZip(): string {
  const out = join(DIST, "fray.zip");
  const entries: Zippable = {};
  for (const file of filesUnder(DIST)) {
    if (file === out) continue;
    entries[`fray/${relative(DIST, file)}`] = readFileSync(file);
  }
  writeFileSync(out, zipSync(entries, { level: 9 }));
  return out;
}
