import { I18N_ROOT } from "../../constants.ts";
import type { Localizer } from "../parts/resource-bar.ts";
import { foreignItemRefusal, type ForeignItemRefusal } from "./drop.ts";
import { foundryLocalizer } from "./localizer.ts";

/** The type and name of what a drag carries, read from the drop payload or the document its uuid points to. */
interface DroppedItem {
  readonly type: string;
  readonly name: string;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

type Uuid = Parameters<typeof fromUuidSync>[0];

/** Foundry uuids are dotted paths (`Item.abc`, `Compendium.fray.x.Item.abc`); anything else is not looked up. */
function isUuid(value: unknown): value is Uuid {
  return typeof value === "string" && value.includes(".");
}

function droppedItem(data: unknown): DroppedItem | null {
  const payload = asRecord(data);
  if (payload?.["type"] !== "Item") return null;
  // Raw item data (dragged from another actor's export) or a uuid to a world item or compendium index entry.
  const uuid = payload["uuid"];
  const source = asRecord(payload["data"]) ?? (isUuid(uuid) ? asRecord(fromUuidSync(uuid)) : null);
  const type = source?.["type"];
  const name = source?.["name"];
  return typeof type === "string" ? { type, name: typeof name === "string" ? name : "" } : null;
}

export function foreignItemMessage(
  i18n: Localizer,
  refusal: ForeignItemRefusal,
  itemName: string,
  actorName: string,
): string {
  return i18n.format(`${I18N_ROOT}.Sheet.foreignItem`, {
    item: itemName,
    actor: actorName,
    itemRuleset: i18n.localize(`${I18N_ROOT}.Ruleset.${refusal.itemRuleset}.title`),
    actorRuleset: i18n.localize(`${I18N_ROOT}.Ruleset.${refusal.actorRuleset}.title`),
  });
}

/**
 * `dropActorSheetData` runs before any actor sheet handles a drop; returning false stops it. Using the hook (rather
 * than overriding the sheet's drop methods) guards every actor sheet, Fray's or a module's.
 */
export function refuseForeignItemDrop(actor: Actor.Implementation, data: unknown): boolean | undefined {
  const item = droppedItem(data);
  if (!item) return undefined;
  const refusal = foreignItemRefusal(actor.type, item.type);
  if (!refusal) return undefined;
  ui.notifications.warn(foreignItemMessage(foundryLocalizer(), refusal, item.name, actor.name));
  return false;
}
