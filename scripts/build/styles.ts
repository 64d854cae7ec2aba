import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import { DIST, STYLE_ENTRY } from "./paths.ts";

/** Compiles every stylesheet into the single `fray.css` the manifest lists. Returns the output path. */
export function buildStyles(outDir: string = DIST): string {
  const result = sass.compile(STYLE_ENTRY, { style: "expanded", sourceMap: false });
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, "fray.css");
  writeFileSync(out, result.css);
  return out;
}
