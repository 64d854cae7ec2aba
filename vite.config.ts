import { defineConfig } from "vite";

// Library build of the system entry into one ES module Foundry loads from system.json `esmodules`.
// Styles, templates, lang and packs are built by scripts/build (vite only bundles code).
export default defineConfig({
  base: "./",
  publicDir: false,
  // The encounter-odds worker (module/foundry/simulation/worker.ts) is emitted as its own ES module file under
  // assets/, loaded relative to fray.mjs.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    // Minified (names kept, see below) with a source map for debugging: the budget counts what hosts download.
    minify: true,
    target: "es2022",
    lib: { entry: "module/main.ts", formats: ["es"], fileName: () => "fray.mjs" },
    rolldownOptions: {
      // Class names must survive bundling: Roll.fromData finds roll classes by name, and so do sheets.
      output: { keepNames: true },
    },
  },
});
