import type { RulesetId } from "../../../engine/core/ruleset.ts";
import { documentTypeName } from "../../../engine/registry.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { allRooms } from "../../room-lookup.ts";
import type { SheetClass } from "../../room.ts";
import { refuseForeignItemDrop } from "./drop-hook.ts";

/** Groups a room's local types by sheet class, so one class serving several types is registered once. */
function byClass(ruleset: RulesetId, sheets: Readonly<Record<string, SheetClass>>): Map<SheetClass, string[]> {
  const groups = new Map<SheetClass, string[]>();
  for (const [local, cls] of Object.entries(sheets)) {
    groups.set(cls, [...(groups.get(cls) ?? []), documentTypeName(ruleset, local)]);
  }
  return groups;
}

/**
 * `init`: registers every room's sheets for exactly its own types, and the foreign-item drop guard. A ruleset
 * without a room keeps Foundry's default sheet for its types.
 */
export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const { id: ruleset, sheets } of allRooms()) {
    const label = `${I18N_ROOT}.Ruleset.${ruleset}.title`;
    for (const [cls, types] of byClass(ruleset, sheets.Actor)) {
      Actors.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
    for (const [cls, types] of byClass(ruleset, sheets.Item)) {
      Items.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
  }
  Hooks.on("dropActorSheetData", (actor, _sheet, data) => refuseForeignItemDrop(actor, data));
}
