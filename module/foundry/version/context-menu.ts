/**
 * Context-menu entries across generations. v13's `ContextMenuEntry` is `{name, icon, condition(target),
 * callback(target)}` (foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html); v14's is `{label, icon,
 * visible(target), onClick(event, target)}` (…/api/v14/interfaces/foundry.ContextMenuEntry.html,
 * …/v14/types/foundry.ContextMenuCallback.html) and keeps the v13 names as deprecated aliases until 16, so an entry
 * core built may carry either and an entry Fray builds carries its generation's names.
 */
import { foundryGeneration } from "./generation.ts";
import type { ContextMenuEntryKeys, ContextMenuEntryV14 } from "./v14-api.ts";

/** The key of a context-menu entry (its localization key, by which Fray recognizes core's entries). */
export function entryKey(entry: ContextMenuEntryKeys): string | undefined {
  return foundryGeneration() >= 14 ? (entry.label ?? entry.name) : entry.name;
}

/** An entry Fray adds to a core menu, in neither generation's words. */
export interface MenuEntrySpec {
  /** The localization key of its text. */
  readonly key: string;
  readonly icon: string;
  readonly visible: (target: HTMLElement) => boolean;
  readonly onClick: (target: HTMLElement) => void;
}

type MenuEntry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/** The entry in the running generation's shape (v14's typed by hand: the compiler knows v13's). */
export function menuEntry(spec: MenuEntrySpec): MenuEntry {
  if (foundryGeneration() >= 14) {
    const entry: ContextMenuEntryV14 = {
      label: spec.key,
      icon: spec.icon,
      visible: spec.visible,
      onClick: (_event, target) => {
        spec.onClick(target);
      },
    };
    return entry as unknown as MenuEntry;
  }
  return { name: spec.key, icon: spec.icon, condition: spec.visible, callback: spec.onClick };
}
