/**
 * Bundle sizes (row 5): the JS and CSS Foundry downloads, gzipped. They are built here, into a private temporary
 * folder, with the same code as `npm run build` (the project's `vite.config.ts` for `fray.mjs`, `buildStyles` for
 * `fray.css`), so measuring never reads or writes `dist/` — the build conformance test rebuilds that folder in
 * parallel — and always measures the current sources. Shared by the bench and by
 * `test/conformance/bundle-budget.test.ts`, which holds the budget in CI because sizes are deterministic.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { buildStyles } from "../../scripts/build/styles.ts";

/** Issue 12's budget, gzipped. 1 kB = 1,000 bytes (the stricter reading of "KB"). */
export const BUNDLE_BUDGET = { js: 150_000, css: 25_000 } as const;

export interface FileSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface BundleSizes {
  readonly js: FileSize;
  readonly css: FileSize;
}

const ROOT = resolve(import.meta.dirname, "../..");

function sizeOf(path: string, file: string): FileSize {
  const content = readFileSync(path);
  // zlib's default level (6): what a web server's on-the-fly compression sends.
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Builds `fray.mjs` and `fray.css` into a temporary folder and returns their sizes. */
export async function measureBundle(): Promise<BundleSizes> {
  // buildStyles reads `styles/fray.scss` relative to the working directory, as `npm run build` does.
  if (resolve(process.cwd()) !== ROOT) throw new Error(`measure the bundle from the repository root (${ROOT})`);
  const outDir = mkdtempSync(join(tmpdir(), "fray-bundle-"));
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
    const css = buildStyles(outDir);
    return { js: sizeOf(join(outDir, "fray.mjs"), "dist/fray.mjs"), css: sizeOf(css, "dist/fray.css") };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
