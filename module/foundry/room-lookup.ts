/**
 * The shared layer's way to the ruleset rooms. The rooms import shared code (the self-check steps, the attack card,
 * the queries), so shared code cannot import the registry that imports the rooms without an import cycle; `init`
 * installs the registry's shells here first thing (rulesets/register.ts), before anything reads them.
 *
 * A room comes in two parts (room.ts): its shell, read synchronously from `init` on (`shellFor`), and its play part,
 * a bundle chunk of its own that `loadRoom` fetches. `roomFor` answers only once the play part has loaded; before
 * that, and for a ruleset without a room, readers get `undefined` and behave as for a ruleset without a room.
 */
import type { RulesetId } from "../engine/core/ruleset.ts";
import { SYSTEM_ID } from "./constants.ts";
import type { FoundryRoom, RoomShell } from "./room.ts";

let shells: Partial<Record<RulesetId, RoomShell>> = {};
let loaded = new Map<RulesetId, FoundryRoom>();
let loading = new Map<RulesetId, Promise<FoundryRoom | undefined>>();
let failures = new Map<RulesetId, unknown>();

/** Installs the rooms' shells and forgets every loaded play part (a new world, or a test's own rooms). */
export function installRooms(rooms: Partial<Record<RulesetId, RoomShell>>): void {
  shells = rooms;
  loaded = new Map();
  loading = new Map();
  failures = new Map();
}

/**
 * Installs rooms whose play parts are already at hand, as loaded (tests that swap a member of a room, and a room's
 * play part composed in place).
 */
export function installLoadedRooms(rooms: Partial<Record<RulesetId, FoundryRoom>>): void {
  installRooms(rooms);
  for (const room of Object.values(rooms)) loaded.set(room.id, room);
}

/** The ruleset's shell; undefined for a ruleset without a room (the generic base models and nothing else). */
export function shellFor(ruleset: RulesetId | undefined): RoomShell | undefined {
  return ruleset ? shells[ruleset] : undefined;
}

/** Every room's shell, for what the shared layer registers for all rulesets at once (models, settings). */
export function allShells(): readonly RoomShell[] {
  return Object.values(shells);
}

/** The ruleset's room once its play part has loaded; undefined before, and for a ruleset without a room. */
export function roomFor(ruleset: RulesetId | undefined): FoundryRoom | undefined {
  return ruleset ? loaded.get(ruleset) : undefined;
}

/** Every room whose play part has loaded. */
export function loadedRooms(): readonly FoundryRoom[] {
  return [...loaded.values()];
}

/**
 * Loads the ruleset's play part once (later calls share the first load) and answers its room. A load that fails (the
 * chunk could not be fetched) is logged and remembered for the self-check; the room then stays unloaded.
 */
export function loadRoom(ruleset: RulesetId | undefined): Promise<FoundryRoom | undefined> {
  const shell = shellFor(ruleset);
  if (!ruleset || !shell) return Promise.resolve(undefined);
  const ready = loaded.get(ruleset);
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(ruleset);
  if (pending) return pending;
  const load = shell.loadPlay().then(
    (play) => {
      const room: FoundryRoom = { ...shell, ...play };
      loaded.set(ruleset, room);
      return room;
    },
    (error: unknown) => {
      failures.set(ruleset, error);
      console.error(`${SYSTEM_ID} | the play code of the "${ruleset}" room could not be loaded`, error);
      return undefined;
    },
  );
  loading.set(ruleset, load);
  return load;
}

/** Why the ruleset's play part failed to load, if it did. */
export function roomLoadFailure(ruleset: RulesetId): unknown {
  return failures.get(ruleset);
}
