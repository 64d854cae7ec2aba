/**
 * Core's `ContextMenu` opened on one element, as far as its entries go: which ones it lists and what choosing one
 * calls. v13 reads `name`, `condition(target)`, `callback(target)` (foundryvtt.com/api/v13/interfaces/
 * foundry.ContextMenuEntry.html, …/v13/types/foundry.ContextMenuCallback.html). v14 reads `label`,
 * `visible(target)` (or a boolean), `onClick(event, target)` (…/api/v14/interfaces/foundry.ContextMenuEntry.html,
 * …/v14/types/foundry.ContextMenuCallback.html) and still takes the v13 names until 16 with a compatibility warning,
 * which the fake records (generation.ts) so the test that leaves one fails. A v13 menu ignores v14's names, as an
 * unknown key of an entry is never read.
 */
import { fakeGeneration, recordDeprecation } from "./generation.ts";

/** Any entry as handed to the menu: either generation's names. */
export interface AnyMenuEntry {
  readonly name?: string;
  readonly label?: string;
  readonly icon?: string;
  readonly condition?: boolean | ((target: HTMLElement) => boolean);
  readonly visible?: boolean | ((target: HTMLElement) => boolean);
  readonly callback?: (target: HTMLElement) => unknown;
  readonly onClick?: (event: PointerEvent, target: HTMLElement) => unknown;
}

export interface OpenMenu {
  /** The keys of the entries shown, in order. */
  readonly keys: readonly string[];
  /** Chooses the entry shown with `key`; throws when none is. */
  choose(key: string): unknown;
}

interface Read {
  key: string | undefined;
  shown: boolean | ((target: HTMLElement) => boolean);
  run: ((target: HTMLElement) => unknown) | undefined;
}

function readV13(entry: AnyMenuEntry): Read {
  return { key: entry.name, shown: entry.condition ?? true, run: entry.callback };
}

function readV14(entry: AnyMenuEntry): Read {
  const old = ["name", "condition", "callback"].filter((k) => k in entry);
  if (old.length) recordDeprecation(`ContextMenuEntry#${old.join("/")} (use label/visible/onClick)`);
  const onClick = entry.onClick;
  const callback = entry.callback;
  return {
    key: entry.label ?? entry.name,
    shown: entry.visible ?? entry.condition ?? true,
    run: onClick ? (target) => onClick(new Event("click") as PointerEvent, target) : callback,
  };
}

export function openContextMenu(entries: readonly AnyMenuEntry[], target: HTMLElement): OpenMenu {
  const read = entries.map(fakeGeneration() === 14 ? readV14 : readV13);
  const shown = read.filter((e) => (typeof e.shown === "function" ? e.shown(target) : e.shown));
  return {
    keys: shown.map((e) => e.key ?? ""),
    choose(key: string): unknown {
      const entry = shown.find((e) => e.key === key);
      if (!entry) throw new Error(`no menu entry "${key}" is shown`);
      return entry.run?.(target);
    },
  };
}
