/**
 * What every room's sheet fixtures build alike: the sheet basics of a play-mode, editable sheet over the real lang
 * files, sheet items with the default portrait, and an item list read as the derivation's named sources (its weapons,
 * armor and shields). The rooms' fixtures add their own actors and odds.
 */
import type { Localizer } from "../../module/foundry/applications/parts/resource-bar.ts";
import type { ActorSheetBasics } from "../../module/foundry/applications/sheets/sheet-basics.ts";
import { englishLocalizer } from "../e2e/support/i18n.ts";

/** A localizer over the real lang files that fails on a missing key and remembers every key asked for. */
export function recordingLocalizer(): Localizer & { readonly keys: Set<string> } {
  const inner = englishLocalizer();
  const keys = new Set<string>();
  return {
    keys,
    localize: (key) => (keys.add(key), inner.localize(key)),
    format: (key, data) => (keys.add(key), inner.format(key, data)),
  };
}

/** A play-mode sheet its user may edit, on the default tab, with `biography` stored and shown as is. */
export function playSheetBasics(biography: string): ActorSheetBasics {
  return {
    mode: "play",
    editable: true,
    biographySource: biography,
    biographyHtml: biography,
    activeTab: null,
    i18n: recordingLocalizer(),
  };
}

/** The portrait of every fixture actor and item: core's default for a document without one. */
export const SHEET_IMG = "icons/svg/mystery-man.svg";

/**
 * A sheet item of `kind` with the default portrait. Its kind and system keep their literal types (as `as const` would),
 * so the room's fixture checks it with `satisfies <Room>SheetItem`.
 */
export function sheetItem<const Kind extends string, const System>(
  kind: Kind,
  id: string,
  name: string,
  system: System,
) {
  return { id, name, img: SHEET_IMG, kind, system } as const;
}

interface SheetItem {
  readonly kind: string;
  readonly id: string;
  readonly name: string;
  readonly system: unknown;
}

/** The items of one kind as the derivation's sources read them (gear-sources.ts does this from documents). */
export function sourcesOfKind<Item extends SheetItem, Kind extends string>(
  items: readonly Item[],
  kind: Kind,
): { id: string; name: string; data: Extract<Item, { kind: Kind }>["system"] }[] {
  return items.flatMap((i) => (i.kind === kind ? [{ id: i.id, name: i.name, data: i.system }] : []));
}

/**
 * The weapons, armor and shields of an item list as the derivation reads them; the room's fixture gives the result its
 * `<Room>GearSources` type, which checks it.
 */
export function gearSourcesOf<Item extends SheetItem>(items: readonly Item[]) {
  return {
    weapons: sourcesOfKind(items, "weapon"),
    armor: sourcesOfKind(items, "armor"),
    shields: sourcesOfKind(items, "shield"),
  };
}
