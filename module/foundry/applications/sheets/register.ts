import type { RulesetId } from "../../../engine/core/ruleset.ts";
import { documentTypeName } from "../../../engine/meta-registry.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { activeRulesetId } from "../../config/settings.ts";
import { loadRoom, loadedRooms } from "../../room-lookup.ts";
import type { FoundryRoom, SheetClass } from "../../room.ts";
import { refuseForeignItemDrop } from "./drop-hook.ts";

/** Groups a room's local types by sheet class, so one class serving several types is registered once. */
function byClass(ruleset: RulesetId, sheets: Readonly<Record<string, SheetClass>>): Map<SheetClass, string[]> {
  const groups = new Map<SheetClass, string[]>();
  for (const [local, cls] of Object.entries(sheets)) {
    groups.set(cls, [...(groups.get(cls) ?? []), documentTypeName(ruleset, local)]);
  }
  return groups;
}

/** The rooms whose sheets are registered (a room's play part loads once; a test may install new room objects). */
const registered = new WeakSet<FoundryRoom>();

/** Registers the sheets of every loaded room not registered yet, each for exactly its own types. */
function registerLoadedRoomSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const room of loadedRooms()) {
    if (registered.has(room)) continue;
    registered.add(room);
    const label = `${I18N_ROOT}.Ruleset.${room.id}.title`;
    for (const [cls, types] of byClass(room.id, room.sheets.Actor)) {
      Actors.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
    for (const [cls, types] of byClass(room.id, room.sheets.Item)) {
      Items.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
  }
}

/**
 * `init`: the foreign-item drop guard, and the world's room's sheets once its play part has loaded. A sheet registered
 * before `ready` waits in core's queue until `DocumentSheetConfig.initializeSheets`, which runs after `setup`, and one
 * registered between the two is dropped; so the sheets register at `setup` when the room has loaded by then (the
 * usual case: its chunk is fetched while core loads translations and packs), else at `ready`, once it has. A ruleset
 * without a room, or a room the world does not play, keeps Foundry's default sheet for its types.
 */
export function registerSheets(): void {
  Hooks.once("setup", registerLoadedRoomSheets);
  Hooks.once("ready", () => {
    void loadRoom(activeRulesetId()).then(registerLoadedRoomSheets);
  });
  Hooks.on("dropActorSheetData", (actor, _sheet, data) => refuseForeignItemDrop(actor, data));
}
