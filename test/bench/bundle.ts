/**
 * Bundle sizes (row 5): the JS and CSS a world downloads, gzipped. The script is split (vite.config.ts): `fray.mjs`
 * and what it imports statically load in every world, and each room's play part is a chunk that only a world of that
 * ruleset loads; so the JS figure is per world, the main closure plus the room's own chunks, and the budget holds the
 * heaviest world. That is what the budget holds: what a world loads before anyone acts. It does not hold the code a
 * world fetches on demand, chunks a dynamic `import()` loads when a flow first runs (the roll dialog, the encounter-odds
 * window, the GM's self-check and its room's steps): those are reported beside each world (`onDemand`) so that nothing
 * is hidden, but a world never loads them all at once, and most players never load some of them. They are built here, into a private temporary folder, with the same code as `npm run build` (the
 * project's `vite.config.ts`, `buildStyles` for `fray.css`), so measuring never reads or writes `dist/` — the build
 * conformance test rebuilds that folder in parallel — and always measures the current sources. Shared by the bench
 * and by `test/conformance/bundle-budget.test.ts`, which holds the budget in CI because sizes are deterministic.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { buildStyles } from "../../scripts/build/styles.ts";

/** Issue 12's budget, gzipped, for one world's download. 1 kB = 1,000 bytes (the stricter reading of "KB"). */
export const BUNDLE_BUDGET = { js: 150_000, css: 25_000 } as const;

export interface FileSize {
  /** The file, or the files summed (each is served and compressed on its own). */
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** What a world of one ruleset downloads on top of the main closure: its room's play chunk and what only it needs. */
export interface RoomDownload extends FileSize {
  readonly room: string;
  /**
   * What the room's code loads on demand (its dynamic imports, with what they import) beyond `main`, the room's own
   * download and `BundleSizes.onDemand`: not in the budget, reported so that a flow moved out of the load is seen.
   */
  readonly onDemand: FileSize;
}

export interface BundleSizes {
  /** What every world downloads at load: `fray.mjs` and the chunks it imports statically. */
  readonly main: FileSize;
  /** What the main closure loads on demand in any world (its dynamic imports but the rooms, transitively). */
  readonly onDemand: FileSize;
  /** The source modules in the main closure (no room's play code may be among them). */
  readonly mainModules: readonly string[];
  /** Each room's play chunk (`rooms/<id>.mjs`, dynamically imported by its shell) with what it adds to `main`. */
  readonly rooms: readonly RoomDownload[];
  /** The heaviest world's script download, `main` plus its largest room: the figure the JS budget holds. */
  readonly js: FileSize;
  readonly css: FileSize;
}

const ROOT = resolve(import.meta.dirname, "../..");

interface BuiltChunk {
  readonly type: "chunk";
  readonly fileName: string;
  readonly code: string;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
}

/** The chunks of vite's build result (one output: a library build with a single format). */
function chunksOf(result: unknown): Map<string, BuiltChunk> {
  const outputs = Array.isArray(result) ? (result as unknown[]) : [result];
  const chunks = new Map<string, BuiltChunk>();
  for (const out of outputs) {
    for (const item of (out as { output: readonly { type: string }[] }).output) {
      if (item.type === "chunk") chunks.set((item as BuiltChunk).fileName, item as BuiltChunk);
    }
  }
  return chunks;
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(chunks: ReadonlyMap<string, BuiltChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/** The chunks `files` import dynamically, with what those import statically, less the chunks in `loaded`. */
function onDemandOf(
  chunks: ReadonlyMap<string, BuiltChunk>,
  files: ReadonlySet<string>,
  loaded: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const visit = (name: string): void => {
    if (loaded.has(name) || found.has(name)) return;
    const added = [...closure(chunks, name)].filter((file) => !loaded.has(file) && !found.has(file));
    for (const file of added) found.add(file);
    // Only the chunks this adds: those already loaded had their dynamic imports counted where they load.
    for (const file of added) for (const next of chunks.get(file)?.dynamicImports ?? []) visit(next);
  };
  for (const file of files) for (const next of chunks.get(file)?.dynamicImports ?? []) visit(next);
  return found;
}

function sizeOfFiles(chunks: ReadonlyMap<string, BuiltChunk>, files: ReadonlySet<string>, label: string): FileSize {
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const code = Buffer.from(chunks.get(file)?.code ?? "");
    bytes += code.length;
    // zlib's default level (6): what a web server's on-the-fly compression sends.
    gzipBytes += gzipSync(code).length;
  }
  return { file: label, bytes, gzipBytes };
}

function sizeOf(path: string, file: string): FileSize {
  const content = readFileSync(path);
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

const ROOM_CHUNK = /^rooms\/([a-z]+)\.mjs$/;

/** Builds `fray.mjs`, its chunks and `fray.css` into a temporary folder and returns what each world downloads. */
export async function measureBundle(): Promise<BundleSizes> {
  // buildStyles reads `styles/fray.scss` relative to the working directory, as `npm run build` does.
  if (resolve(process.cwd()) !== ROOT) throw new Error(`measure the bundle from the repository root (${ROOT})`);
  const outDir = mkdtempSync(join(tmpdir(), "fray-bundle-"));
  try {
    const chunks = chunksOf(
      await build({
        root: ROOT,
        configFile: join(ROOT, "vite.config.ts"),
        logLevel: "silent",
        build: { outDir, emptyOutDir: true },
      }),
    );
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error("the build has no entry chunk");
    const mainFiles = closure(chunks, entry.fileName);
    const main = sizeOfFiles(chunks, mainFiles, `dist/${entry.fileName} + ${mainFiles.size - 1} chunks`);
    const roomFiles = [...chunks.keys()].filter((file) => ROOM_CHUNK.test(file));
    const roomLoads = new Set(roomFiles.flatMap((file) => [...closure(chunks, file)]));
    const mainOnDemand = onDemandOf(chunks, mainFiles, new Set([...mainFiles, ...roomLoads]));
    const onDemand = sizeOfFiles(chunks, mainOnDemand, `${mainOnDemand.size} chunks`);
    const rooms = roomFiles.map((file): RoomDownload => {
      const room = ROOM_CHUNK.exec(file)?.[1] ?? file;
      const own = new Set([...closure(chunks, file)].filter((name) => !mainFiles.has(name)));
      const lazy = onDemandOf(chunks, own, new Set([...mainFiles, ...own, ...mainOnDemand]));
      return {
        room,
        ...sizeOfFiles(chunks, own, `dist/${file} + ${own.size - 1} chunks`),
        onDemand: sizeOfFiles(chunks, lazy, `${lazy.size} chunks`),
      };
    });
    const heaviest = rooms.reduce<RoomDownload | undefined>(
      (max, room) => (max && max.gzipBytes >= room.gzipBytes ? max : room),
      undefined,
    );
    const js: FileSize = {
      file: heaviest ? `${main.file}, with ${heaviest.file} (${heaviest.room})` : main.file,
      bytes: main.bytes + (heaviest?.bytes ?? 0),
      gzipBytes: main.gzipBytes + (heaviest?.gzipBytes ?? 0),
    };
    const mainModules = [...mainFiles].flatMap((file) => chunks.get(file)?.moduleIds ?? []);
    const css = buildStyles(outDir);
    return { main, onDemand, mainModules, rooms, js, css: sizeOf(css, "dist/fray.css") };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
