/**
 * The registry's rooms with their play parts loaded (module/foundry/room.ts), for tests that install a room with one
 * member swapped (`installLoadedRooms({ ...LOADED_ROOMS, bonus: { ...loadedRoom("bonus"), procedure } })`) and put
 * the registry back afterwards (`installLoadedRooms(LOADED_ROOMS)`).
 */
import type { RulesetId } from "../../module/engine/core/ruleset.ts";
import type { FoundryRoom, RoomShell } from "../../module/foundry/room.ts";
import { FOUNDRY_ROOMS } from "../../module/foundry/rulesets/registry.ts";

async function loaded(shell: RoomShell): Promise<readonly [RulesetId, FoundryRoom]> {
  return [shell.id, { ...shell, ...(await shell.loadPlay()) }];
}

export const LOADED_ROOMS: Partial<Record<RulesetId, FoundryRoom>> = Object.fromEntries(
  await Promise.all(Object.values(FOUNDRY_ROOMS).map(loaded)),
);

/** A registered room, loaded; throws for a ruleset the registry has no room for. */
export function loadedRoom(ruleset: RulesetId): FoundryRoom {
  const room = LOADED_ROOMS[ruleset];
  if (!room) throw new Error(`no registered room for ${ruleset}`);
  return room;
}
