import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as sass from "sass";
import type { RulesetId } from "../../module/engine/core/ruleset.ts";
import { DIST, STYLE_ENTRY, STYLES } from "./paths.ts";
import { roomFiles } from "./room-files.ts";

/** The module the stylesheet entry `@use`s for the rooms' styles; made here, never a file (no glob import in Sass). */
export const ROOM_STYLES_URL = "fray:rooms";

/** Where a room keeps the one stylesheet that `@use`s the rest of its styles. */
export function roomStylesheet(ruleset: RulesetId): string {
  return join(STYLES, "rulesets", ruleset, "_index.scss");
}

/** `fray:rooms`: one `@use` per room with styles, resolved through the `styles` load path. */
export function roomStylesSource(): string {
  return roomFiles(roomStylesheet)
    .map(({ ruleset }) => `@use "rulesets/${ruleset}";\n`)
    .join("");
}

const roomStyles: sass.Importer<"sync"> = {
  canonicalize: (url) => (url === ROOM_STYLES_URL ? new URL(url) : null),
  load: () => ({ contents: roomStylesSource(), syntax: "scss" }),
};

/** Compiles every stylesheet into the single `fray.css` the manifest lists. Returns the output path. */
export function buildStyles(outDir: string = DIST): string {
  const result = sass.compile(STYLE_ENTRY, {
    style: "expanded",
    sourceMap: false,
    importers: [roomStyles],
    loadPaths: [STYLES],
  });
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, "fray.css");
  writeFileSync(out, result.css);
  return out;
}
