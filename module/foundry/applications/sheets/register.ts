import type { RulesetId } from "../../../engine/core/ruleset.ts";
import { documentTypeName } from "../../../engine/registry.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { BONUS_SHEETS } from "../../rulesets/bonus/sheets/register.ts";
import { ENERGY_SHEETS } from "../../rulesets/energy/sheets/register.ts";
import { refuseForeignItemDrop } from "./drop-hook.ts";

type SheetClass = Parameters<typeof foundry.documents.collections.Actors.registerSheet>[1];

interface RoomSheets {
  readonly Actor: Readonly<Record<string, SheetClass>>;
  readonly Item: Readonly<Record<string, SheetClass>>;
}

/** Each ruleset room's sheets; a ruleset without its own sheets keeps Foundry's default sheet for its types. */
const RULESET_SHEETS: Partial<Record<RulesetId, RoomSheets>> = {
  bonus: BONUS_SHEETS,
  energy: ENERGY_SHEETS,
};

/** Groups a room's local types by sheet class, so one class serving several types is registered once. */
function byClass(ruleset: RulesetId, sheets: Readonly<Record<string, SheetClass>>): Map<SheetClass, string[]> {
  const groups = new Map<SheetClass, string[]>();
  for (const [local, cls] of Object.entries(sheets)) {
    groups.set(cls, [...(groups.get(cls) ?? []), documentTypeName(ruleset, local)]);
  }
  return groups;
}

/** `init`: registers every ruleset's sheets for exactly its own types, and the foreign-item drop guard. */
export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const [ruleset, room] of Object.entries(RULESET_SHEETS) as [RulesetId, RoomSheets][]) {
    const label = `${I18N_ROOT}.Ruleset.${ruleset}.title`;
    for (const [cls, types] of byClass(ruleset, room.Actor)) {
      Actors.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
    for (const [cls, types] of byClass(ruleset, room.Item)) {
      Items.registerSheet(SYSTEM_ID, cls, { types, makeDefault: true, label });
    }
  }
  Hooks.on("dropActorSheetData", (actor, _sheet, data) => refuseForeignItemDrop(actor, data));
}
