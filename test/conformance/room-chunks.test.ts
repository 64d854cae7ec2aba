import { describe, expect, it } from "vitest";
import { roomChunkNames, type ModuleGraph } from "../../scripts/build/room-chunks.ts";

/** A module graph as the bundler tells it: static imports and dynamic `import()`s by module. */
function graphOf(links: Record<string, { readonly imports?: readonly string[]; readonly lazy?: readonly string[] }>) {
  const dynamicImporters = (id: string) =>
    Object.entries(links).flatMap(([importer, { lazy = [] }]) => (lazy.includes(id) ? [importer] : []));
  const graph: ModuleGraph = {
    getModuleInfo: (id) => {
      const module = links[id];
      if (!module) return null;
      return {
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
        dynamicImporters: dynamicImporters(id),
      };
    },
  };
  return graph;
}

const PLAY = "module/foundry/rulesets/wounds/play.ts";
const OTHER_PLAY = "module/foundry/rulesets/bonus/play.ts";

// The main entry loads both rooms' shells, which import their play parts on demand, and the encounter-odds job; the
// `wounds` room loads its sheet's context builder on demand.
const GRAPH = graphOf({
  "module/main.ts": { imports: ["shells.ts", "shared-helper.ts"], lazy: ["job.ts"] },
  "shells.ts": { lazy: [PLAY, OTHER_PLAY] },
  [PLAY]: { imports: ["sheet.ts", "rules.ts", "both-rooms.ts", "shared-helper.ts"] },
  "sheet.ts": { imports: ["sheet-label.ts"], lazy: ["context.ts"] },
  "context.ts": { imports: ["sheet-label.ts", "context-rows.ts"] },
  "job.ts": { imports: ["rules.ts"] },
  [OTHER_PLAY]: { imports: ["both-rooms.ts"] },
});

describe("which modules a room's chunk holds (scripts/build/room-chunks.ts)", () => {
  const names = roomChunkNames("module/main.ts");
  const chunkOf = (id: string) => names.name(id, GRAPH);

  it("what the room loads at start and only its own on-demand chunks share: the room's chunk", () => {
    expect(chunkOf(PLAY)).toBe("rooms-wounds");
    expect(chunkOf("sheet.ts")).toBe("rooms-wounds");
    // Shared with the lazily loaded context builder, which loads after the room: not a start chunk of its own.
    expect(chunkOf("sheet-label.ts")).toBe("rooms-wounds");
  });

  it("what only the room's on-demand chunk uses stays out of the room's load", () => {
    expect(chunkOf("context.ts")).toBeNull();
    expect(chunkOf("context-rows.ts")).toBeNull();
  });

  it("what a main-bundle flow also runs goes to the room's shared chunk, so that flow never loads the room", () => {
    expect(chunkOf("rules.ts")).toBe("wounds-shared");
  });

  it("what another room or every world loads is left to the other groups", () => {
    expect(chunkOf("both-rooms.ts")).toBeNull();
    expect(chunkOf("shared-helper.ts")).toBeNull();
    expect(chunkOf("module/main.ts")).toBeNull();
  });

  it("a new build reads its own graph", () => {
    names.reset();
    const alone = graphOf({ "module/main.ts": { lazy: [PLAY] }, [PLAY]: { imports: ["both-rooms.ts"] } });
    expect(names.name("both-rooms.ts", alone)).toBe("rooms-wounds");
  });
});
