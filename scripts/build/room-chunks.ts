/**
 * Which modules the build keeps in a room's chunk (`rooms/<id>.mjs`, vite.config.ts): every module the room's play
 * part (`module/foundry/rulesets/<id>/play.ts`) imports statically, transitively, that nothing else loads but the room
 * and the chunks only the room imports on demand (its self-check, its sheets' context builders, its sheet acts). A
 * module the room shares only with an on-demand flow of the main bundle (the encounter-odds job runs every ruleset's
 * engine rules) goes to the room's `<id>-shared` chunk, which that flow imports instead of the room. Left to automatic
 * splitting, a module a room and one of its own on-demand chunks both import became a chunk of its own the room
 * imported at start: each chunk is compressed on its own, so a world downloaded more for every flow moved out of its
 * load. Modules another room or the main bundle loads are left to the other groups and to automatic splitting.
 */

/** What the bundler tells of a module (rolldown's `ChunkingContext.getModuleInfo`, the fields read here). */
interface ModuleLinks {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
  readonly dynamicImporters: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

const PLAY = /rulesets[\\/]([a-z]+)[\\/]play\.ts$/;

/** `start` and every module it imports statically, transitively. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module a dynamic `import()` loads, found from the entry. */
function dynamicEntries(graph: ModuleGraph, entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const links = graph.getModuleInfo(id);
    for (const loaded of links?.dynamicallyImportedIds ?? []) found.add(loaded);
    pending.push(...(links?.importedIds ?? []), ...(links?.dynamicallyImportedIds ?? []));
  }
  return found;
}

/** Module id → the room chunk that holds it (modules in no room's chunk are left out). */
function roomsOfModules(graph: ModuleGraph, entry: string): Map<string, string> {
  const lazy = dynamicEntries(graph, entry);
  const closures = new Map([...lazy, entry].map((id) => [id, staticClosure(graph, id)]));
  const closureOf = (id: string): ReadonlySet<string> => closures.get(id) ?? new Set();
  const rooms = [...lazy].flatMap((id) => {
    const room = PLAY.exec(id)?.[1];
    return room ? [{ room, play: id }] : [];
  });
  // An on-demand chunk is the room's own when only the room's code imports it (and then loads it after the room).
  const owner = new Map<string, string>(rooms.map(({ room, play }) => [play, room]));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of lazy) {
      if (owner.has(id)) continue;
      const importerRooms = new Set(
        (graph.getModuleInfo(id)?.dynamicImporters ?? []).map(
          (importer) => [...owner].find(([loaded]) => closureOf(loaded).has(importer))?.[1],
        ),
      );
      const [room] = importerRooms;
      if (importerRooms.size === 1 && room !== undefined) {
        owner.set(id, room);
        grew = true;
      }
    }
  }
  const result = new Map<string, string>();
  for (const { room, play } of rooms) {
    const others = [...closures.keys()].filter((id) => owner.get(id) !== room);
    // Loaded at start by a world of another ruleset, or by every world: not this room's to hold.
    const elsewhere = new Set(
      others.filter((id) => !lazy.has(id) || PLAY.test(id)).flatMap((id) => [...closureOf(id)]),
    );
    // Also loaded by a flow that is not the room's own: the room's shared chunk, which that flow imports.
    const onDemand = new Set(others.flatMap((id) => [...closureOf(id)]));
    for (const id of closureOf(play)) {
      if (!elsewhere.has(id)) result.set(id, onDemand.has(id) ? `${room}-shared` : `rooms-${room}`);
    }
  }
  return result;
}

/**
 * The `name` of the rooms' code-splitting group: `rooms-<id>` for a module in a room's chunk, `<id>-shared` for one in
 * what it shares with the main bundle's on-demand flows, `null` for any other.
 * `reset` forgets the graph of the previous build (a plugin's `buildStart`).
 */
export function roomChunkNames(entry: string): {
  readonly name: (id: string, graph: ModuleGraph) => string | null;
  readonly reset: () => void;
} {
  let rooms: Map<string, string> | undefined;
  return {
    name: (id, graph) => {
      rooms ??= roomsOfModules(graph, entry);
      return rooms.get(id) ?? null;
    },
    reset: () => {
      rooms = undefined;
    },
  };
}
