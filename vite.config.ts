import { resolve } from "node:path";
import { defineConfig } from "vite";
import { roomChunkNames } from "./scripts/build/room-chunks.ts";

const ENTRY = "module/main.ts";
// Which modules stay in a room's chunk (scripts/build/room-chunks.ts), worked out once per build from its module graph.
const roomChunks = roomChunkNames(resolve(import.meta.dirname, ENTRY));

// Library build of the system entry into one ES module Foundry loads from system.json `esmodules`.
// Styles, templates, lang and packs are built by scripts/build (vite only bundles code).
export default defineConfig({
  base: "./",
  publicDir: false,
  // The encounter-odds worker (module/foundry/simulation/worker.ts) is emitted as its own ES module file under
  // assets/, loaded relative to fray.mjs.
  worker: { format: "es" },
  plugins: [
    {
      name: "fray-room-chunks",
      buildStart: () => {
        roomChunks.reset();
      },
    },
  ],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    // Minified by rolldown's own minifier (`output.minify` below, where class names are kept), with a source map for
    // debugging: the budget counts what hosts download. Vite's switch stays off so it does not replace those options.
    minify: false,
    target: "es2022",
    lib: { entry: ENTRY, formats: ["es"], fileName: () => "fray.mjs" },
    rolldownOptions: {
      // A module both fray.mjs and a lazily loaded chunk (a room, the self-check) use stays in fray.mjs, which exports it
      // to them, instead of a small shared chunk of its own: each chunk is fetched and compressed on its own, and a
      // dozen extra ones cost every world ~7 kB gzipped (test/bench/bundle.ts). Nothing imports fray.mjs's exports but
      // the system's own chunks, and no chunk fray.mjs loads at start imports it back.
      preserveEntrySignatures: "allow-extension",
      output: {
        // Class names must survive bundling: Roll.fromData finds roll classes by name, and sheets are registered
        // under theirs. The minifier keeps them (test/conformance/build.test.ts checks every class); bundler-level
        // `keepNames` would also wrap every function in a `__name` call, about 8 kB gzipped nothing reads.
        minify: {
          compress: { keepNames: { function: false, class: true } },
          mangle: { keepNames: { function: false, class: true } },
        },
        // Each room's play part (module/foundry/rulesets/<id>/play.ts, loaded by its shell's `loadPlay`) is a chunk
        // of its own, `rooms/<id>.mjs`; code shared by several rooms but not the main entry goes to `chunks/`.
        // Every module a world loads at start (`$initial`: imported statically by the entry, transitively) goes into
        // fray.mjs itself. Left to automatic splitting, modules also used by a lazily loaded chunk became a dozen small
        // chunks fray.mjs imports, each compressed on its own: one file is ~6 kB gzipped smaller for every world
        // (test/bench/bundle.ts) and loads nothing a world did not load before. Lazily loaded code is not `$initial`
        // and keeps its own chunks (https://rolldown.rs/in-depth/manual-code-splitting, the `tags` group option).
        // The second group names a room's chunks (room-chunks.ts): `rooms-<id>` (emitted as `rooms/<id>.mjs`) holds
        // what the room's play part imports statically and nothing else loads but the room and its own on-demand
        // chunks (its sheets' context builders, its sheet acts, its self-check); `<id>-shared` what it shares only with
        // an on-demand flow of the main bundle (the encounter-odds job). Left to automatic splitting, a module a room
        // shares with a flow it loads on demand became a chunk the room imported at start, compressed on its own, so
        // moving a flow out of the load made the world heavier. Captured modules' dependencies are not pulled in after
        // them (`includeDependenciesRecursively: false`): those shared with another room stay in `chunks/`, so no
        // room's chunk loads another's.
        codeSplitting: {
          groups: [
            { name: "fray", tags: ["$initial"] },
            {
              name: (id, graph) => roomChunks.name(id, graph),
              debugName: "rooms",
              includeDependenciesRecursively: false,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          const room = /^rooms-([a-z]+)$/.exec(chunk.name)?.[1];
          return room ? `rooms/${room}.mjs` : "chunks/[name].mjs";
        },
      },
    },
  },
});
