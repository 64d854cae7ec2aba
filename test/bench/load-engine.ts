/**
 * Loads the engine the rows measure. By default `engine.ts` is bundled with the project's own `vite.config.ts`
 * (rolldown, minified with class names kept — what `dist/fray.mjs` is made with) into a temporary folder and
 * imported from there; `--source` imports the TypeScript through tsx instead (handy when profiling a change, but
 * tsx wraps every closure in a `__name` call the shipped bundle does not have, so figures are pessimistic).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import type * as EngineModule from "./engine.ts";

export type Engine = typeof EngineModule;

const ENTRY = resolve(import.meta.dirname, "engine.ts");
const BUNDLE_NAME = "bench-engine.mjs";

export async function loadEngine(fromSource: boolean): Promise<{ engine: Engine; origin: string }> {
  if (fromSource) return { engine: await import("./engine.ts"), origin: "TypeScript source via tsx" };
  const outDir = mkdtempSync(join(tmpdir(), "fray-bench-engine-"));
  try {
    await build({
      configFile: resolve(import.meta.dirname, "../../vite.config.ts"),
      logLevel: "warn",
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        lib: { entry: ENTRY, formats: ["es"], fileName: () => BUNDLE_NAME },
      },
    });
    const engine = (await import(pathToFileURL(join(outDir, BUNDLE_NAME)).href)) as Engine;
    return { engine, origin: "bundled with vite.config.ts (as dist/fray.mjs)" };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
