/**
 * What every room's sheet fixtures build alike: the sheet basics of a play-mode, editable sheet over the real lang
 * files, and an item list read as the derivation's named sources. The rooms' fixtures add their own actors and odds.
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

interface SheetItem {
  readonly kind: string;
  readonly id: string;
  readonly name: string;
  readonly system: unknown;
}

/** The items of one kind as the derivation's sources read them (gear-sources.ts does this from documents). */
export function sourcesOfKind<Item extends SheetItem, Kind extends Item["kind"]>(
  items: readonly Item[],
  kind: Kind,
): { id: string; name: string; data: Extract<Item, { kind: Kind }>["system"] }[] {
  return items.flatMap((i) => (i.kind === kind ? [{ id: i.id, name: i.name, data: i.system }] : []));
}
